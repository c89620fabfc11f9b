/**
 * The sample documents on the service pages: what only a laid-out page shows. At every width,
 * from a 320 px phone up, the document is whole: scaled to its column at its own shape, inside
 * its frame and the window, nothing cropped; on a phone a link under it opens the file full
 * size, and from 640 px there is none. One visit per page, three widths.
 * And the sustainability page's View Sample Report brings its sample report into view whole.
 */
import { paths } from "../../src/paths";
import { expect, test } from "./fixtures";
import { content } from "./routes";

for (const slug of ["it-asset-disposition-itad", "data-security-erasure"]) {
  test(`the sample document of ${slug} is whole at 320, 390 and 1280 px, never cropped`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(paths.service({ slug }));
    const sample = page.locator("[data-sample]");
    const fullSize = sample.getByRole("link", { name: /full size/i });
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await sample.scrollIntoViewIfNeeded();
      const s = await sample.evaluate((el) => {
        const img = el.querySelector("img")!;
        const frame = img.parentElement!;
        const box = (e: Element) => e.getBoundingClientRect().toJSON() as DOMRect;
        return {
          img: box(img),
          frame: box(frame),
          shape: Number(img.getAttribute("height")) / Number(img.getAttribute("width")),
          page: document.documentElement.scrollWidth,
        };
      });
      const at = `${slug} at ${width}`;
      // At its own shape (so scaled, not cut), within its frame (which clips its corners) and the window.
      expect(s.img.height / s.img.width, at).toBeCloseTo(s.shape, 2);
      expect(s.img.left, at).toBeGreaterThanOrEqual(s.frame.left - 0.5);
      expect(s.img.right, at).toBeLessThanOrEqual(s.frame.right + 0.5);
      expect(s.img.top, at).toBeGreaterThanOrEqual(s.frame.top - 0.5);
      expect(s.img.bottom, at).toBeLessThanOrEqual(s.frame.bottom + 0.5);
      expect(s.img.right, at).toBeLessThanOrEqual(width);
      expect(s.page, at).toBe(width);
      if (width < 640) await expect(fullSize, at).toBeVisible();
      else await expect(fullSize, at).toBeHidden();
    }
    await expect(sample.locator("img")).toHaveJSProperty("complete", true);
  });
}

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
