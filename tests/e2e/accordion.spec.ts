import { expect, hydrateAll, test } from "./fixtures";

test.describe("FAQ accordion (SPEC 4, the WAI-ARIA accordion pattern on <details>)", () => {
  test("works without JavaScript: one answer open at a time, an open one closes again", async ({
    browser,
    pageErrors,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    pageErrors.watch(page);
    await page.goto("/schedule-pickup");
    const items = page.locator("[data-accordion] details");
    await expect(items).toHaveCount(6);
    for (const panel of await page.locator("[data-accordion-panel]").all())
      expect((await panel.textContent())?.length).toBeGreaterThan(40);
    await expect(items.nth(0).locator("[data-accordion-panel]")).toBeHidden();
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0).locator("[data-accordion-panel]")).toBeVisible();
    await items.nth(2).locator("summary").click();
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await items.nth(2).locator("summary").click();
    await expect(page.locator("[data-accordion] details[open]")).toHaveCount(0);
    await context.close();
  });

  test("opens one item at a time, and an open item closes again", async ({ page }) => {
    await page.goto("/schedule-pickup");
    await hydrateAll(page);
    const headers = page.locator("[data-accordion] summary");
    await expect(headers).toHaveCount(6);
    const first = page.locator("[data-accordion] details").nth(0);
    const second = page.locator("[data-accordion] details").nth(1);
    await headers.nth(0).click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.locator("[data-accordion-panel]")).toBeVisible();
    await headers.nth(1).click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
    await expect(first.locator("[data-accordion-panel]")).toBeHidden();
    await expect(page.locator("[data-accordion] details[open]")).toHaveCount(1);
    await expect(page.locator("[data-accordion] details[open]")).toHaveAttribute("data-key", "item-1");
    await headers.nth(1).click();
    await expect(page.locator("[data-accordion] details[open]")).toHaveCount(0);
  });

  test("Enter and Space toggle; arrows, Home and End move focus between headers", async ({ page }) => {
    await page.goto("/services/it-asset-disposition-itad");
    await hydrateAll(page);
    const headers = page.locator("[data-accordion] summary");
    const items = page.locator("[data-accordion] details");
    await expect(headers).toHaveCount(5);
    await headers.nth(0).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await page.keyboard.press("ArrowDown");
    await expect(headers.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(headers.nth(4)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(headers.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(headers.nth(4)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(headers.nth(0)).toBeFocused();
  });
});
