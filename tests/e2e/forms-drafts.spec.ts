/**
 * Saved drafts and the pickup date, as a visitor meets them: whatever session
 * storage holds, the form comes back, with what fits and without what does
 * not; a date that can no longer be picked is never sent.
 */
import type { Page } from "@playwright/test";
import { phoneHref, phoneText } from "../../content/site";
import { expect, formLive, test } from "./fixtures";
import { fillContact, fillPickup, heldProvider, notice, pickDay, provider, summary } from "./form-helpers";

/** Puts `saved` (raw text) into the form's session storage key and reloads, as a returning visitor would. */
async function reloadWithDraft(page: Page, key: string, saved: string) {
  await page.evaluate(([k, v]) => sessionStorage.setItem(k as string, v as string), [key, saved]);
  await page.reload();
  await formLive(page);
}

const submit = (page: Page) => page.locator('main form button[type="submit"]');

test.describe("pickup form drafts", () => {
  test.beforeEach(async ({ page }) => {
    // Thursday, June 5, 2025: the earliest pickup date is Tuesday, June 10.
    await page.clock.setFixedTime(new Date(2025, 5, 5, 10, 0));
    await page.goto("/schedule-pickup");
    await formLive(page);
  });

  test("a stale draft keeps its entries, drops its past date and says so, and is not sent with it", async ({
    page,
    consoleErrors,
  }) => {
    const sent = await provider(page);
    await reloadWithDraft(
      page,
      "form:pickup",
      JSON.stringify({
        name: "Pat Kim",
        company: "Acme Bank",
        email: "pat@example.com",
        phone: "781-555-0123",
        locations: "2-5",
        volume: "250-1000",
        notes: "",
        company_url: "",
        assetTypes: ["Laptops"],
        date: "2020-01-01",
      }),
    );
    await expect(page.locator("#pickup-name")).toHaveValue("Pat Kim");
    await expect(page.locator("#pickup-volume")).toHaveValue("250-1000");
    await expect(page.locator("#pickup-asset-laptops")).toBeChecked();
    await expect(page.locator("#pickup-date")).toHaveText(/Pick a date/);
    await expect(notice(page)).toHaveText(
      /^Please pick a new dateThe pickup date saved with your entries can no longer be chosen: the earliest pickup is the third business day after today, Monday to Friday\./,
    );
    await expect(notice(page).getByRole("link", { name: `Call ${phoneText}` })).toBeVisible();
    await submit(page).click();
    await expect(summary(page)).toHaveText(/^Missing InformationPlease select a pickup date\.$/);
    expect(sent).toHaveLength(0);
    expect(consoleErrors).toEqual([]);
  });

  for (const [what, saved] of [
    ["a date that is no date", '{"date":"garbage","name":"Pat Kim"}'],
    ["asset types that are null", '{"assetTypes":null,"name":"Pat Kim"}'],
    ["asset types that are not a list", '{"assetTypes":"Laptops","name":"Pat Kim"}'],
    ["an unknown asset type", '{"assetTypes":["Laptops","Spaceships"],"name":"Pat Kim"}'],
    ["a name longer than its input allows", `{"name":"${"a".repeat(101)}","company":"Acme Bank"}`],
  ] as const) {
    test(`a draft with ${what} comes back without it, keeping the rest`, async ({ page, consoleErrors }) => {
      await reloadWithDraft(page, "form:pickup", saved);
      const good = JSON.parse(saved).company ? "#pickup-company" : "#pickup-name";
      await expect(page.locator(good)).toHaveValue(good === "#pickup-name" ? "Pat Kim" : "Acme Bank");
      if (good === "#pickup-company") await expect(page.locator("#pickup-name")).toHaveValue("");
      await expect(page.locator("#pickup-date")).toHaveText(/Pick a date/);
      await expect(page.locator('input[name="assetTypes[]"]:checked')).toHaveCount(0);
      await expect(page.locator("#pickup-locations")).toHaveValue("");
      expect(consoleErrors).toEqual([]);
    });
  }

  test("a draft with an option the select does not have is not sent with it", async ({ page }) => {
    const sent = await provider(page);
    await reloadWithDraft(page, "form:pickup", '{"locations":"99","volume":"datacenter","name":"Pat Kim"}');
    await expect(page.locator("#pickup-name")).toHaveValue("Pat Kim");
    await expect(page.locator("#pickup-volume")).toHaveValue("datacenter");
    await page.locator("#pickup-company").fill("Acme Bank");
    await page.locator("#pickup-email").fill("pat@example.com");
    await page.locator("#pickup-phone").fill("781-555-0123");
    await page.locator("#pickup-asset-laptops").check();
    await pickDay(page, /June 10th, 2025/);
    await submit(page).click();
    await expect(summary(page)).toHaveText(/^Validation ErrorPlease select number of locations$/);
    await expect(page.locator("#pickup-locations")).toBeFocused();
    expect(sent).toHaveLength(0);
  });

  // Unreadable or odd JSON (the first five were already caught before; kept so they stay caught).
  for (const saved of [
    "not json",
    "{",
    "null",
    "[1,2]",
    '"text"',
    JSON.stringify({
      name: 5,
      company: {},
      email: [],
      phone: true,
      locations: 2,
      volume: null,
      notes: ["x"],
      company_url: 1,
      assetTypes: { 0: "Laptops" },
      date: 20250609,
    }),
  ]) {
    test(`a draft of ${saved.length > 20 ? "wrong types in every field" : saved} leaves a working, empty form`, async ({
      page,
      consoleErrors,
    }) => {
      const sent = await provider(page);
      await reloadWithDraft(page, "form:pickup", saved);
      for (const id of ["name", "company", "email", "phone", "locations", "volume", "notes"])
        await expect(page.locator(`#pickup-${id}`)).toHaveValue("");
      await expect(page.locator('input[name="assetTypes[]"]:checked')).toHaveCount(0);
      await expect(page.locator("#pickup-date")).toHaveText(/Pick a date/);
      // And it still works: checked, filled, sent.
      await submit(page).click();
      await expect(summary(page)).toHaveText(/Please select at least one asset type\./);
      await fillPickup(page);
      await submit(page).click();
      await expect(notice(page)).toHaveText(/Pickup Request Received!/);
      expect(sent).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("a draft that fits comes back whole", async ({ page }) => {
    await fillPickup(page);
    await page.locator("#pickup-notes").fill("Dock B");
    await page.reload();
    await formLive(page);
    await expect(page.locator("#pickup-name")).toHaveValue("Pat Kim");
    await expect(page.locator("#pickup-asset-servers")).toBeChecked();
    await expect(page.locator("#pickup-date")).toHaveText(/Tuesday, June 10, 2025/);
    await expect(page.locator("#pickup-notes")).toHaveValue("Dock B");
  });
});

test("contact and career drafts come back without the fields that do not fit", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/contact");
  await formLive(page);
  await reloadWithDraft(
    page,
    "form:contact",
    JSON.stringify({
      name: "Jordan Lee",
      subject: "Pizza",
      message: 42,
      email: ["x"],
      phone: "617-555-0100",
    }),
  );
  await expect(page.locator("#contact-name")).toHaveValue("Jordan Lee");
  await expect(page.locator("#contact-phone")).toHaveValue("617-555-0100");
  await expect(page.locator("#contact-subject")).toHaveValue("");
  await expect(page.locator("#contact-message")).toHaveValue("");
  await expect(page.locator("#contact-email")).toHaveValue("");

  await page.goto("/careers");
  await formLive(page);
  await reloadWithDraft(
    page,
    "form:career",
    JSON.stringify({ fullName: "Sam Rivera", position: "ceo", linkedIn: {}, coverLetter: "Hello" }),
  );
  await expect(page.locator("#career-name")).toHaveValue("Sam Rivera");
  await expect(page.locator("#career-cover")).toHaveValue("Hello");
  await expect(page.locator("#career-position")).toHaveValue("");
  await expect(page.locator("#career-linkedin")).toHaveValue("");
  expect(consoleErrors).toEqual([]);
});

test.describe("the pickup date is checked again when sending", () => {
  // Far from UTC, so that a check made in UTC rather than the visitor's zone would show.
  test.use({ timezoneId: "America/Los_Angeles" });

  test("the earliest day, picked before midnight and sent after it, is cleared and asked for again", async ({
    page,
  }) => {
    // Thursday, June 5, 2025, 23:58 in Los Angeles: the earliest pickup date is Tuesday, June 10.
    await page.clock.install({ time: new Date("2025-06-05T23:58:00-07:00") });
    await page.goto("/schedule-pickup");
    await formLive(page);
    const sent = await provider(page);
    await fillPickup(page, /June 10th, 2025/);
    await expect(page.locator("#pickup-date")).toHaveText(/Tuesday, June 10, 2025/);

    await page.clock.fastForward("03:00"); // Friday, 00:01: the earliest day is now Wednesday, June 11
    await submit(page).click();
    await expect(summary(page)).toHaveText(/^Missing InformationPlease select a pickup date\.$/);
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
    await submit(page).click();
    await expect(notice(page)).toHaveText(/Pickup Request Received!/);
    expect(sent[0]?.template_params.message).toContain("Preferred Pickup Date: Wednesday, June 11, 2025");
  });
});

test.describe("a message that was sent, or may have been, is not offered again after a reload", () => {
  /** Records the dialogs the page opens, and lets the visitor leave. */
  function dialogs(page: Page): string[] {
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
    await page.goto("/contact");
    await formLive(page);
    const held = await heldProvider(page);
    const seen = dialogs(page);
    await fillContact(page);
    await submit(page).click();
    await expect.poll(() => held.state.received.length).toBe(1);

    await page.reload();
    expect(seen).toEqual(["beforeunload"]);
    await formLive(page);
    await expect(notice(page)).toHaveText(
      /Your message may have been sentThe page was closed or reloaded before we heard back, so we cannot tell whether it reached us\. Please call us to check before you send it again\./,
    );
    await expect(notice(page).getByRole("link", { name: `Call ${phoneText}` })).toHaveAttribute(
      "href",
      phoneHref,
    );
    // Not offered as unsent: the fields are empty, and a submit sends nothing.
    await expect(page.locator("#contact-name")).toHaveValue("");
    await expect(page.locator("#contact-message")).toHaveValue("");
    await submit(page).click();
    await expect(summary(page)).toHaveText(/Name must be at least 2 characters/);
    expect(held.state.received).toHaveLength(1);

    // The visitor can write a new message, and that one is sent.
    await fillContact(page);
    await submit(page).click();
    await expect.poll(() => held.state.received.length).toBe(2);
    held.answer(200);
    held.answer(200);
    await expect(notice(page)).toHaveText(/Thank you!/);
  });

  test("once the answer came, leaving asks nothing; after a reload the form says the message was sent, and a new message is kept as a draft", async ({
    page,
  }) => {
    await page.goto("/contact");
    await formLive(page);
    const sent = await provider(page);
    const seen = dialogs(page);
    // Whether leaving asks at the very moment the answer's notice is in the page: a visitor may
    // leave then, before React has run its effects after the paint.
    await page.evaluate(() => {
      const marked = window as Window & { leaveAskedAtNotice?: boolean };
      new MutationObserver((_, observer) => {
        if (!document.body.textContent?.includes("Thank you!")) return;
        const leave = new Event("beforeunload", { cancelable: true });
        dispatchEvent(leave);
        marked.leaveAskedAtNotice = leave.defaultPrevented;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await fillContact(page);
    await submit(page).click();
    await expect(notice(page)).toHaveText(/Thank you!/);
    expect(
      await page.evaluate(() => (window as Window & { leaveAskedAtNotice?: boolean }).leaveAskedAtNotice),
    ).toBe(false);

    await page.reload();
    await formLive(page);
    expect(seen).toEqual([]);
    expect(sent).toHaveLength(1);
    await expect(notice(page)).toHaveText(
      /Your message was sentWe received the message you sent from this page\. To add something, write a new one or call us\./,
    );
    await expect(page.locator("#contact-name")).toHaveValue("");

    // Said once: a new message typed after it is an ordinary draft again.
    await page.locator("#contact-name").fill("Sam Rivera");
    await page.reload();
    await formLive(page);
    await expect(page.locator("#contact-name")).toHaveValue("Sam Rivera");
    await expect(notice(page)).toHaveCount(0);
  });
});
