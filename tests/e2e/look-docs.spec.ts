/**
 * The sample documents on the service pages: what only a laid-out page
 * shows. On a phone the document is at its own size (its 12-unit table text at 12 px or
 * more), its top cropped in a box of fixed height, and "Show the Whole ..." fits it whole;
 * on a desktop it is whole at once, with no toggle. One visit, two widths. And the sustainability
 * page's View Sample Report brings its sample report into view whole.
 */
import { paths } from "../../src/paths";
import { expect, test } from "./fixtures";
import { content } from "./routes";

test("a sample report is legible on a phone (its top, at its own size), whole on a toggle, and whole on a desktop", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(paths.service({ slug: "it-asset-disposition-itad" }));
  const sample = page.locator("[data-sample]");
  const crop = sample.locator("[data-sample-crop]");
  const img = sample.locator("img");
  const summary = sample.locator("summary");
  /** What the toggle says now (it holds both labels, one shown). */
  const says = (text: string) => expect(summary.getByText(text, { exact: true })).toBeVisible();
  await sample.scrollIntoViewIfNeeded();
  const size = () =>
    sample.evaluate((el) => {
      const box = (e: Element) => e.getBoundingClientRect();
      const image = el.querySelector("img")!;
      return {
        crop: box(el.querySelector("[data-sample-crop]")!),
        img: box(image),
        scale: box(image).width / image.naturalWidth,
        page: document.documentElement.scrollWidth,
      };
    });

  // phone: at its own size, cropped to a fixed height, the page not made wider
  let s = await size();
  expect(s.scale).toBeGreaterThanOrEqual(1);
  expect(s.crop.height).toBeLessThan(s.img.height * 0.75);
  expect(s.crop.right).toBeLessThanOrEqual(390);
  expect(s.page).toBe(390);
  await expect(crop).toHaveAttribute("tabindex", "0");
  await expect(summary).toBeVisible();
  await says("Show the Whole Report");

  // the toggle, by keyboard: the whole document, fitted to the column
  await summary.focus();
  await page.keyboard.press("Enter");
  await says("Show Less");
  s = await size();
  expect(s.img.width).toBeLessThanOrEqual(s.crop.width + 0.5);
  expect(s.crop.height).toBeGreaterThanOrEqual(s.img.height - 0.5);
  await page.keyboard.press("Enter");
  await says("Show the Whole Report");

  // desktop: whole, no crop, no toggle
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(summary).toBeHidden();
  s = await size();
  expect(s.crop.height).toBeGreaterThanOrEqual(s.img.height - 0.5);
  expect(s.img.width).toBeLessThanOrEqual(s.crop.width + 0.5);
  await expect(img).toHaveJSProperty("complete", true);
});

// SPEC 2.10: View Sample Report brings the sustainability page's own sample report into view,
// whole, below the sticky header, on a short desktop window and on a phone alike.
const { esgReporting } = content.copy.sustainability;
test("View Sample Report scrolls the sample ESG report into view whole, clear of the sticky header", async ({
  page,
}) => {
  if (!("anchor" in esgReporting.secondary.to)) throw new Error("View Sample Report must be an in-page link");
  const id = esgReporting.secondary.to.anchor;
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1280, height: 560 },
    { width: 390, height: 844 },
    { width: 390, height: 600 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(paths.sustainability);
    await page.getByRole("link", { name: esgReporting.secondary.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const report = page.locator(`[id="${id}"] img`);
    await expect(report).toHaveJSProperty("complete", true);
    // Scrolled, and settled (the report loads lazily: nothing moves once it has).
    await expect
      .poll(async () => {
        const [box, header] = await Promise.all([
          report.boundingBox(),
          page.locator("header").first().boundingBox(),
        ]);
        if (!box || !header) return "not laid out";
        const top = header.y + header.height;
        return box.y >= top && box.y + box.height <= viewport.height
          ? "whole"
          : `${box.y}-${box.y + box.height} under ${top} in ${viewport.height}`;
      })
      .toBe("whole");
  }
});
