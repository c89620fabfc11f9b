/**
 * Sending, as the three forms share it in code (src/forms/use-send.ts, send-message.ts, the island
 * runtime): tested once, on the contact form. A slow provider, a failure that comes late, focus
 * while sending, one message at a time, the honeypot, leaving mid-send and coming back, and a form
 * whose code cannot load. Timers are the page's clock, moved by the test: nothing waits in real time.
 * Each form's own journeys (sent, failed, empty, restored) are in forms.spec.ts.
 */
import { trapLines } from "../../src/forms/bodies";
import { alreadySent, maybeSent, stillSending } from "../../src/forms/notices";
import { HONEYPOT_NAME } from "../../src/forms/schemas";
import { RETRY_AFTER_MS } from "../../src/islands/unavailable";
import { axeViolations, expect, formLive, NOT_FOUND_STATUS, test } from "./fixtures";
import {
  company,
  FORMS,
  fillContact,
  focusIsLost,
  heldProvider,
  notice,
  noticeWithLinks,
  phoneHref,
  phoneText,
  provider,
  providerFailureErrors,
  submitButton,
  summary,
} from "./form-helpers";

const form = FORMS[0];

// The page's clock stays installed in its browser context: these tests get a context of their own.
test.use({ ownContext: true });

test.beforeEach(async ({ page }) => {
  // The page's timers run from here; a test moves the clock forward to stand for a long wait.
  await page.clock.install({ time: new Date(2025, 5, 5, 10, 0) });
});

test("a provider slower than 15 s gets one request, and the visitor reads 'still sending', never 'failed', until it answers", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(form.path);
  await formLive(page);
  const held = await heldProvider(page);
  await form.fill(page);
  const button = submitButton(page);
  await button.click();
  await expect(button).toHaveText(form.busy);
  await expect.poll(() => held.state.received.length).toBe(1);

  await page.clock.fastForward(15_000);
  await expect(notice(page)).toHaveText(noticeWithLinks(stillSending(company)));
  await expect(notice(page)).toHaveAttribute("data-toast", "default");
  await expect(button).toHaveText(form.busy);
  await expect(button).toHaveAttribute("aria-disabled", "true");
  // While busy, focus stays on the button, never on the page body.
  await expect(button).toBeFocused();
  expect(await axeViolations(page, "main form")).toEqual([]);

  // The visitor tries again in every way there is: a click (forced: Playwright waits for an
  // aria-disabled button, a visitor's click does not), Enter on the button, Enter in a field,
  // and the form's own submit.
  await button.click({ force: true });
  await button.press("Enter");
  await page.locator(form.textField).press("Enter");
  await button.evaluate((b: HTMLButtonElement) => b.form?.requestSubmit());
  await page.clock.fastForward(45_000); // a minute since the first click
  await expect(notice(page)).toHaveText(noticeWithLinks(stillSending(company)));
  await expect(page.locator('[data-toast="destructive"]')).toHaveCount(0);
  expect(held.state.received).toHaveLength(1);

  held.answer(200);
  await expect(notice(page)).toHaveText(noticeWithLinks(form.notices.success));
  await expect(page.locator(form.textField)).toHaveValue("");
  await expect(button).not.toHaveText(form.busy);
  expect(held.state.received).toHaveLength(1);
  expect(held.state.delivered).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test("a provider that fails after a minute: 'failed' only then, with focus on the form throughout", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(...providerFailureErrors(500));
  await page.goto(form.path);
  await formLive(page);
  const held = await heldProvider(page);
  await form.fill(page);
  await submitButton(page).click();
  await expect.poll(() => held.state.received.length).toBe(1);
  await page.clock.fastForward(60_000);
  await expect(notice(page)).toHaveText(noticeWithLinks(stillSending(company)));
  expect(await focusIsLost(page)).toBe(false);
  held.answer(500);
  await expect(notice(page)).toHaveText(noticeWithLinks(form.notices.failure));
  await expect(notice(page)).toHaveAttribute("data-toast", "destructive");
  await expect(submitButton(page)).toBeFocused();
  await expect(page.locator(form.textField)).not.toHaveValue("");
});

for (const answer of [429, "abort"] as const) {
  test(`a provider that answers ${answer === "abort" ? "with a dropped connection" : answer} fails the same way, keeping the entries`, async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(...providerFailureErrors(answer));
    await page.goto(form.path);
    await formLive(page);
    await provider(page, answer);
    await fillContact(page);
    await submitButton(page).click();
    await expect(notice(page)).toHaveText(noticeWithLinks(form.notices.failure));
    await expect(page.locator("#contact-message")).toHaveValue("We have 300 laptops to retire next month.");
  });
}

test("a second click, or the form's own submit, while sending sends nothing more", async ({ page }) => {
  await page.goto(form.path);
  await formLive(page);
  const held = await heldProvider(page);
  await form.fill(page);
  await submitButton(page).click();
  await expect.poll(() => held.state.received.length).toBe(1);
  // Still unanswered: these come while the first is in flight.
  await submitButton(page).click({ force: true });
  await page.locator("main form").evaluate((el: HTMLFormElement) => el.requestSubmit());
  held.answer(200);
  await expect(notice(page)).toHaveText(noticeWithLinks(form.notices.success));
  expect(held.state.received).toHaveLength(1);
  // Focus stayed on the button that was pressed, through the send and its answer.
  await expect(submitButton(page)).toBeFocused();
});

