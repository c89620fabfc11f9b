/**
 * Each of the three forms as a visitor meets it, one journey a behaviour: sent (its fields, its
 * busy label, its success notice, then cleared), failed (on a phone-sized screen: every entry
 * kept, its failure notice in view with the message as a ready-made e-mail and the phone, then a
 * retry that is one request), and a saved draft brought back; submitted empty (every invalid field
 * marked at once, GOV.UK's error summary) in look-forms.spec.ts. What the three share in code (a slow provider, focus
 * while sending, leaving mid-send, a chunk that cannot load) is tested once, on one form, in
 * forms-sending.spec.ts; each form's HTML (limits, required fields, no-JavaScript fallbacks) in
 * tests/dist/forms.test.ts.
 */
import type { Locator, Page } from "@playwright/test";
import { axeViolations, cspViolations, expect, formLive, test, watchCsp } from "./fixtures";
import {
  company,
  FORMS,
  fillCareer,
  fillPickup,
  heldProvider,
  notice,
  noticeLook,
  noticeText,
  noticeWithLinks,
  pickDay,
  provider,
  providerFailureErrors,
  submitButton,
  summary,
  THURSDAY,
} from "./form-helpers";

/** Opens a form's page and waits for the form to be live; returns its submit button's label as the page was served. */
async function open(page: Page, path: string): Promise<string> {
  await watchCsp(page);
  await page.goto(path);
  await formLive(page);
  return (await submitButton(page).textContent()) ?? "";
}

// The page's clock stays installed in its browser context: these tests get a context of their own.
test.use({ ownContext: true });

test.beforeEach(async ({ page }) => {
  // The pickup calendar offers days from a fixed "today"; the clock runs on from there.
  await page.clock.install({ time: THURSDAY });
});

test.afterEach(async ({ page }) => {
  // Using the forms (sending to the provider, the calendar, the notices) breaks no CSP rule.
  if (page.url().startsWith("http")) expect(await cspViolations(page)).toEqual([]);
});

