import { expect, hydrateAll, test } from "./fixtures";

test.describe("FAQ accordion (WAI-ARIA accordion pattern)", () => {
  test("answers are in the page before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/schedule-pickup");
    const panels = page.locator("[data-accordion-panel]");
    await expect(panels).toHaveCount(6);
    for (const panel of await panels.all()) expect((await panel.textContent())?.length).toBeGreaterThan(40);
    // A browser without JS parses <noscript> as markup, and its style shows every answer.
    // (Chromium with scripts disabled by DevTools still parses it as text, so this checks the rule is there.)
    expect(await page.locator("head noscript").innerHTML()).toContain(
      "[data-accordion-panel][hidden]{display:block}",
    );
    await context.close();
  });

  test("opens one item at a time, and an open item closes again", async ({ page }) => {
    await page.goto("/schedule-pickup");
    await hydrateAll(page);
    const triggers = page.locator("[data-accordion] h3 > button");
    await expect(triggers).toHaveCount(6);
    const first = triggers.nth(0);
    const second = triggers.nth(1);
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const firstPanel = page.locator(`#${await first.getAttribute("aria-controls")}`);
    await expect(firstPanel).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstPanel).toBeHidden();
    await expect(page.locator('[data-accordion] [data-state="open"]')).toHaveCount(1);
    await expect(page.locator('[data-accordion] [data-state="open"]')).toHaveAttribute("data-key", "item-1");
    await second.click();
    await expect(page.locator('[data-accordion] [data-state="open"]')).toHaveCount(0);
  });

  test("Enter and Space toggle; arrows, Home and End move focus between triggers", async ({ page }) => {
    await page.goto("/services/it-asset-disposition-itad");
    await hydrateAll(page);
    const triggers = page.locator("[data-accordion] button");
    await expect(triggers).toHaveCount(5);
    await triggers.nth(0).focus();
    await page.keyboard.press("Enter");
    await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(triggers.nth(4)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(triggers.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(triggers.nth(4)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(triggers.nth(0)).toBeFocused();
  });
});
