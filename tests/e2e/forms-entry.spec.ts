/**
 * When the client entry never runs (its file answers 404, the network drops it, or it
 * arrives and does not run), no island code can say anything: the inline capture script
 * (src/islands/capture.ts) shows each form's notice with the phone and e-mail, and without
 * JavaScript the <noscript> does.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { phoneHref, phoneText, site } from "../../content/site";
import { ENTRY_GRACE_MS } from "../../src/islands/unavailable";
import { expect, NOT_FOUND_STATUS, test } from "./fixtures";

const FORMS = [
  { name: "contact", path: "/contact" },
  { name: "career", path: "/careers" },
  { name: "pickup", path: "/schedule-pickup" },
] as const;

const ENTRY = "**/assets/client-*.js";
const START = new Date(2025, 5, 5, 10, 0);

/** Opens the page with the page's timers stopped: only the test moves them on (runFor). */
async function openPaused(page: Page, path: string) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto(path);
}

const couldNotLoad = (page: Page) => page.getByRole("alert").filter({ hasText: "This form could not load." });

async function expectWayOut(page: Page, island: string) {
  const notice = couldNotLoad(page);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(
    `This form could not load. Reload the page to try again, or call us at ${phoneText} or e-mail ${site.email} and we will help you right away.`,
  );
  await expect(notice.getByRole("link", { name: phoneText })).toHaveAttribute("href", phoneHref);
  await expect(notice.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(page.locator(`[data-island="${island}-form"]`)).toHaveAttribute("data-failed", "");
}

test.describe("when the page's script never runs, the forms say how to reach us", () => {
  for (const form of FORMS) {
    test(`${form.path}: an entry script answered 404 shows the phone and e-mail at once, with no timer run`, async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allow(NOT_FOUND_STATUS);
      await page.route(ENTRY, (route) => route.fulfill({ status: 404, body: "" }));
      await openPaused(page, form.path);
      await expectWayOut(page, form.name);
      await expect(page.locator('main form button[type="submit"]')).toBeDisabled();
    });
  }

  test("an entry script the network drops shows the phone and e-mail at once, and passes axe", async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(60_000); // axe on a loaded runner
    pageErrors.allow(/^Failed to load resource: net::ERR_FAILED$/);
    await page.route(ENTRY, (route) => route.abort("failed"));
    await openPaused(page, "/contact");
    await expectWayOut(page, "contact");
    await page.clock.resume(); // axe runs on the page's timers
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("an entry script that arrives but does not run shows the phone and e-mail once the grace after load has passed", async ({
    page,
  }) => {
    // A proxy that empties scripts, or a browser too old for the entry: no error, no code.
    await page.route(ENTRY, (route) =>
      route.fulfill({ status: 200, body: "", contentType: "text/javascript" }),
    );
    await openPaused(page, "/schedule-pickup");
    await page.clock.runFor(ENTRY_GRACE_MS - 500);
    await expect(couldNotLoad(page)).toBeHidden();
    await page.clock.runFor(1000);
    await expectWayOut(page, "pickup");
  });

  test("a page whose entry runs never shows the notice, however long it stays open", async ({ page }) => {
    await openPaused(page, "/contact");
    await expect(page.locator("html")).toHaveAttribute("data-entry", "");
    await page.clock.runFor(ENTRY_GRACE_MS * 4);
    await expect(couldNotLoad(page)).toBeHidden();
    await expect(page.locator('[data-island="contact-form"]')).not.toHaveAttribute("data-failed");
  });

  test("without JavaScript each form's <noscript> offers the phone and e-mail links", async ({
    browser,
    pageErrors,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    pageErrors.watch(page);
    for (const form of FORMS) {
      await page.goto(form.path);
      // Playwright turns scripts off below the HTML parser, which still reads <noscript> as text.
      const noscript = await page.locator("main noscript").first().innerHTML();
      expect(noscript, form.path).toContain("This form needs JavaScript to send.");
      expect(noscript, form.path).toContain(`href="${phoneHref}"`);
      expect(noscript, form.path).toContain(`href="mailto:${site.email}"`);
      await expect(couldNotLoad(page)).toBeHidden();
    }
    await context.close();
  });
});
