import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";

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

/**
 * The browser context a worker's tests share (see `tab`), with the page that keeps it warm.
 */
interface SharedContext {
  context: BrowserContext;
  /** Never navigated: while it is open, a new page of the context starts in a moment, not 0.5-1 s. */
  keeper: Page;
  /** The context options it was made with (the test's, but for the viewport, which each page sets). */
  key: string;
  /** Why the test now running made it unfit for the next one, if it did. */
  spoilt?: string;
  /** The origins the test's pages reached, whose storage is cleared after it. */
  origins: Set<string>;
}

/** Context methods whose effect outlives the test's page: a test that calls one gets the context thrown away after it. */
const CONTEXT_CHANGES = [
  "addCookies",
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "grantPermissions",
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "setExtraHTTPHeaders",
  "setGeolocation",
  "setHTTPCredentials",
  "setOffline",
  "setStorageState",
] as const;

/** Clock methods (page.clock is the context's clock): any of them leaves fake time installed in the context. */
const CLOCK_CHANGES = [
  "install",
  "fastForward",
  "pauseAt",
  "resume",
  "runFor",
  "setFixedTime",
  "setSystemTime",
] as const;

/** Marks `context` spoilt when a test calls any of the methods named `names` on `target`. */
function watchChanges(shared: SharedContext, target: object, names: readonly string[], label: string): void {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const method = methods[name];
    if (typeof method !== "function") continue;
    methods[name] = function (this: unknown, ...args: unknown[]) {
      shared.spoilt ??= `${label}.${name}()`;
      return method.apply(this, args);
    };
  }
}

export const test = base.extend<
  {
    pageErrors: PageErrors;
    consoleErrors: string[];
    /**
     * A browser context of the test's own instead of the worker's shared one: for tests that
     * change the context (page.clock above all, which stays installed in it), so that the
     * shared context lives on for the next test. A test that changes it without saying so
     * is caught and the context thrown away after it, slower but as isolated.
     */
    ownContext: boolean;
    tab: { context: BrowserContext; page: Page };
  },
  { sharedContext: { current?: SharedContext } }
