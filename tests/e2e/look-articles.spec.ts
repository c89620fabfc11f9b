/**
 * The look of the articles and the blog, what only a laid-out page
 * shows: the cover at its own ratio, the author box on a phone, one primary button colour, and
 * the blog grid's last row. Each page is visited once, its widths set in turn.
 */
import { paths } from "../../src/paths";
import { expect, test } from "./fixtures";
import { routes, urlOf } from "./routes";

const post = routes.find((route) => route.page === "blog-post")!;

test("an article's cover keeps its ratio, at most 400 px high on a desktop, and its author box is not squeezed on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(post.path);
  const cover = page.locator("main article [data-cover] img");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await cover.evaluate((img: HTMLImageElement) => img.decode());
    // The picture as drawn: its box, or inside it the part that object-fit: contain fills (a photo
    // of another shape than the column's is drawn whole, centred, with room beside it).
    const shape = await cover.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const natural = img.naturalWidth / img.naturalHeight;
      const fit = getComputedStyle(img).objectFit;
      const width = fit === "contain" ? Math.min(box.width, box.height * natural) : box.width;
      const height = fit === "contain" ? Math.min(box.height, box.width / natural) : box.height;
      return { ratio: width / height, natural, height, fit };
    });
    expect(["contain", "fill"], "never cropped").toContain(shape.fit);
    expect(Math.abs(shape.ratio / shape.natural - 1), `at ${width}`).toBeLessThan(0.01);
    if (width === 1280) expect(shape.height).toBeLessThanOrEqual(400);
    if (width === 390) {
      const bio = await page.locator("[data-author-bio]").evaluate((el) => el.getBoundingClientRect().width);
      expect(bio).toBeGreaterThanOrEqual(300);
    }
  }
});

test("one primary button colour: the 404 page, the map card and the home page", async ({
  page,
  pageErrors,
}) => {
  // The unknown path is answered with the 404 page and its status, which the console reports.
  pageErrors.allow(/status of 404/);
  const colours: string[] = [];
  const background = async (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.goto(urlOf(paths["not-found"]));
  colours.push(await background("[data-not-found] a"));
  await page.goto(paths.contact);
  const map = page.locator('[data-island="map-embed"] button');
  await map.scrollIntoViewIfNeeded();
  colours.push(await background('[data-island="map-embed"] button'));
  await page.goto(paths.home);
  colours.push(await background('main a[data-variant="cta"]'));
  expect(new Set(colours).size, colours.join(" / ")).toBe(1);
});

test("the blog's grid leaves no card alone on its last row at 1280 and 768", async ({ page }) => {
  await page.goto(paths.blog);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    const rows = await page.locator("[data-post-grid] > li:not([hidden])").evaluateAll((items) => {
      const tops = new Map<number, number[]>();
      for (const item of items) {
        const box = item.getBoundingClientRect();
        const top = Math.round(box.top);
        tops.set(top, [...(tops.get(top) ?? []), box.width]);
      }
      const grid = items[0]?.parentElement?.getBoundingClientRect().width ?? 0;
      return { grid, rows: [...tops.values()] };
    });
    const last = rows.rows.at(-1) ?? [];
    const filled = last.reduce((a, b) => a + b, 0) + 24 * (last.length - 1);
    expect(last.length, `cards on the last row at ${width}`).toBeGreaterThan(1);
    expect(filled, `the last row is full at ${width}`).toBeGreaterThan(rows.grid - 2);
  }
});