test("the honeypot, filled as a browser's autofill fills it, still sends the lead, with a line that tells the staff", async ({
  page,
}) => {
  await page.goto(form.path);
  await formLive(page);
  const sent = await provider(page);
  await form.fill(page);
  // Autofill sets the value and fires input and change, as here: no focus, no keys (the field is inert).
  const autofilled = "https://www.acme-health.example";
  await page.locator(`input[name="${HONEYPOT_NAME}"]`).evaluate((input: HTMLInputElement, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, autofilled);
  await submitButton(page).click();
  await expect(notice(page)).toHaveText(noticeWithLinks(form.notices.success));
  expect(sent).toHaveLength(1);
  expect(sent[0]?.template_params.message.split("\n").slice(1, 3)).toEqual([
    "",
    ...trapLines(autofilled).slice(1),
  ]);
});

test("when its code cannot load, the visitor reads how to reach us at once, and the form goes live on the next use once it can, keeping what was typed", async ({
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
    `This form could not load. Reload the page to try again, or call us at ${phoneText} or e-mail ${company.email} and we will help you right away.`,
  );
  await expect(unavailable.getByRole("link", { name: phoneText })).toHaveAttribute("href", phoneHref);
  await expect(island).toHaveAttribute("data-failed", "");
  await expect(submitButton(page)).toBeDisabled();
  expect(await axeViolations(page, "main")).toEqual([]);
  await page.locator(form.textField).fill("Jordan Lee");

  // The code is back. A use sooner than RETRY_AFTER_MS after the failure tries nothing; the
  // first one after it loads the code, and what was typed meanwhile is kept.
  removed = false;
  await page.locator(form.textField).press("End");
  await expect(island).toHaveAttribute("data-failed", "");
  await page.clock.fastForward(RETRY_AFTER_MS);
  await page.locator(form.textField).press("End");
  await expect(island).toHaveAttribute("data-hydrated", "");
  await expect(island).not.toHaveAttribute("data-failed");
  await expect(unavailable).toBeHidden();
  await expect(page.locator(form.textField)).toHaveValue("Jordan Lee");
  await expect(submitButton(page)).toBeEnabled();
});

test.describe("a message that was sent, or may have been, is not offered again after a reload", () => {
  /** Records the dialogs the page opens, and lets the visitor leave. */
  function dialogs(page: import("@playwright/test").Page): string[] {
    const seen: string[] = [];
    page.on("dialog", (dialog) => {
      seen.push(dialog.type());
      void dialog.accept();
    });
    return seen;
  }

  test("leaving during a slow send asks first; after the reload the form says the message may have been sent, offers the phone, and a submit sends nothing", async ({
    page,
    pageErrors,
  }) => {
    // The request the reload cut off, as the browser reports it.
    pageErrors.allow(/^Failed to load resource: net::ERR_/, /^Sending the message failed/);
    await page.goto(form.path);
    await formLive(page);
    const held = await heldProvider(page);
    const seen = dialogs(page);
    await form.fill(page);
    await submitButton(page).click();
    await expect.poll(() => held.state.received.length).toBe(1);

    await page.reload();
    expect(seen).toEqual(["beforeunload"]);
    await formLive(page);
    await expect(notice(page)).toHaveText(noticeWithLinks(maybeSent(company)));
    // The number, written once, is the link.
    await expect(notice(page).getByRole("link", { name: maybeSent(company).link?.text })).toHaveAttribute(
      "href",
      phoneHref,
    );
    // Not offered as unsent: the fields are empty, and a submit sends nothing.
    await expect(page.locator(form.textField)).toHaveValue("");
    await expect(page.locator(form.lastField)).toHaveValue("");
    await submitButton(page).click();
    await expect(summary(page)).toHaveText(/Name must be at least 2 characters/);
    expect(held.state.received).toHaveLength(1);

    // The visitor can write a new message, and that one is sent.
    await form.fill(page);
    await submitButton(page).click();
    await expect.poll(() => held.state.received.length).toBe(2);
    held.answer(200);
    held.answer(200);
    await expect(notice(page)).toHaveText(noticeWithLinks(form.notices.success));
  });

  test("once the answer came, leaving asks nothing; after a reload the form says the message was sent, and a new message is kept as a draft", async ({
    page,
  }) => {
    await page.goto(form.path);
    await formLive(page);
    const sent = await provider(page);
    const seen = dialogs(page);
    // Whether leaving asks at the very moment the answer's notice is in the page: a visitor may
    // leave then, before React has run its effects after the paint.
    const success = form.notices.success.description;
    await page.evaluate((text) => {
      const marked = window as Window & { leaveAskedAtNotice?: boolean };
      new MutationObserver((_, observer) => {
        if (!document.body.textContent?.includes(text)) return;
        const leave = new Event("beforeunload", { cancelable: true });
        dispatchEvent(leave);
        marked.leaveAskedAtNotice = leave.defaultPrevented;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, success);
    await form.fill(page);
    await submitButton(page).click();
    await expect(notice(page)).toHaveText(noticeWithLinks(form.notices.success));
    expect(
      await page.evaluate(() => (window as Window & { leaveAskedAtNotice?: boolean }).leaveAskedAtNotice),
    ).toBe(false);

    await page.reload();
    await formLive(page);
    expect(seen).toEqual([]);
    expect(sent).toHaveLength(1);
    await expect(notice(page)).toHaveText(noticeWithLinks(alreadySent(company)));
    await expect(page.locator(form.textField)).toHaveValue("");

    // Said once: a new message typed after it is an ordinary draft again.
    await page.locator(form.textField).fill("Sam Rivera");
    await page.reload();
    await formLive(page);
    await expect(page.locator(form.textField)).toHaveValue("Sam Rivera");
    await expect(notice(page)).toHaveCount(0);
  });
});
