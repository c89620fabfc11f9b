/**
 * When the client entry never runs (its file answers 404, the network drops it, or it
 * arrives and does not run), no island code can say anything: the inline capture script
 * (src/islands/capture.ts) shows the form's notice with the phone and e-mail. The script is
 * one for every form: it is tested here on one page of each way it can fail; that each form's
 * HTML holds the notice (and its <noscript> fallback) is tested in tests/dist/forms.test.ts.
 */
import type { Page } from "@playwright/test";
import { ENTRY_GRACE_MS } from "../../src/islands/unavailable";
import { axeViolations, expect, NOT_FOUND_STATUS, test } from "./fixtures";
import { company, FORMS, phoneHref, phoneText } from "./form-helpers";

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
    `This form could not load. Reload the page to try again, or call us at ${phoneText} or e-mail ${company.email} and we will help you right away.`,
  );
  await expect(notice.getByRole("link", { name: phoneText })).toHaveAttribute("href", phoneHref);
  await expect(notice.getByRole("link", { name: company.email })).toHaveAttribute(
    "href",
    `mailto:${company.email}`,
  );
  await expect(page.locator(`[data-island="${island}-form"]`)).toHaveAttribute("data-failed", "");
}

// The page's clock stays installed in its browser context: these tests get a context of their own.
test.use({ ownContext: true });

test.describe("when the page's script never runs, the forms say how to reach us", () => {
  test("an entry script answered 404 shows the phone and e-mail at once, with no timer run", async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(NOT_FOUND_STATUS);
    await page.route(ENTRY, (route) => route.fulfill({ status: 404, body: "" }));
    await openPaused(page, FORMS[1].path);
    await expectWayOut(page, FORMS[1].name);
    await expect(page.locator('main form button[type="submit"]')).toBeDisabled();
  });

  test("an entry script the network drops shows the phone and e-mail at once, and passes axe", async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/^Failed to load resource: net::ERR_FAILED$/);
    await page.route(ENTRY, (route) => route.abort("failed"));
    await openPaused(page, FORMS[0].path);
    await expectWayOut(page, FORMS[0].name);
    await page.clock.resume(); // axe runs on the page's timers
    expect(await axeViolations(page, "main")).toEqual([]);
  });

  test("an entry script that arrives but does not run shows the phone and e-mail once the grace after load has passed", async ({
    page,
  }) => {
    // A proxy that empties scripts, or a browser too old for the entry: no error, no code.
    await page.route(ENTRY, (route) =>
      route.fulfill({ status: 200, body: "", contentType: "text/javascript" }),
    );
    await openPaused(page, FORMS[2].path);
    await page.clock.runFor(ENTRY_GRACE_MS - 500);
    await expect(couldNotLoad(page)).toBeHidden();
    await page.clock.runFor(1000);
    await expectWayOut(page, FORMS[2].name);
  });

  test("a page whose entry runs never shows the notice, however long it stays open", async ({ page }) => {
    await openPaused(page, FORMS[0].path);
    await expect(page.locator("html")).toHaveAttribute("data-entry", "");
    await page.clock.runFor(ENTRY_GRACE_MS * 4);
    await expect(couldNotLoad(page)).toBeHidden();
    await expect(page.locator('[data-island="contact-form"]')).not.toHaveAttribute("data-failed");
  });
});
