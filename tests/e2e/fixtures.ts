import { test as base, expect, type Page } from "@playwright/test";

/** Collects console errors and uncaught exceptions of a page; the test fails if any appear. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

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

/** Scrolls through the page so that islands hydrating on visibility hydrate too, then waits for all. */
export async function hydrateAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
      (el.firstElementChild ?? el).scrollIntoView();
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
