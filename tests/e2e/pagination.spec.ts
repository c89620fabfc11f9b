/**
 * A blog longer than one page, in the browser, on the stress fixture (tests/stress-content.ts,
 * served by tests/e2e/serve.ts): once scripts run, the chips of a later page stay links; the
 * pagination nav fits a phone and a desktop. What the HTML says (pages, links, heads, the nav
 * without JavaScript) is tested in tests/integration/paginated-site.test.ts; axe and the widths of
 * a page full of cards, in templates.spec.ts.
 */

import { PAGE_SIZE, pageCount } from "../../src/lib/pagination";
import { categories } from "../../src/model/categories";
import { categorySlug } from "../../src/model/slugs";
import { listPage, paths } from "../../src/paths";
import { STRESS_POSTS } from "../stress-content";
import { expect, hydrated, test } from "./fixtures";
import { stress } from "./sites";

const category = categories[0];
const categoryPath = paths["blog-category"]({ slug: categorySlug(category) });
/** The stress fixture's blog: its generated posts, the one real article and the stress post. */
const blogPages = pageCount(STRESS_POSTS + 2);

test("once scripts run, the chips on a later page stay links: a category's first page, All back to the blog", async ({
  page,
}) => {
  await page.goto(stress.url(listPage(paths.blog, 2)));
  await hydrated(page);
  const chips = page.getByRole("group", { name: "Filter articles by category" });
  await expect(chips.getByRole("button")).toHaveCount(0);
  await chips.getByRole("link", { name: category, exact: true }).click();
  await expect(page).toHaveURL(stress.url(categoryPath));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(category);
  await page.goto(stress.url(listPage(paths.blog, 3)));
  await hydrated(page);
  await chips.getByRole("link", { name: "All", exact: true }).click();
  await expect(page).toHaveURL(stress.url(paths.blog));
  await expect(page.locator("[data-post-category]:visible")).toHaveCount(PAGE_SIZE);
});

test("the pagination nav fits a phone and a desktop: Previous and Next on one row, the numbers on one more (a phone) or the same", async ({
  page,
}) => {
  for (const path of [listPage(paths.blog, Math.ceil(blogPages / 2)), listPage(categoryPath, 2)]) {
    await page.goto(stress.url(path));
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      const nav = page.getByRole("navigation", { name: "Pagination" });
      const box = (await nav.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      const centres = await nav
        .locator("a, li")
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => r.top + r.height / 2));
      const rows = centres
        .sort((a, b) => a - b)
        .filter((centre, i, all) => i === 0 || centre - all[i - 1]! > 20).length;
      expect(rows, `${path} at ${viewport.width}`).toBe(viewport.width < 640 ? 2 : 1);
    }
  }
});
