/**
 * A slow phone: the page shows and takes input while its scripts are still
 * on their way. Every script is held back by page.route, the visitor acts,
 * then the scripts arrive and what the visitor did must count once.
 */
import type { Page } from "@playwright/test";
import { paths } from "../../src/paths";
import { expect, formLive, requestsSoFar, test } from "./fixtures";

/** Holds every script until release() is called; returns release. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const live = (page: Page, island: string) =>
  page.waitForFunction(
    (name) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)?.dataset.hydrated === "",
    island,
  );

const isLive = (page: Page, island: string) =>
  page.evaluate(
    (name) => "hydrated" in (document.querySelector<HTMLElement>(`[data-island="${name}"]`)?.dataset ?? {}),
    island,
  );

test.describe("what a visitor does before an island is live counts once it is", () => {
  test("text typed into the contact form before its scripts arrive is kept, saved and sent", async ({
    page,
    consoleErrors,
  }) => {
    const release = await holdScripts(page);
    const sent: string[] = [];
    await page.route("https://api.emailjs.com/**", async (route, request) => {
      sent.push(JSON.parse(request.postData() ?? "{}").template_params?.message ?? "");
      await route.fulfill({ status: 200, body: "OK", contentType: "text/plain" });
    });
    await page.goto(paths.contact, { waitUntil: "commit" });
    await page.locator("#contact-name").pressSequentially("Jordan Lee");
    await page.locator("#contact-message").pressSequentially("We have 300 laptops to retire.");
    await page.locator("#contact-subject").selectOption("ITAD Services Quote");
    expect(await isLive(page, "contact-form")).toBe(false);
    release();
    await live(page, "contact-form");
    // Typing on after hydration appends to what was there.
    await page.locator("#contact-name").press("End");
    await page.locator("#contact-name").pressSequentially(" Jr");
    await expect(page.locator("#contact-name")).toHaveValue("Jordan Lee Jr");
    await expect(page.locator("#contact-message")).toHaveValue("We have 300 laptops to retire.");
    await expect(page.locator("#contact-subject")).toHaveValue("ITAD Services Quote");
    const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem("form:contact") ?? "{}"));
    expect(draft).toMatchObject({
      name: "Jordan Lee Jr",
      message: "We have 300 laptops to retire.",
      subject: "ITAD Services Quote",
    });
    await page.locator("#contact-email").fill("jordan@example.com");
    await page.locator("#contact-phone").fill("617-555-0100");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Thank you!");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("Name: Jordan Lee Jr");
    expect(sent[0]).toContain("We have 300 laptops to retire.");
    expect(consoleErrors).toEqual([]);
  });

  test("typed text wins over a saved draft, and the draft's other fields stay", async ({ page }) => {
    await page.goto(paths.contact);
    await formLive(page);
    await page.locator("#contact-company").fill("Acme Health");
    await page.locator("#contact-name").fill("Old Name");
    const release = await holdScripts(page);
    await page.reload({ waitUntil: "commit" });
    await page.locator("#contact-name").pressSequentially("New Name");
    release();
    await live(page, "contact-form");
    await expect(page.locator("#contact-name")).toHaveValue("New Name");
    await expect(page.locator("#contact-company")).toHaveValue("Acme Health");
  });

  test("asset types ticked and choices made before hydration are part of the pickup request", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(paths["schedule-pickup"], { waitUntil: "commit" });
    await page.getByLabel("Laptops").check();
    await page.getByLabel("Servers").check();
    await page.locator("#pickup-locations").selectOption("2-5");
    await page.locator("#pickup-notes").pressSequentially("Dock B");
    release();
    await live(page, "pickup-form");
    await expect(page.getByLabel("Laptops")).toBeChecked();
    await expect(page.getByLabel("Servers")).toBeChecked();
    await expect(page.getByLabel("Desktops")).not.toBeChecked();
    const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem("form:pickup") ?? "{}"));
    expect(draft).toMatchObject({ assetTypes: ["Laptops", "Servers"], locations: "2-5", notes: "Dock B" });
    // Unticking after hydration is heard too.
    await page.getByLabel("Servers").uncheck();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem("form:pickup") ?? "{}").assetTypes))
      .toEqual(["Laptops"]);
  });

  test("a FAQ answer opens on the first click while scripts are still loading, one at a time", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(paths["schedule-pickup"], { waitUntil: "commit" });
    const items = page.locator("[data-accordion] details");
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(0).locator("[data-accordion-panel]")).toBeVisible();
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    release();
    await live(page, "faq-accordion");
    // Hydration leaves the open item as the visitor left it.
    await expect(page.locator("[data-accordion] details[open]")).toHaveCount(1);
    await expect(items.nth(1)).toHaveAttribute("open", "");
  });

  test("arrow keys pressed on a FAQ header before hydration move focus once it is live", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(paths["schedule-pickup"], { waitUntil: "commit" });
    const headers = page.locator("[data-accordion] summary");
    await headers.nth(0).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    // Nothing moved yet, and the page did not scroll for the held keys.
    await expect(headers.nth(0)).toBeFocused();
    release();
    await live(page, "faq-accordion");
    await expect(headers.nth(2)).toBeFocused();
    await page.keyboard.press("End");
    await expect(headers.last()).toBeFocused();
  });

  test("the map button clicked before its island is live shows the map once it is", async ({ page }) => {
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ status: 200, body: "<title>map</title>", contentType: "text/html" }),
    );
    const release = await holdScripts(page);
    await page.goto(paths.contact, { waitUntil: "commit" });
    const button = page.getByRole("button", { name: "Show map" });
    await button.click();
    expect(await isLive(page, "map-embed")).toBe(false);
    release();
    await live(page, "map-embed");
    await expect(page.locator('[data-island="map-embed"] iframe')).toBeVisible();
  });

  test("the search entry clicked before the scripts arrive opens search once they do, not the search page", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(paths.about, { waitUntil: "commit" });
    await page.locator("#site-search-open").click();
    await page.locator("#site-search-open").click();
    expect(await isLive(page, "site-search")).toBe(false);
    release();
    await live(page, "site-search");
    await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test("/ pressed before the scripts arrive opens search once they do", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(paths.blog, { waitUntil: "commit" });
    await page.locator("h1").waitFor();
    await page.keyboard.press("/");
    expect(await isLive(page, "site-search")).toBe(false);
    release();
    await live(page, "site-search");
    await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toHaveValue("");
  });

  test.describe("on a phone", () => {
    // The page's clock stays installed in its browser context: these tests get a context of their own.
    test.use({ ownContext: true, viewport: { width: 390, height: 844 } });

    test("the menu button tapped twice before the scripts arrive opens the menu once", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(paths.about, { waitUntil: "commit" });
      const button = page.getByRole("button", { name: "Open menu" });
      await button.click();
      await button.click();
      release();
      await live(page, "mobile-menu");
      const dialog = page.getByRole("dialog", { name: "Menu" });
      await expect(dialog).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "true");
    });

    test("a menu nobody touches never loads React", async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.clock.install();
      await page.goto(paths.about);
      // Past the idle strategy's own deadline (2 s) on the page's clock: nothing comes later on its own.
      await page.clock.runFor(10_000);
      await requestsSoFar(page);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((script) => /hydrate|react/i.test(script))).toEqual([]);
      expect(await isLive(page, "mobile-menu")).toBe(false);
    });

    test("a form below the fold loads React only as it comes into view, however long the page stays open", async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.clock.install();
      await page.goto(paths.contact);
      // Past the idle strategy's own deadline (2 s) on the page's clock: nothing comes later on its own.
      await page.clock.runFor(10_000);
      await requestsSoFar(page);
      expect(scripts.filter((script) => /hydrate|form/i.test(script))).toEqual([]);
      expect(await isLive(page, "contact-form")).toBe(false);
      await page.locator("main form").scrollIntoViewIfNeeded();
      await live(page, "contact-form");
      expect(scripts.filter((script) => /hydrate/.test(script))).toHaveLength(1);
    });
  });
});
