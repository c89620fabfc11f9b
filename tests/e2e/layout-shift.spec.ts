import { paths } from "../../src/paths";
import { expect, hydrateAll, test } from "./fixtures";
import { content } from "./routes";

/** Cumulative layout shift while the page loads, hydrates and is scrolled through. */
for (const path of [
  "/",
  "/blog",
  // The newest article, whichever it is: its cover and body images keep their place too.
  paths["blog-post"](content.posts[0]!),
  "/contact",
  "/schedule-pickup",
  "/careers",
]) {
  test(`nothing shifts on ${path}`, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path);
    await hydrateAll(page);
    await page.waitForTimeout(300);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.01);
  });
}
