/**
 * Sending, as a visitor meets it on each of the three forms: a slow provider,
 * a failed send and its way out, where focus is after each outcome, and the
 * notice on a phone-sized screen.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { phoneHref, phoneText, site } from "../../content/site";
import { expect, formLive, NOT_FOUND_STATUS, test } from "./fixtures";
import {
  fillCareer,
  fillContact,
  fillPickup,
  focusIsLost,
  heldProvider,
  notice,
  pickDay,
  provider,
  providerFailureErrors,
  summary,
} from "./form-helpers";

const FORMS = [
  {
    name: "contact",
    path: "/contact",
    fill: fillContact,
    label: "Send Message",
    busy: "Sending...",
    textField: "#contact-name",
    lastField: "#contact-message",
    success: /Thank you! We will contact you shortly\./,
    failure: new RegExp(
      `Failed to send message\\. Please try again or call us at 1 844 BUY ITAD \\(${site.phone.digits}\\)\\.`,
    ),
  },
  {
    name: "career",
    path: "/careers",
    fill: (page: Page) => fillCareer(page),
    label: "Submit Application",
    busy: "Submitting...",
    textField: "#career-name",
    lastField: "#career-resume",
    success: /Application Submitted Successfully!We'll review your materials and be in touch soon\./,
    failure: new RegExp(`Submission FailedPlease try again or email your application to ${site.email}`),
  },
  {
    name: "pickup",
    path: "/schedule-pickup",
    fill: (page: Page) => fillPickup(page),
    label: "Request Pickup",
    busy: "Submitting Request...",
    textField: "#pickup-name",
    lastField: "#pickup-notes",
    success: /Pickup Request Received!Our team will contact you within 24 hours to confirm details\./,
    failure: new RegExp(
      `Submission FailedPlease try again or call us at 1-844-BUY-ITAD \\(${site.phone.digits}\\)\\.`,
    ),
  },
] as const;

const submitButton = (page: Page) => page.locator('main form button[type="submit"]');

test.beforeEach(async ({ page }) => {
  // Thursday, June 5, 2025, 10:00: the earliest pickup date is Tuesday, June 10. The clock runs on
  // its own from there; a test moves it forward to stand for a long wait.
  await page.clock.install({ time: new Date(2025, 5, 5, 10, 0) });
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await formLive(page);
}

for (const form of FORMS) {
  test.describe(`${form.name} form`, () => {
    test("when its code cannot load, the visitor reads how to reach us at once, and the form goes live on the next use once it can", async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allow(/^Island ".+" failed to load/, NOT_FOUND_STATUS);
      const island = page.locator(`[data-island="${form.name}-form"]`);
      // A page left open across a deploy that removed the form's code: its chunk answers 404.
      let removed = true;
      // Some browsers keep a failed import() in the page's module map and never ask for that URL
      // again: here the URL that failed keeps failing, so only a retry under a new URL can succeed.
      await page.route(`**/assets/chunks/${form.name}-form-*.js*`, (route) => {
        const retry = new URL(route.request().url()).searchParams.has("retry");
        return removed || !retry ? route.fulfill({ status: 404, body: "" }) : route.continue();
      });
      await page.goto(form.path);
      await page.locator("main form").scrollIntoViewIfNeeded();
      const unavailable = page.getByRole("alert").filter({ hasText: "This form could not load." });
      await expect(unavailable).toHaveText(
        `This form could not load. Reload the page to try again, or call us at ${phoneText} or e-mail ${site.email} and we will help you right away.`,
      );
      await expect(unavailable.getByRole("link", { name: phoneText })).toHaveAttribute("href", phoneHref);
      await expect(unavailable.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      await expect(island).toHaveAttribute("data-failed", "");
      await expect(submitButton(page)).toBeDisabled();
      expect(await axeViolations(page)).toEqual([]);
      await page.locator(form.textField).fill("Jordan Lee");

      // The code is back (the connection returned); the next sign of use, once a few seconds
      // have passed, loads it, and what was typed meanwhile is kept.
      // A retry may already have run (and failed) while the visitor typed, if the page took
      // seconds to get here; the next use 3 s after the last failure tries again, so a use
      // follows each 3 s until one finds the code.
      removed = false;
      await expect(async () => {
        await page.clock.fastForward(3000);
        await page.locator(form.textField).press("End");
        await expect(island).toHaveAttribute("data-hydrated", "", { timeout: 3000 });
      }).toPass({ timeout: 30_000 });
      await expect(island).not.toHaveAttribute("data-failed");
      await expect(unavailable).toBeHidden();
      await expect(page.locator(form.textField)).toHaveValue("Jordan Lee");
      await expect(submitButton(page)).toBeEnabled();
    });

    test("a provider slower than 15 s gets one request, and the visitor reads 'still sending', never 'failed', until it answers", async ({
      page,
      consoleErrors,
    }) => {
      await open(page, form.path);
      const held = await heldProvider(page);
      await form.fill(page);
      const button = submitButton(page);
      await button.click();
      await expect(button).toHaveText(form.busy);
      await expect.poll(() => held.state.received.length).toBe(1);

      await page.clock.fastForward(15_000);
      await expect(notice(page)).toHaveText(
        /Still sending…This is taking longer than usual\. Please keep this page open\./,
      );
      await expect(notice(page)).toHaveAttribute("data-toast", "default");
      await expect(button).toHaveText(form.busy);
      await expect(button).toHaveAttribute("aria-disabled", "true");
      expect(await axeViolations(page)).toEqual([]);

      // The visitor tries again in every way there is: a click (forced: Playwright waits for an
      // aria-disabled button, a visitor's click does not), Enter on the button, Enter in a field,
      // and the form's own submit.
      await button.click({ force: true });
      await button.press("Enter");
      await page.locator(form.textField).press("Enter");
      await button.evaluate((b: HTMLButtonElement) => b.form?.requestSubmit());
      await page.clock.fastForward(45_000); // a minute since the first click
      await expect(notice(page)).toHaveText(/Still sending…/);
      await expect(page.locator('[data-toast="destructive"]')).toHaveCount(0);
      expect(held.state.received).toHaveLength(1);

      held.answer(200);
      await expect(notice(page)).toHaveText(form.success);
      await expect(page.locator(form.textField)).toHaveValue("");
      await expect(button).toHaveText(form.label);
      expect(held.state.received).toHaveLength(1);
      expect(held.state.maxInFlight).toBe(1);
      expect(held.state.delivered).toBe(1);
      expect(consoleErrors).toEqual([]);
    });

    test("a provider that fails after a minute: 'failed' only then, and the retry is the one request in flight", async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allow(...providerFailureErrors(500));
      await open(page, form.path);
      const held = await heldProvider(page);
      await form.fill(page);
      const button = submitButton(page);
      await button.click();
      await expect.poll(() => held.state.received.length).toBe(1);
      await page.clock.fastForward(60_000);
      await expect(notice(page)).toHaveText(/Still sending…/);
      held.answer(500);
      await expect(notice(page)).toHaveText(form.failure);
      await expect(notice(page)).toHaveAttribute("data-toast", "destructive");
      await expect(page.locator(form.textField)).not.toHaveValue("");
      await expect(button).toHaveText(form.label);
      await expect(button).not.toHaveAttribute("aria-disabled", "true");

      await button.click();
      await expect.poll(() => held.state.received.length).toBe(2);
      held.answer(200);
      await expect(notice(page)).toHaveText(form.success);
      expect(held.state.maxInFlight).toBe(1);
      expect(held.state.delivered).toBe(1);
      expect(held.state.received[1]).toEqual(held.state.received[0]);
    });

    test("when sending fails, the notice offers the same message as a ready-made e-mail and the phone", async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allow(...providerFailureErrors(500));
      await open(page, form.path);
      const sent = await provider(page, 500);
      await form.fill(page);
      const button = submitButton(page);
      await button.click();
      await expect(notice(page)).toHaveText(form.failure);
      const params = sent[0]?.template_params;
      if (!params) throw new Error("nothing was sent");

      const mail = notice(page).getByRole("link", { name: "Send by e-mail instead" });
      const href = await mail.getAttribute("href");
      const url = new URL(href ?? "");
      expect(url.protocol).toBe("mailto:");
      expect(url.pathname).toBe(site.email);
      const field = (name: string) =>
        decodeURIComponent(url.search.match(new RegExp(`[?&]${name}=([^&]*)`))?.[1] ?? "");
      expect(field("subject")).toBe(params.subject);
      // Line breaks travel as CRLF in a mailto: body (RFC 6068); the text is what the provider got.
      expect(field("body").replaceAll("\r\n", "\n")).toBe(params.message);
      expect(href?.length).toBeLessThanOrEqual(2000);

      const call = notice(page).getByRole("link", { name: /^Call 1.844.BUY.ITAD/ });
      await expect(call).toHaveAttribute("href", phoneHref);
      expect(await axeViolations(page)).toEqual([]);

      // Both are the next stops after the submit button for a keyboard.
      await expect(button).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(mail).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(call).toBeFocused();
    });

    test("focus stays on the form while sending and after success or failure, never on the page body", async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allow(...providerFailureErrors(500));
      await open(page, form.path);
      const held = await heldProvider(page);
      await form.fill(page);
      const button = submitButton(page);
      await button.click();
      await expect(button).toHaveText(form.busy);
      await expect(button).toBeFocused();
      expect(await focusIsLost(page)).toBe(false);
      await expect.poll(() => held.state.received.length).toBe(1);
      held.answer(200);
      await expect(notice(page)).toHaveText(form.success);
      await expect(button).toBeFocused();

      await form.fill(page);
      await button.click();
      await expect(button).toBeFocused();
      await expect.poll(() => held.state.received.length).toBe(2);
      held.answer(500);
      await expect(notice(page)).toHaveText(form.failure);
      await expect(button).toBeFocused();
      expect(await focusIsLost(page)).toBe(false);
    });
  });

  test.describe(`${form.name} form on a 375 x 667 screen`, () => {
    test.use({ viewport: { width: 375, height: 667 } });

    test("the failure notice covers neither the button nor the fields, shows in view, stays, and can be dismissed", async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allow(...providerFailureErrors(500));
      await open(page, form.path);
      await provider(page, 500);
      await form.fill(page);
      const button = submitButton(page);
      await button.click();
      await expect(notice(page)).toHaveText(form.failure);

      const box = await boxOf(notice(page));
      expect(overlap(box, await boxOf(button))).toBe(false);
      expect(overlap(box, await boxOf(page.locator(form.lastField)))).toBe(false);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(667);

      // It does not go away by itself before it was read (WCAG 2.2.1).
      await page.clock.fastForward(5 * 60_000);
      await expect(notice(page)).toBeVisible();

      await notice(page).getByRole("button", { name: "Dismiss notification" }).click();
      await expect(notice(page)).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  });
}

test.describe("validation errors put focus on the first invalid field", () => {
  test("contact form", async ({ page }) => {
    await open(page, "/contact");
    const sent = await provider(page);
    const button = submitButton(page);
    await button.click();
    const name = page.locator("#contact-name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription("Name must be at least 2 characters");
    await name.fill("Jordan Lee");
    await page.locator("#contact-email").fill("jordan@");
    await button.click();
    await expect(page.locator("#contact-email")).toBeFocused();
    await expect(page.locator("#contact-email")).toHaveAccessibleDescription("Invalid email address");
    expect(sent).toHaveLength(0);
  });

  test("career form, the resume included", async ({ page }) => {
    await open(page, "/careers");
    const sent = await provider(page);
    const button = submitButton(page);
    await button.click();
    await expect(page.locator("#career-name")).toBeFocused();
    await fillCareer(page, { resume: false });
    await page.locator("#career-linkedin").fill("linkedin sam");
    await button.click();
    await expect(page.locator("#career-linkedin")).toBeFocused();
    await expect(page.locator("#career-linkedin")).toHaveAccessibleDescription(/Invalid LinkedIn URL/);
    await page.locator("#career-linkedin").fill("");
    await button.click();
    await expect(summary(page)).toHaveText(/^Missing Resume/);
    await expect(page.locator("#career-resume")).toBeFocused();
    await expect(page.locator("#career-resume")).toHaveAccessibleDescription(/Please upload your resume\./);
    expect(sent).toHaveLength(0);
  });

  test("pickup form: the first asset type, then the date button, then the fields", async ({ page }) => {
    await open(page, "/schedule-pickup");
    const sent = await provider(page);
    const button = submitButton(page);
    await button.click();
    await expect(summary(page)).toHaveText(/^Missing InformationPlease select at least one asset type\./);
    await expect(page.locator("#pickup-asset-desktops")).toBeFocused();
    await page.locator("#pickup-asset-laptops").check();
    await button.click();
    await expect(summary(page)).toHaveText(/^Missing InformationPlease select a pickup date\./);
    const date = page.locator("#pickup-date");
    await expect(date).toBeFocused();
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription("Please select a pickup date.");
    await pickDay(page, /June 10th, 2025/);
    await button.click();
    await expect(summary(page)).toHaveText(/^Validation ErrorName must be at least 2 characters/);
    await expect(page.locator("#pickup-name")).toBeFocused();
    expect(sent).toHaveLength(0);
  });
});

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on the page");
  return box;
}

/** Whether two boxes share any area (touching edges do not count). */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
