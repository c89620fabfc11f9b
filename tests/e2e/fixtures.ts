import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
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

/**
 * Scrolls through the page so that islands hydrating on visibility hydrate too, each in turn
 * (one scrolled past before its observer fired would never hydrate), then back to the top.
 * Waits on the islands' own data-hydrated mark (a MutationObserver): no sleep, no polling.
 */
export async function hydrateAll(page: Page): Promise<void> {
  const names = await page.locator("[data-island]").evaluateAll((els) => els.map((el) => el.dataset.island));
  for (const [index, name] of names.entries()) {
    const live = page
      .locator("[data-island]")
      .nth(index)
      .evaluate(
        (el: HTMLElement) =>
          new Promise<void>((resolve) => {
            // The wrapper (display: contents) has no box, nor has a form's first child, its <noscript>.
            ([...el.children].find((child) => child.getClientRects().length) ?? el).scrollIntoView();
            if (el.dataset.when === "interaction") el.dispatchEvent(new Event("focusin"));
            if ("hydrated" in el.dataset) return resolve();
            const observer = new MutationObserver(() => {
              if (!("hydrated" in el.dataset)) return;
              observer.disconnect();
              resolve();
            });
            observer.observe(el, { attributes: true, attributeFilter: ["data-hydrated"] });
          }),
      );
    await within(live, ISLAND_MS, `the island "${name}" did not hydrate within ${ISLAND_MS / 1000} s`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** How long one island may take to hydrate once in view: far more than it needs on a loaded runner. */
const ISLAND_MS = 15_000;

/** `promise`, or a failure saying `what` if it has not settled after `ms` (real time, whatever the page's clock). */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Every request the page has started so far has reached the test's `request` listeners: the page
 * asks for one more URL of its own, and CDP reports requests in the order the page made them, so
 * once this one is seen the earlier ones were. A check that "nothing was loaded" then needs no
 * wait for the network to fall quiet (networkidle is 500 ms of real time, at least).
 */
export async function requestsSoFar(page: Page): Promise<void> {
  // The page's own address with a query: inside the site whatever its base path.
  const marker = `barrier=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((query) => {
    void fetch(`${location.pathname}?${query}`, { cache: "no-store" }).catch(() => {});
  }, marker);
  await seen;
}

/** WCAG 2.2 A and AA, as axe-core tags them. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's WCAG 2.2 A/AA violations on the page as it is now (or in the part `include`
 * selects), one line each: rule, help and the first elements. axe runs in the page itself,
 * injected once per document: @axe-core/playwright's analyze() ran it in every frame and
 * finished in a new page, 2.5-3 s a page here against 1.2 s. The site's pages hold no
 * frames of their own (the map's is another site's, loaded on request).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ([selector, tags]) => {
      const axe = (window as unknown as { axe: AxeRunner }).axe;
      const results = await axe.run(selector ?? document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
        iframes: false,
      });
      return results.violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(", ")})`,
      );
    },
    [include, WCAG_TAGS] as const,
  );
  return violations;
}

interface AxeRunner {
  run(
    context: string | Document,
    options: object,
  ): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
}
