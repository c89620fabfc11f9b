/**
 * How the pickup form's controls sit on a phone: the longest date fits its field, the
 * calendar is in the brand colours and pushes the notes and the submit button down instead
 * of covering them, and every one-line control is as tall as the others.
 */
import type { Page } from "@playwright/test";
import { paths } from "../../src/paths";
import { brand } from "../../src/styles/palette";
import { axeViolations, expect, formLive, test } from "./fixtures";
import { pickDay } from "./form-helpers";

/** The brand colour of selected days and the calendar's arrows (--color-brand-700), as computed styles write it. */
const BRAND_700 = `rgb(${[1, 3, 5].map((at) => Number.parseInt(brand[700].slice(at, at + 2), 16)).join(", ")})`;

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} is not visible`);
  return found;
};

test.describe("the pickup form on a phone", () => {
  // The page's clock stays installed in its browser context: these tests get a context of their own.
  test.use({ ownContext: true, viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    // Thursday, September 10, 2026: Wednesday, September 30 (the longest date of the year to write) can be chosen.
    await page.clock.setFixedTime(new Date(2026, 8, 10, 10, 0));
    await page.goto(paths["schedule-pickup"]);
    await formLive(page);
  });

  test("the longest date fits its field on one line, every one-line control is as tall, and the open calendar is in the brand colours, pushes the notes and the button down and passes axe", async ({
    page,
  }) => {
    await pickDay(page, /September 30th, 2026/);
    const field = page.locator("#pickup-date");
    await expect(field).toHaveText("Wednesday, September 30, 2026");
    expect(await field.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const heights = await Promise.all(
      ["#pickup-name", "#pickup-email", "#pickup-locations", "#pickup-volume", "#pickup-date"].map(
        async (selector) => (await box(page, selector)).height,
      ),
    );
    expect(heights).toEqual([44, 44, 44, 44, 44]);

    await field.click();
    await expect(calendar(page)).toBeVisible();
    const selected = calendar(page).getByRole("button", { name: /September 30th, 2026/ });
    expect(await selected.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(BRAND_700);
    expect(await selected.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(255, 255, 255)");
    expect(
      await calendar(page)
        .locator(".rdp-chevron")
        .first()
        .evaluate((el) => getComputedStyle(el).fill),
    ).toBe(BRAND_700);
    expect(await axeViolations(page, "#pickup-date-calendar")).toEqual([]);

    const shown = await box(page, "#pickup-date-calendar");
    for (const below of ["#pickup-notes", 'button[type="submit"]']) {
      expect((await box(page, below)).y, below).toBeGreaterThanOrEqual(shown.y + shown.height);
    }
    // The submit button is in reach: scrolled to the middle of the screen, nothing lies over its centre.
    const hit = await page.evaluate(() => {
      const button = document.querySelector('form[aria-label] button[type="submit"]');
      if (!button) return false;
      button.scrollIntoView({ block: "center", behavior: "instant" });
      const rect = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
    });
    expect(hit).toBe(true);
  });

  test("the calendar fits a 320px phone", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.locator("#pickup-date").click();
    const shown = await box(page, "#pickup-date-calendar");
    expect(shown.x).toBeGreaterThanOrEqual(0);
    expect(shown.x + shown.width).toBeLessThanOrEqual(320);
    // Seven days a row, each still a comfortable target.
    const day = await calendar(page)
      .getByRole("button", { name: /September 30th, 2026/ })
      .boundingBox();
    expect(day?.width).toBeGreaterThanOrEqual(32);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBe(320);
  });
});

const calendar = (page: Page) => page.getByRole("dialog", { name: "Choose a pickup date" });
