/**
 * The `page` fixture's shared browser context (tests/e2e/fixtures.ts) leaves nothing of one test
 * to the next: the second test runs after the first in the same worker and context, and finds
 * no cookie, no storage, no history and a cold HTTP cache.
 */
import { paths } from "../../src/paths";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });

/** What a test can leave in a browser context, as the page sees it. */
function traces() {
  const stylesheet = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".css")) as
    | PerformanceResourceTiming
    | undefined;
  return {
    cookie: document.cookie,
    local: localStorage.getItem("left-behind"),
    session: sessionStorage.getItem("left-behind"),
    history: history.length,
    // A stylesheet from the HTTP cache has no transfer size.
    stylesheetFetched: (stylesheet?.transferSize ?? 0) > 0,
  };
}

/** The history of a new page after one visit (the first test's), which the second must find too. */
let afterOneVisit = 0;

test("a test that leaves a cookie, storage, history and a warm cache behind", async ({ page }) => {
  await page.goto(paths.about);
  afterOneVisit = await page.evaluate(() => history.length);
  await page.goto(paths.home);
  await page.evaluate(async () => {
    await (
      window as unknown as { cookieStore: { set(name: string, value: string): Promise<void> } }
    ).cookieStore.set("left-behind", "1");
    localStorage.setItem("left-behind", "1");
    sessionStorage.setItem("left-behind", "1");
  });
  await page.reload();
  expect(await page.evaluate(traces)).toEqual({
    cookie: "left-behind=1",
    local: "1",
    session: "1",
    history: afterOneVisit + 1,
    stylesheetFetched: false,
  });
});

test("the next test in the same worker finds none of it", async ({ page }) => {
  await page.goto(paths.home);
  expect(await page.evaluate(traces)).toEqual({
    cookie: "",
    local: null,
    session: null,
    history: afterOneVisit,
    stylesheetFetched: true,
  });
});
