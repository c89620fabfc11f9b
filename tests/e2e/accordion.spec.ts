/**
 * The FAQ accordion (SPEC 4, the WAI-ARIA accordion pattern on <details>) once its script is
 * live: one answer open at a time, and the keyboard. Without JavaScript the answers are in the
 * HTML and the <details> share one name, so the browser keeps one open (tests/dist/pages.test.ts).
 */
import { paths } from "../../src/paths";
import { expect, hydrateAll, test } from "./fixtures";
import { content } from "./routes";

/** The schedule pickup page's words, as loaded. */
const { schedulePickup } = content.copy;

const questions = schedulePickup.faq.items;

test("opens one item at a time, and an open item closes again; Enter and Space toggle; arrows, Home and End move focus between headers", async ({
  page,
}) => {
  await page.goto(paths["schedule-pickup"]);
  await hydrateAll(page);
  const headers = page.locator("[data-accordion] summary");
  const items = page.locator("[data-accordion] details");
  await expect(headers).toHaveText(questions.map((item) => item.question));
  await headers.nth(0).click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await expect(items.nth(0).locator("[data-accordion-panel]")).toBeVisible();
  await headers.nth(1).click();
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open", "");
  await expect(items.nth(0).locator("[data-accordion-panel]")).toBeHidden();
  await expect(page.locator("[data-accordion] details[open]")).toHaveCount(1);
  await expect(page.locator("[data-accordion] details[open]")).toHaveAttribute("data-key", "item-1");
  await headers.nth(1).click();
  await expect(page.locator("[data-accordion] details[open]")).toHaveCount(0);

  await headers.nth(0).focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(items.nth(0)).not.toHaveAttribute("open", "");
  await page.keyboard.press("ArrowDown");
  await expect(headers.nth(1)).toBeFocused();
  await page.keyboard.press("End");
  await expect(headers.last()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(headers.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(headers.last()).toBeFocused();
  await page.keyboard.press("Home");
  await expect(headers.nth(0)).toBeFocused();
});