>({
  ownContext: [false, { option: true }],
  sharedContext: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const holder: { current?: SharedContext } = {};
      await use(holder);
      await holder.current?.context.close().catch(() => {});
    },
    { scope: "worker" },
  ],
  /**
   * The test's page, new for each test, in a browser context the worker's tests share: a new
   * context costs its first page a renderer process (0.5-1 s of a loaded two-core runner's CPU,
   * a third of a short test), a new page of a warm context almost nothing. Each test still starts
   * as in a context of its own: a new page (its own session storage, history, pointer, routes,
   * init scripts and emulation), an empty HTTP cache, no cookies, no local storage or IndexedDB.
   * A test that changes the context itself (its clock, routes, init scripts, permissions, cookies,
   * or anything through `context`) or fails gets the context closed after it, and the next test a
   * new one; so does a test whose context options (`test.use`) differ, but for the viewport.
   */
  tab: async (
    {
      browser,
      sharedContext,
      ownContext,
      viewport,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      clientCertificates,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      storageState,
      timezoneId,
      userAgent,
      baseURL,
      contextOptions,
      serviceWorkers,
      actionTimeout,
      navigationTimeout,
    },
    use,
    testInfo,
  ) => {
    const options = {
      ...contextOptions,
      ...Object.fromEntries(
        Object.entries({
          acceptDownloads,
          bypassCSP,
          colorScheme,
          contrast,
          clientCertificates,
          deviceScaleFactor,
          extraHTTPHeaders,
          forcedColors,
          geolocation,
          hasTouch,
          httpCredentials,
          ignoreHTTPSErrors,
          isMobile,
          javaScriptEnabled,
          locale,
          offline,
          permissions,
          proxy,
          reducedMotion,
          screen,
          storageState,
          timezoneId,
          userAgent,
          baseURL,
          serviceWorkers,
        }).filter(([, value]) => value !== undefined),
      ),
      // A page can take any viewport but none: a test that asks for none gets a context of its own.
      ...(viewport === null ? { viewport: null } : {}),
    };
    if (ownContext) {
      const context = await browser.newContext({ ...options, ...(viewport ? { viewport } : {}) });
      await use({ context, page: await context.newPage() });
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let shared = sharedContext.current;
    if (shared && shared.key !== key) {
      await shared.context.close().catch(() => {});
      shared = undefined;
    }
    if (!shared) {
      const context = await browser.newContext({ ...options, ...(viewport ? { viewport } : {}) });
      shared = { context, keeper: await context.newPage(), key, origins: new Set() };
      const created = shared;
      context.on("close", () => {
        created.spoilt ??= "context closed";
        if (sharedContext.current === created) sharedContext.current = undefined;
      });
      context.on("request", (request) => {
        const { origin } = new URL(request.url());
        if (origin.startsWith("http")) created.origins.add(origin);
      });
      watchChanges(shared, context, CONTEXT_CHANGES, "context");
      watchChanges(shared, context.clock, CLOCK_CHANGES, "clock");
      sharedContext.current = shared;
    }
    const { context } = shared;
    context.setDefaultTimeout(actionTimeout || 0);
    context.setDefaultNavigationTimeout(navigationTimeout || 0);
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);

    await use({ context, page });

    for (const other of context.pages()) if (other !== shared.keeper) await other.close().catch(() => {});
    if (testInfo.status !== testInfo.expectedStatus) shared.spoilt ??= "the test failed";
    // Cleared below, the storage a test asked for would be gone for the next one.
    if (storageState) shared.spoilt ??= "storageState";
    if (shared.spoilt) {
      if (shared.spoilt.endsWith("()"))
        console.warn(
          `${testInfo.titlePath.join(" › ")}: ${shared.spoilt} changed the shared browser context, which is thrown away; test.use({ ownContext: true }) gives such a test its own (tests/e2e/fixtures.ts)`,
        );
      await context.close().catch(() => {});
      sharedContext.current = undefined;
      return;
    }
    // What a context keeps across its pages: cookies, storage of the origins reached, the cache.
    const cdp = await context.newCDPSession(shared.keeper);
    await cdp.send("Network.clearBrowserCache");
    for (const origin of shared.origins)
      await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
    await cdp.detach();
    shared.origins.clear();
    await context.clearCookies();
  },
  context: async ({ tab, sharedContext }, use) => {
    // A test given the context may change anything in it: it is not passed on.
    if (sharedContext.current) sharedContext.current.spoilt ??= "the test asked for the context";
    await use(tab.context);
  },
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
  page: async ({ tab, pageErrors }, use) => {
    pageErrors.watch(tab.page);
    await use(tab.page);
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
  // One call into the page for the whole walk (a round trip an island cost 0.1-0.2 s of a loaded
  // runner); the page names the island it waits for, so a time-out can say which.
  const walk = page.evaluate(async () => {
    const state = window as unknown as { __hydrating?: string };
    for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
      state.__hydrating = el.dataset.island;
      // The wrapper (display: contents) has no box, nor has a form's first child, its <noscript>.
      ([...el.children].find((child) => child.getClientRects().length) ?? el).scrollIntoView();
      if (el.dataset.when === "interaction") el.dispatchEvent(new Event("focusin"));
      if ("hydrated" in el.dataset) continue;
      await new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!("hydrated" in el.dataset)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(el, { attributes: true, attributeFilter: ["data-hydrated"] });
      });
    }
    state.__hydrating = undefined;
    window.scrollTo(0, 0);
  });
  try {
    await within(walk, ISLAND_MS, "");
  } catch (error) {
    const name = await page
      .evaluate(() => (window as unknown as { __hydrating?: string }).__hydrating)
      .catch(() => undefined);
    if (name === undefined) throw error;
    throw new Error(`the island "${name}" had not hydrated ${ISLAND_MS / 1000} s into the walk`);
  }
}

/** How long the walk through every island may take: far more than it needs on a loaded runner (1-3 s). */
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
