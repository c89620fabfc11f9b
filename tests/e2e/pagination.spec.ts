/**
 * A blog longer than one page, in the browser: a fixture of 301 posts (tests/paginated-fixture.ts)
 * built and served by this file. What the HTML says (pages, links, heads) is tested over the
 * same fixture in tests/integration/paginated-site.test.ts; here: the chips stay links once scripts
 * run, the nav works without JavaScript, axe and the layout at a phone's and a desktop's width.
 */
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { startServer } from "../../build/tools/server";
import { buildPaginatedFixture, type PaginatedFixture } from "../paginated-fixture";
import { expect, hydrateAll, hydrated, test } from "./fixtures";

// One build and one server for the file: its tests run in turn in one worker.
test.describe.configure({ mode: "serial" });

let site: PaginatedFixture;
let close: () => Promise<void>;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await buildPaginatedFixture();
  const server = await startServer({ dir: site.outDir, port: 0 });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

test.afterAll(async () => {
  await close?.();
  site?.cleanup();
});

test("once scripts run, the chips on a later page stay links: a category's first page, All back to /blog", async ({
  page,
}) => {
  await page.goto(`${origin}/blog/page/2`);
  await hydrated(page);
  const chips = page.getByRole("group", { name: "Filter articles by category" });
  await expect(chips.getByRole("button")).toHaveCount(0);
  await chips.getByRole("link", { name: "Security", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/blog/category/security`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security");
  await page.goto(`${origin}/blog/page/3`);
  await hydrated(page);
  await chips.getByRole("link", { name: "All", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/blog`);
  await expect(page.locator("[data-post-category]:visible")).toHaveCount(24);
});

test("without JavaScript, Next, a number and Previous walk the pages", async ({ browser, pageErrors }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  pageErrors.watch(page);
  await page.goto(`${origin}/blog/category/security`);
  const nav = page.getByRole("navigation", { name: "Pagination" });
  await expect(nav.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await nav.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(`${origin}/blog/category/security/page/2`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security");
  await page.goto(`${origin}/blog`);
  await nav.getByRole("link", { name: "Page 13", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/blog/page/13`);
  await expect(nav.getByRole("link", { name: "Next" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(`${origin}/blog/page/12`);
  await context.close();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`later pages of /blog and a category pass axe and fit at ${viewport.width} px`, async ({ page }) => {
    // Two whole axe runs over pages of 24 cards: about 8 s each, more on a loaded two-core runner.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    for (const path of ["/blog/page/7", "/blog/category/security/page/2"]) {
      await page.goto(`${origin}${path}`);
      await hydrateAll(page);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(results.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
      const nav = page.getByRole("navigation", { name: "Pagination" });
      const box = (await nav.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      // Previous and Next share a row; the numbers fit on one more (a phone) or the same one.
      const centres = await nav
        .locator("a, li")
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => r.top + r.height / 2));
      const rows = centres
        .sort((a, b) => a - b)
        .filter((centre, i, all) => i === 0 || centre - all[i - 1]! > 20).length;
      expect(rows, path).toBe(viewport.width < 640 ? 2 : 1);
    }
  });
}
