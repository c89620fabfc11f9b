/**
 * The header in a browser: the mobile menu (the WAI-ARIA modal dialog pattern), the skip link and
 * the sticky bar. Which link is current and the breadcrumb's trail are in the built HTML
 * (tests/dist/header.test.ts).
 */
import { hrefOf } from "../../src/lib/link-target";
import { paths } from "../../src/paths";
import { axeViolations, expect, hydrated, test } from "./fixtures";
import { content } from "./routes";

/** The site's constants and services, as loaded. */
const { site, services } = content;

test.describe("mobile menu (below the large breakpoint)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens as a modal dialog, keeps focus inside, closes on Escape and returns focus", async ({
    page,
  }) => {
    await page.goto(paths.about);
    await hydrated(page);
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
    // Focus moved into the panel.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Tab around the whole panel (close button, the nav links, Client Login, pickup, phone) and on past the start: still inside.
    const stops = (await dialog.locator("a[href], button").count()) + 3;
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // The page behind is inert: its links cannot take focus.
    const behind = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>("main a[href]");
      link?.focus();
      return link ? document.activeElement === link : "no link in main";
    });
    expect(behind).toBe(false);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("panel is 300px wide on a phone: the links plus Client Login, then Schedule a Pickup and the phone; it closes on a click outside, and when a link is chosen, which navigates", async ({
    page,
  }) => {
    await page.goto(paths.home);
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(300);
    await expect(dialog.getByRole("navigation", { name: "Mobile" }).getByRole("link")).toHaveText([
      ...site.nav.map((item) => item.name),
      "Client Login",
    ]);
    // The same pickup link and phone number as the header and the footer.
    const pickup = dialog.getByRole("link", { name: "Schedule a Pickup" });
    await expect(pickup).toHaveAttribute(
      "href",
      (await page.locator('body > header a[data-variant="cta"]').getAttribute("href")) ?? "",
    );
    const footerPhone = page.locator("footer a[href^='tel:']");
    const phone = dialog.locator("a[href^='tel:']");
    await expect(phone).toHaveAttribute("href", (await footerPhone.getAttribute("href")) ?? "");
    await expect(phone).toHaveText((await footerPhone.textContent()) ?? "");
    await expect(pickup).toBeInViewport();
    await expect(phone).toBeInViewport();
    // Nothing in the panel is wider than the panel.
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    expect(await axeViolations(page, "#mobile-menu-panel")).toEqual([]);

    // A click outside the panel closes it.
    await page.mouse.click(20, 400);
    await expect(dialog).toBeHidden();
    // Choosing a link closes it, and the link navigates.
    await page.getByRole("button", { name: "Open menu" }).click();
    const last = site.nav.at(-1)!;
    await dialog.getByRole("link", { name: last.name }).click();
    await expect(page).toHaveURL((url) => url.pathname === hrefOf(last.to, services));
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("is 400px wide on a larger screen below the large breakpoint", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(paths.home);
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(Math.round((await page.getByRole("dialog").boundingBox())?.width ?? 0)).toBe(400);
  });
});

test.describe("header on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("is 4rem high and stays at the top as the page scrolls; its skip link is the first tab stop and moves focus to the main content", async ({
    page,
  }) => {
    await page.goto(paths.about);
    const header = page.locator("body > header");
    expect((await header.boundingBox())?.height).toBe(64);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1500));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await header.boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});