test.describe("the contact form", () => {
  test("completed with the keyboard alone and sent: busy, one request with every field and the configured ids, thanks, then cleared", async ({
    page,
  }) => {
    const label = await open(page, FORMS[0].path);
    // The provider answers when told to, so the busy state is there to be seen however slow the machine.
    const held = await heldProvider(page);
    await page.locator("#contact-name").focus();
    await page.keyboard.type("Jordan Lee");
    await page.keyboard.press("Tab");
    await page.keyboard.type("jordan@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("6175550100");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Acme Health");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown"); // the first subject
    await page.keyboard.press("Tab");
    await page.keyboard.type("We have 300 laptops to retire next month.");
    await page.keyboard.press("Tab");
    await expect(submitButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(submitButton(page)).toHaveText(FORMS[0].busy);
    await expect.poll(() => held.state.received.length).toBe(1);
    held.answer(200);
    await expect(notice(page)).toHaveText(noticeWithLinks(FORMS[0].notices.success));

    const [payload] = held.state.received;
    expect(payload).toMatchObject({
      service_id: "e2e-service",
      template_id: "e2e-template",
      user_id: "e2e-public-key",
    });
    const subject = await page.locator("#contact-subject option").nth(1).getAttribute("value");
    expect(payload?.template_params).toMatchObject({
      subject,
      siteadminemail: company.email,
      email: "jordan@example.com",
    });
    for (const value of [
      "Jordan Lee",
      "jordan@example.com",
      "6175550100",
      "Acme Health",
      "We have 300 laptops",
    ])
      expect(payload?.template_params.message).toContain(value);
    await expect(page.locator("#contact-name")).toHaveValue("");
    await expect(page.locator("#contact-message")).toHaveValue("");
    await expect(submitButton(page)).toBeEnabled();
    await expect(submitButton(page)).toHaveText(label);
  });
});

test.describe("the career form", () => {
  test("sent: busy, the application with the résumé's name and size, the thanks, then the form and the file cleared", async ({
    page,
  }) => {
    const label = await open(page, FORMS[1].path);
    const held = await heldProvider(page);
    await fillCareer(page);
    const position = await page.locator("#career-position option:checked").textContent();
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(FORMS[1].busy);
    await expect.poll(() => held.state.received.length).toBe(1);
    held.answer(200);
    await expect(notice(page)).toHaveText(noticeWithLinks(FORMS[1].notices.success));
    const params = held.state.received[0]?.template_params;
    expect(params?.subject).toBe(`Career Application - ${position}`);
    expect(params?.email).toBe("sam@example.com");
    expect(params?.message).toContain("sam-rivera.pdf (1.50 MB)");
    expect(params?.message).toContain("LinkedIn: Not provided");
    await expect(page.locator("#career-name")).toHaveValue("");
    expect(await fileCount(page.locator("#career-resume"))).toBe(0);
    await expect(submitButton(page)).toHaveText(label);
  });

  test("refuses a résumé over 5 MB and a file of the wrong type, saying which", async ({ page }) => {
    await open(page, FORMS[1].path);
    const resume = page.locator("#career-resume");
    await resume.setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(notice(page)).toHaveText(noticeWithLinks(FORMS[1].notices.tooLarge));
    expect(await fileCount(resume)).toBe(0);
    await resume.setInputFiles({ name: "cv.png", mimeType: "image/png", buffer: Buffer.from("png") });
    await expect(notice(page)).toHaveText(noticeWithLinks(FORMS[1].notices.wrongType));
  });

  test("with every field but the résumé: 'Missing Resume' titles the summary, focus goes to the file field, nothing is sent", async ({
    page,
  }) => {
    await open(page, FORMS[1].path);
    const sent = await provider(page);
    await fillCareer(page, { resume: false });
    await submitButton(page).click();
    await expect(summary(page)).toHaveText(noticeText(FORMS[1].notices.missingResume));
    await expect(page.locator(FORMS[1].lastField)).toBeFocused();
    await expect(page.locator("#career-name")).toHaveValue("Sam Rivera");
    expect(sent).toEqual([]);
  });
});

test.describe("the pickup form", () => {
  test("completed with the keyboard alone, the date from the calendar: sent with the requester as reply address, then cleared", async ({
    page,
  }) => {
    const label = await open(page, FORMS[2].path);
    const held = await heldProvider(page);
    // What and when first (SPEC 5.3's order), then who, then how many locations and how much.
    await page.locator("#pickup-asset-desktops").focus();
    await page.keyboard.press("Space"); // the first asset type
    const assetTypes = await page.locator('input[name="assetTypes[]"]').count();
    for (let i = 1; i < assetTypes; i++) await page.keyboard.press("Tab"); // past the other asset types
    await page.keyboard.press("Tab"); // to the date
    await expect(page.locator("#pickup-date")).toBeFocused();
    await page.keyboard.press("Enter");
    // Focus lands on the earliest day the calendar offers; Enter chooses it.
    await page.keyboard.press("Enter");
    await expect(page.locator("#pickup-date")).toBeFocused();
    await expect(page.locator("#pickup-date")).toHaveText("Tuesday, June 10, 2025");
    await page.keyboard.press("Tab");
    await expect(page.locator("#pickup-name")).toBeFocused();
    for (const text of ["Pat Kim", "Acme Bank", "pat@example.com", "7815550123"]) {
      await page.keyboard.type(text);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("ArrowDown"); // Number of Locations: the first
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown"); // Estimated Volume: the first
    await page.keyboard.press("Tab"); // notes
    await page.keyboard.press("Tab"); // submit
    await page.keyboard.press("Enter");
    await expect(submitButton(page)).toHaveText(FORMS[2].busy);
    await expect.poll(() => held.state.received.length).toBe(1);
    held.answer(200);
    await expect(notice(page)).toHaveText(noticeWithLinks(FORMS[2].notices.success));

    const params = held.state.received[0]?.template_params;
    const firstAsset = await page.locator('label[for="pickup-asset-desktops"]').textContent();
    expect(params?.subject).toBe("Schedule Pickup Request");
    expect(params?.email).toBe("pat@example.com");
    expect(params?.message).toContain("Preferred Pickup Date: Tuesday, June 10, 2025");
    expect(params?.message).toContain(`- ${firstAsset}`);
    expect(params?.message).toContain("Additional Notes\nNone");
    await expect(page.locator("#pickup-name")).toHaveValue("");
    await expect(page.locator('input[name="assetTypes[]"]:checked')).toHaveCount(0);
    await expect(page.locator("#pickup-date")).toHaveText(/Pick a date/);
    await expect(submitButton(page)).toHaveText(label);
  });

  test("the calendar starts weeks on Sunday and offers no weekend and no day before the third business day", async ({
    page,
  }) => {
    // Friday, June 6, 2025: the earliest pickup is Wednesday, June 11 (Mon 9, Tue 10, Wed 11).
    await page.clock.setFixedTime(new Date(2025, 5, 6, 10, 0));
    await open(page, FORMS[2].path);
    await page.locator("#pickup-date").click();
    const calendar = page.getByRole("dialog", { name: "Choose a pickup date" });
    await expect(calendar.locator("th").first()).toHaveAttribute("aria-label", "Sunday");
    const day = (date: number) =>
      calendar.getByRole("button", { name: new RegExp(`June ${date}(st|nd|rd|th), 2025`) });
    for (const date of [9, 10]) await expect(day(date), `June ${date}`).toBeDisabled();
    for (const date of [11, 12, 13, 16, 17]) await expect(day(date), `June ${date}`).toBeEnabled();
    for (const date of [14, 15, 21, 22, 28, 29]) await expect(day(date), `June ${date}`).toBeDisabled();
    // No Saturday or Sunday anywhere in the month can be chosen.
    const weekendEnabled = await calendar.locator("td").evaluateAll(
      (cells) =>
        cells.filter((cell) => {
          const column = (cell as HTMLTableCellElement).cellIndex; // weeks start on Sunday
          const button = cell.querySelector("button");
          return (column === 0 || column === 6) && button && !button.disabled;
        }).length,
    );
    expect(weekendEnabled).toBe(0);
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await expect(page.locator("#pickup-date")).toBeFocused();
  });

  test.describe("in a zone far from UTC", () => {
    test.use({ timezoneId: "America/Los_Angeles" });

    test("the earliest day, picked before midnight and sent after it, is cleared and asked for again", async ({
      page,
    }) => {
      // Thursday, June 5, 2025, 23:58 in Los Angeles: the earliest pickup date is Tuesday, June 10.
      await page.clock.setSystemTime(new Date("2025-06-05T23:58:00-07:00"));
      await open(page, FORMS[2].path);
      const sent = await provider(page);
      await fillPickup(page, /June 10th, 2025/);
      await page.clock.fastForward("03:00"); // Friday, 00:01: the earliest day is now Wednesday, June 11
      await submitButton(page).click();
      await expect(summary(page)).toHaveText(noticeText(FORMS[2].notices.missingDate));
      const date = page.locator("#pickup-date");
      await expect(date).toHaveText(/Pick a date/);
      await expect(date).toBeFocused();
      expect(sent).toHaveLength(0);

      // The picker agrees, and the next day can be sent.
      await date.click();
      const calendar = page.getByRole("dialog", { name: "Choose a pickup date" });
      await expect(calendar.getByRole("button", { name: /June 10th, 2025/ })).toBeDisabled();
      await page.keyboard.press("Escape");
      await pickDay(page, /June 11th, 2025/);
      await submitButton(page).click();
      await expect(notice(page)).toHaveText(noticeWithLinks(FORMS[2].notices.success));
      expect(sent[0]?.template_params.message).toContain("Preferred Pickup Date: Wednesday, June 11, 2025");
    });
  });
});

for (const form of FORMS) {
  test.describe(`the ${form.name} form on a 375 x 667 screen`, () => {
    test.use({ viewport: { width: 375, height: 667 } });

    test("a failed send keeps every entry and says so in view, covering nothing, with the phone (careers: the address) and the message by e-mail; the retry is one request", async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allow(...providerFailureErrors(500));
      await open(page, form.path);
      const held = await heldProvider(page);
      await form.fill(page);
      const entries = await formValues(page);
      const button = submitButton(page);
      await button.click();
      await expect.poll(() => held.state.received.length).toBe(1);
      held.answer(500);
      const failure = notice(page);
      await expect(failure).toHaveText(noticeWithLinks(form.notices.failure));
      await expect(failure).toHaveAttribute("data-toast", "destructive");
      expect(await formValues(page), "every entry kept").toEqual(entries);
      await expect(button).not.toHaveText(form.busy);
      await expect(button).not.toHaveAttribute("aria-disabled", "true");
      await expect(button).toBeFocused();

      // In view, below the button: covering neither the button nor the last field.
      const box = await boxOf(failure);
      expect(overlap(box, await boxOf(button))).toBe(false);
      expect(overlap(box, await boxOf(page.locator(form.lastField)))).toBe(false);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(667);

      // The same message as a ready-made e-mail.
      const params = held.state.received[0]?.template_params;
      const mail = failure.getByRole("link", { name: "Send by e-mail instead" });
      const url = new URL((await mail.getAttribute("href")) ?? "");
      expect(url.protocol).toBe("mailto:");
      expect(url.pathname).toBe(company.email);
      const field = (name: string) =>
        decodeURIComponent(url.search.match(new RegExp(`[?&]${name}=([^&]*)`))?.[1] ?? "");
      expect(field("subject")).toBe(params?.subject);
      // Line breaks travel as CRLF in a mailto: body (RFC 6068); the text is what the provider got.
      expect(field("body").replaceAll("\r\n", "\n")).toBe(params?.message);
      // The way out its words give (the phone; on careers the address) is a link where they give it,
      // first in the tab order, then the ready-made e-mail.
      const { link } = form.notices.failure;
      if (!link) throw new Error("the failure notice names no number or address");
      const inPlace = failure.getByRole("link", { name: link.text, exact: true });
      await expect(inPlace).toHaveAttribute("href", link.href);
      await page.keyboard.press("Tab");
      await expect(inPlace).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(mail).toBeFocused();
      expect(await axeViolations(page, "main form, [aria-label='Notifications']")).toEqual([]);

      // Calm (white, dark text, a 4px accent: not white on red), its number or address on one line
      // inside it, here and at the narrowest and a desktop's width.
      for (const width of [375, 320, 1280]) {
        await page.setViewportSize({ width, height: 667 });
        await failure.scrollIntoViewIfNeeded();
        expect(await noticeLook(failure, link.text), `at ${width}`).toEqual({
          background: [255, 255, 255],
          darkText: true,
          accent: 4,
          lines: 1,
          wrap: "nowrap",
          inside: true,
          sideways: false,
        });
      }
      await page.setViewportSize({ width: 375, height: 667 });

      // It does not go away by itself before it was read (WCAG 2.2.1); dismissed, focus goes back to the button.
      await page.clock.fastForward(5 * 60_000);
      await expect(failure).toBeVisible();
      await failure.getByRole("button", { name: "Dismiss notification" }).click();
      await expect(notice(page)).toHaveCount(0);
      await expect(button).toBeFocused();

      // The retry is the one request in flight, the same message, and it goes through.
      await button.click();
      await expect.poll(() => held.state.received.length).toBe(2);
      held.answer(200);
      await expect(notice(page)).toHaveText(noticeWithLinks(form.notices.success));
      expect(held.state.maxInFlight).toBe(1);
      expect(held.state.delivered).toBe(1);
      expect(held.state.received[1]).toEqual(held.state.received[0]);
    });
  });

  test(`the ${form.name} form comes back from a reload as it was left`, async ({ page }) => {
    await open(page, form.path);
    await form.fill(page);
    // The last field too (the pickup's notes, the contact's message): free text is kept as typed.
    if (!form.lastField.endsWith("-resume"))
      await page.locator(form.lastField).fill("Dock B, after 2 pm\nAsk for Lee");
    const entries = await formValues(page);
    await page.reload();
    await formLive(page);
    const restored = await formValues(page);
    // A file cannot be saved with a draft: the résumé is chosen again.
    expect(restored).toEqual({ ...entries, ...("career-resume" in entries ? { "career-resume": "" } : {}) });
  });
}

/** Every control's value (a checkbox's checked state, the date button's text), by id. */
function formValues(page: Page): Promise<Record<string, string | boolean>> {
  return page.locator("main form").evaluate((form) => {
    const values: Record<string, string | boolean> = {};
    for (const control of form.querySelectorAll<HTMLInputElement>("input[id], select[id], textarea[id]"))
      values[control.id] = control.type === "checkbox" ? control.checked : control.value;
    const date = form.querySelector("#pickup-date");
    if (date) values["pickup-date"] = date.textContent ?? "";
    return values;
  });
}

const fileCount = (input: Locator) => input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0);

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
