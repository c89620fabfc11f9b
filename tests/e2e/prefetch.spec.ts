/**
 * Instant navigation (src/islands/prefetch.ts): the next page is fetched ahead on intent
 * (the pointer resting on a link, keyboard focus), only for pages of this site, and not at
 * all for a visitor with Save-Data on. A fetch ahead is a request with Sec-Purpose: prefetch.
 * Which links the rules match is read from Chromium itself (the DevTools protocol's Preload
 * domain lists every link a document's rules make a candidate), so proving that a link is never
 * fetched ahead waits for nothing.
 */
import type { CDPSession, Page } from "@playwright/test";
import { FEED_PATH, paths } from "../../src/paths";
import { cspViolations, expect, NOT_FOUND_STATUS, test, watchCsp } from "./fixtures";

/** The paths the page has fetched ahead so far, in order. */
function prefetched(page: Page): () => string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/prefetch/.test(request.headers()["sec-purpose"] ?? ""))
      fetched.push(new URL(request.url()).pathname);
  });
  return () => [...fetched];
}

/** The URLs the page's speculation rules make candidates for a fetch ahead, as Chromium last reported them. */
async function candidates(page: Page): Promise<() => string[]> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  let latest: string[] = [];
  cdp.on(
    "Preload.preloadingAttemptSourcesUpdated" as never,
    (event: { preloadingAttemptSources: { key: { url: string } }[] }) => {
      latest = event.preloadingAttemptSources.map((source) => source.key.url);
    },
  );
  await cdp.send("Preload.enable" as never);
  return () => latest;
}

const RULES = 'script[type="speculationrules"]';
const nav = (page: Page, path: string) =>
  page.getByRole("navigation", { name: "Main" }).locator(`a[href="${path}"]`);

test("fetches a page ahead when the pointer rests on its link or the keyboard focuses it, and the click uses it", async ({
  page,
}) => {
  await watchCsp(page);
  const seen = prefetched(page);
  await page.goto(paths.blog);
  await page.waitForSelector(RULES, { state: "attached" });
  await nav(page, paths.about).hover();
  await expect.poll(seen).toContain(paths.about);
  await nav(page, paths.services).focus();
  await expect.poll(seen).toContain(paths.services);
  expect(await cspViolations(page)).toEqual([]);
  await nav(page, paths.about).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.about);
  // The navigation was answered from the fetch made ahead, not from the network again.
  const delivery = await page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceEntry & { deliveryType?: string })
        .deliveryType,
  );
  expect(delivery).toBe("navigational-prefetch");
  // Fetched once: the focus that the click gives its link asks for nothing more.
  expect(seen().filter((path) => path === paths.about)).toHaveLength(1);
});

test("never makes a file, a download or another site a candidate, nor hints one on focus", async ({
  page,
  pageErrors,
}) => {
  // The control is a page of the site nothing links to: fetched ahead, it answers 404.
  pageErrors.allow(NOT_FOUND_STATUS);
  const matched = await candidates(page);
  await page.goto(paths.blog);
  await page.waitForSelector(RULES, { state: "attached" });
  const origin = new URL(page.url()).origin;
  const control = `${paths.about}-probe`;
  const others = {
    "the feed, a file of the site the blog links to": `${origin}${FEED_PATH}`,
    "another site": "http://localhost:9/about-us",
    "a download": `${origin}${paths.about}-sample`,
    "an e-mail address": "mailto:a@example.com",
  };
  await page.evaluate(
    ([controlPath, download]) => {
      document
        .querySelector("main")
        ?.insertAdjacentHTML(
          "afterbegin",
          `<p><a id="x-page" href="${controlPath}">page</a> <a id="x-external" href="http://localhost:9/about-us">elsewhere</a> <a id="x-download" href="${download}" download>download</a> <a id="x-mail" href="mailto:a@example.com">mail</a></p>`,
        );
    },
    [control, `${paths.about}-sample`],
  );
  // Added with the others, the control must match: then Chromium has weighed them all.
  await expect.poll(matched).toContain(`${origin}${control}`);
  for (const [what, url] of Object.entries(others)) expect(matched(), what).not.toContain(url);

  // Focus from the keyboard adds a <link rel=prefetch> at once where the rules match: for these, none.
  await page.keyboard.press("Tab");
  for (const selector of [`a[href="${FEED_PATH}"]`, "#x-external", "#x-download", "#x-mail", "#x-page"])
    await page.locator(selector).first().focus();
  const hinted = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hinted).toEqual([`${origin}${control}`]);
});

test("fetches nothing ahead for a visitor with Save-Data on: no rules, no hints", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: true });
  const seen = prefetched(page);
  await page.goto(paths.blog);
  expect(
    await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData),
  ).toBe(true);
  // The entry has run (it notes the visit) without adding the rules.
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-entry"));
  await expect(page.locator(RULES)).toHaveCount(0);
  // Without rules Chromium has nothing to act on; the hint on focus is the entry's, added at once if at all.
  await nav(page, paths.about).hover();
  await nav(page, paths.services).focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  expect(seen()).toEqual([]);
});
