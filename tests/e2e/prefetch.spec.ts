/**
 * Instant navigation (src/islands/prefetch.ts): the next page is fetched ahead on intent
 * (the pointer resting on a link, keyboard focus), only for pages of this site, and not at
 * all for a visitor with Save-Data on. A fetch ahead is a request with Sec-Purpose: prefetch.
 */
import type { Page } from "@playwright/test";
import { cspViolations, expect, test, watchCsp } from "./fixtures";

/** The paths the page has fetched ahead so far, in order. */
function prefetched(page: Page): () => string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (/prefetch/.test(request.headers()["sec-purpose"] ?? "")) paths.push(new URL(request.url()).pathname);
  });
  return () => [...paths];
}

const RULES = 'script[type="speculationrules"]';
const nav = (page: Page, path: string) =>
  page.getByRole("navigation", { name: "Main" }).locator(`a[href="${path}"]`);

test("fetches a page ahead when the pointer rests on its link or the keyboard focuses it, and the click uses it", async ({
  page,
}) => {
  await watchCsp(page);
  const seen = prefetched(page);
  await page.goto("/blog");
  await page.waitForSelector(RULES, { state: "attached" });
  await nav(page, "/about-us").hover();
  await expect.poll(seen).toContain("/about-us");
  await nav(page, "/services").focus();
  await expect.poll(seen).toContain("/services");
  expect(await cspViolations(page)).toEqual([]);
  await nav(page, "/about-us").click();
  await expect(page).toHaveURL(/\/about-us$/);
  // The navigation was answered from the fetch made ahead, not from the network again.
  const delivery = await page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceEntry & { deliveryType?: string })
        .deliveryType,
  );
  expect(delivery).toBe("navigational-prefetch");
  // Fetched once: the focus that the click gives its link asks for nothing more.
  expect(seen().filter((path) => path === "/about-us")).toHaveLength(1);
});

test("never fetches ahead a file, a download or another site", async ({ page }) => {
  // With request interception on (page.route) Chromium fetched nothing ahead in trials: the other site is
  // another origin on this machine, with nothing listening, so nothing can reach the internet.
  const seen = prefetched(page);
  await page.goto("/blog");
  await page.waitForSelector(RULES, { state: "attached" });
  await page.evaluate(() => {
    const main = document.querySelector("main") as HTMLElement;
    main.insertAdjacentHTML(
      "afterbegin",
      '<p><a id="x-external" href="http://localhost:9/about-us">elsewhere</a> <a id="x-download" href="/sample-report" download>download</a> <a id="x-mail" href="mailto:a@example.com">mail</a></p>',
    );
  });
  // The feed is a file of the site that the blog links to.
  for (const selector of ['a[href="/feed.xml"]', "#x-external", "#x-download", "#x-mail"]) {
    const link = page.locator(selector).first();
    await link.hover();
    await link.focus();
    await page.waitForTimeout(400);
  }
  expect(seen()).toEqual([]);
  // The rules were live all along: a page link is fetched ahead.
  await nav(page, "/careers").hover();
  await expect.poll(seen).toEqual(["/careers"]);
});

test("fetches nothing ahead for a visitor with Save-Data on", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  const seen = prefetched(page);
  await page.goto("/blog");
  expect(
    await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData),
  ).toBe(true);
  // The entry has run (it notes the visit) without adding the rules.
  await page.waitForFunction(() => document.querySelector("[data-hydrated]") !== null);
  await expect(page.locator(RULES)).toHaveCount(0);
  await nav(page, "/about-us").hover();
  await nav(page, "/services").focus();
  await page.waitForTimeout(600);
  expect(seen()).toEqual([]);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
});
