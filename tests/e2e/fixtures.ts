import { test as base, expect, type Page } from "@playwright/test";

/**
 * Console errors and uncaught exceptions of the test's pages. Every test fails on
 * one it did not allow: the `page` fixture is watched from its first request, and a
 * page the test opens in a context of its own once the test passes it to `watch`.
 */
export interface PageErrors {
  /** Every error so far, in order: console.error text, or the uncaught exception's message. */
  readonly list: string[];
  /** Lets errors matching a pattern pass, for this test only: for what the test provokes on purpose. */
  allow(...patterns: RegExp[]): void;
  /** Watches a page the test opened itself. */
  watch(page: Page): void;
}

export const test = base.extend<{ pageErrors: PageErrors; consoleErrors: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  pageErrors: async ({}, use) => {
    const list: string[] = [];
    const allowed: RegExp[] = [];
    await use({
      list,
      allow: (...patterns) => allowed.push(...patterns),
      watch: (page) => {
        page.on("console", (message) => {
          if (message.type() === "error") list.push(message.text());
        });
        page.on("pageerror", (error) => list.push(error.message));
      },
    });
    const unexpected = list.filter((error) => !allowed.some((pattern) => pattern.test(error)));
    expect(unexpected, "console errors or uncaught exceptions the test did not allow").toEqual([]);
  },
  page: async ({ page, pageErrors }, use) => {
    pageErrors.watch(page);
    await use(page);
  },
  /** The errors seen so far, for a test that checks them itself. */
  consoleErrors: async ({ pageErrors }, use) => {
    await use(pageErrors.list);
  },
});

export { expect };

/** What the browser logs for a page answered with 404: a test that asks for a missing page allows it. */
export const NOT_FOUND_STATUS =
  /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;

/** Records Content-Security-Policy violations of every document the page loads (read with cspViolations). */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener("securitypolicyviolation", (event) => {
      list.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/** Waits until every island on the page has hydrated (client.ts marks them with data-hydrated). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island]")].every(
      (el) => el.dataset.when === "visible" || el.dataset.when === "interaction" || "hydrated" in el.dataset,
    ),
  );
}

/**
 * On a form page: waits for the islands that hydrate without being seen, then brings the form
 * into view, as a visitor scrolling to it does (forms hydrate on visibility), and waits until
 * it is live.
 */
export async function formLive(page: Page): Promise<void> {
  await hydrated(page);
  await page.locator("main form").scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () =>
      "hydrated" in
      (document.querySelector("main form")?.closest<HTMLElement>("[data-island]")?.dataset ?? {}),
  );
}

/** Scrolls through the page so that islands hydrating on visibility hydrate too, then waits for all. */
export async function hydrateAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
      // The wrapper (display: contents) has no box, nor has a form's first child, its <noscript>.
      ([...el.children].find((child) => child.getClientRects().length) ?? el).scrollIntoView();
      if (el.dataset.when === "interaction") el.dispatchEvent(new Event("focusin"));
      for (let i = 0; i < 100 && !("hydrated" in el.dataset); i++)
        await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island]")].every((el) => "hydrated" in el.dataset),
  );
}
