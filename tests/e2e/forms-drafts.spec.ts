/**
 * Saved drafts as a visitor meets them, where the page does more than show what parseDraft kept
 * (which every odd shape of a draft tests in tests/unit/forms.test.ts, and each form's reload in
 * forms.spec.ts): a pickup date that can no longer be picked is dropped and the visitor told; a
 * value the select does not offer is never sent; a draft of nothing but wrong types leaves a form
 * that works.
 */
import type { Page } from "@playwright/test";
import { pickupDateDropped } from "../../src/forms/notices";
import { expect, formLive, test } from "./fixtures";
import {
  company,
  FORMS,
  fillPickup,
  notice,
  noticeText,
  noticeWithLinks,
  phoneHref,
  pickDay,
  provider,
  submitButton,
  summary,
  THURSDAY,
} from "./form-helpers";

const pickup = FORMS[2];

/** Puts `saved` (raw text) into the form's session storage key and reloads, as a returning visitor would. */
async function reloadWithDraft(page: Page, saved: string) {
  await page.evaluate((value) => sessionStorage.setItem("form:pickup", value), saved);
  await page.reload();
  await formLive(page);
}

// The page's clock stays installed in its browser context: these tests get a context of their own.
test.use({ ownContext: true });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(THURSDAY);
  await page.goto(pickup.path);
  await formLive(page);
});

test("a stale draft keeps its entries, drops its past date and says so, and is not sent with it", async ({
  page,
  consoleErrors,
}) => {
  const sent = await provider(page);
  await reloadWithDraft(
    page,
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
  await expect(notice(page)).toHaveText(noticeWithLinks(pickupDateDropped(company)));
  await expect(
    notice(page).getByRole("link", { name: pickupDateDropped(company).link?.text, exact: true }),
  ).toHaveAttribute("href", phoneHref);
  await submitButton(page).click();
  await expect(summary(page)).toHaveText(noticeText(pickup.notices.missingDate));
  expect(sent).toHaveLength(0);
  expect(consoleErrors).toEqual([]);
});

test("a draft with an option the select does not have is not sent with it", async ({ page }) => {
  const sent = await provider(page);
  await reloadWithDraft(page, '{"locations":"99","volume":"datacenter","name":"Pat Kim"}');
  await expect(page.locator("#pickup-name")).toHaveValue("Pat Kim");
  await expect(page.locator("#pickup-volume")).toHaveValue("datacenter");
  await page.locator("#pickup-company").fill("Acme Bank");
  await page.locator("#pickup-email").fill("pat@example.com");
  await page.locator("#pickup-phone").fill("781-555-0123");
  await page.locator("#pickup-asset-laptops").check();
  await pickDay(page, /June 10th, 2025/);
  await submitButton(page).click();
  await expect(summary(page)).toHaveText(/^Validation ErrorPlease select number of locations$/);
  await expect(page.locator("#pickup-locations")).toBeFocused();
  expect(sent).toHaveLength(0);
});

test("a draft of wrong types in every field leaves an empty form that works", async ({
  page,
  consoleErrors,
}) => {
  const sent = await provider(page);
  await reloadWithDraft(
    page,
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
  );
  for (const id of ["name", "company", "email", "phone", "locations", "volume", "notes"])
    await expect(page.locator(`#pickup-${id}`)).toHaveValue("");
  await expect(page.locator('input[name="assetTypes[]"]:checked')).toHaveCount(0);
  await expect(page.locator("#pickup-date")).toHaveText(/Pick a date/);
  // And it still works: checked, filled, sent.
  await fillPickup(page);
  await submitButton(page).click();
  await expect(notice(page)).toHaveText(noticeWithLinks(pickup.notices.success));
  expect(sent).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
