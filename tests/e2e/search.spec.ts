/**
 * Site search in a real browser, on both served sites (root and project base path): the
 * dialog by pointer and keyboard, results that lead to the page, nothing fetched from
 * elsewhere, no CSP violation; the mobile menu's entry; the search page with and
 * without JavaScript. Ranking itself is tested on the index (tests/dist/search.test.ts).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { sites } from "./base-path";
import { cspViolations, expect, test, watchCsp } from "./fixtures";
import { content } from "./routes";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const field = (page: Page) => page.getByRole("searchbox", { name: "Search the site" });
const results = (page: Page) => dialog(page).locator("[data-search-hit]");

for (const site of sites) {
  test.describe(`site search ${site.name}`, () => {
    test("finds the newest article by its title, by keyboard, and leads to it", async ({ page }) => {
      await watchCsp(page);
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(site.url("/"))) elsewhere.push(request.url());
      });
      const searchFiles: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/pagefind/")) searchFiles.push(request.url());
      });
      await page.goto(site.url("/about-us"));
      // Nothing of search loads until it opens.
      await page.waitForLoadState("networkidle");
      expect(searchFiles).toEqual([]);

      await page.getByRole("link", { name: "Search" }).first().click();
      await expect(dialog(page)).toBeVisible();
      await expect(field(page)).toBeFocused();
      // The newest article, found by its title, whichever it is (ranking is tested on the index).
      const post = content.posts[0]!;
      await field(page).fill(post.title);
      const hit = results(page).filter({ hasText: post.title }).first();
      await expect(hit).toBeVisible();
      await expect(hit.locator("mark").first()).toBeVisible();
      await expect(dialog(page).getByRole("status")).toContainText(`for “${post.title}”`);
      expect(searchFiles.every((url) => url.startsWith(site.url("/pagefind/")))).toBe(true);

      // Down from the field to the first result and back up.
      await field(page).press("ArrowDown");
      await expect(results(page).first()).toBeFocused();
      if ((await results(page).count()) > 1) {
        await page.keyboard.press("ArrowDown");
        await expect(results(page).nth(1)).toBeFocused();
        await page.keyboard.press("ArrowUp");
      }
      await page.keyboard.press("ArrowUp");
      await expect(field(page)).toBeFocused();
      // Down to the article's result; Enter follows it.
      const texts = await results(page).allTextContents();
      const at = texts.findIndex((text) => text.includes(post.title));
      for (let i = 0; i <= at; i++) await page.keyboard.press("ArrowDown");
      await expect(results(page).nth(at)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(site.url(`/blog/${post.slug}`));
      await expect(page.locator("h1")).toHaveText(post.title);

      expect(elsewhere).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    });
  });
}

test.describe("site search dialog", () => {
  test("opens with /, keeps Tab inside, closes on Escape and gives focus back", async ({ page }) => {
    await page.goto("/services");
    const opener = page.locator("#site-search-open");
    await opener.focus();
    await page.keyboard.press("/");
    await expect(dialog(page)).toBeVisible();
    await expect(opener).toHaveAttribute("role", "button");
    await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await expect(field(page)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog(page).getByRole("button", { name: "Close search" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(field(page)).toBeFocused();
    await field(page).fill("e-Stewards");
    await expect(results(page).first()).toContainText("R2 vs. e-Stewards");
    const axe = await new AxeBuilder({ page })
      .include(".search-panel")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
    // "/" typed into a field is a character, not a shortcut.
    await page.goto("/contact");
    await page.locator("#contact-name").fill("a/b");
    await expect(dialog(page)).toBeHidden();
  });

  test("opens from the mobile menu on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Search" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(dialog(page)).toBeVisible();
    await field(page).fill("HIPAA");
    await expect(results(page).first()).toContainText("HIPAA, SOX and GDPR");
  });

  test("says so when search cannot load, and offers the blog and the services", async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/Search failed to load/, /Failed to load resource/);
    await page.route("**/pagefind/pagefind.js", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/terms");
    await page.keyboard.press("/");
    await expect(dialog(page).getByRole("status")).toHaveText(
      "Search could not load. Please try again later.",
    );
    await dialog(page).getByRole("link", { name: "Browse the blog and the services instead" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(dialog(page).getByRole("status")).toContainText(
      "Close it to browse the blog and the services",
    );
    await page.keyboard.press("Escape");
    await expect(
      page.getByRole("main").getByRole("link", { name: "All articles on the blog" }),
    ).toBeVisible();
  });

  test("the search page opens search with the words of ?q=", async ({ page }) => {
    await page.goto("/search?q=data%20center");
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toHaveValue("data center");
    await expect(results(page).first()).toContainText("Data Center Decommissioning Without the Risk");
  });

  test("without JavaScript the entry leads to a page that offers the blog and the services", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/careers");
    await page.getByRole("link", { name: "Search" }).first().click();
    await expect(page).toHaveURL(/\/search$/);
    // Playwright turns scripts off below the HTML parser, which still hides <noscript>: its text
    // ("Search needs JavaScript") is checked in the built HTML (tests/dist/search.test.ts).
    await expect(
      page.getByRole("main").getByRole("link", { name: "All articles on the blog" }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Data Center Services" })).toBeVisible();
    await context.close();
  });
});
