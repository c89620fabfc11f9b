/**
 * Site search in a real browser, on both served sites (root and project base path): the
 * dialog by pointer and keyboard, results that lead to the page, nothing fetched from
 * elsewhere, no CSP violation; the mobile menu's entry; the search page with JavaScript (what
 * it offers without is in the built HTML, tests/dist/search.test.ts). Ranking itself is tested
 * on the index (tests/dist/search.test.ts). The words searched for are a post's title, taken
 * from the content, never a copied literal.
 */
import type { Page } from "@playwright/test";
import { paths } from "../../src/paths";
import { axeViolations, cspViolations, expect, hydrateAll, requestsSoFar, test, watchCsp } from "./fixtures";
import { content } from "./routes";
import { sites } from "./sites";

/** A post other than the newest, so two tests do not look for the same words. */
const other = content.posts.at(-1)!;

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const field = (page: Page) => page.getByRole("searchbox", { name: "Search the site" });
const results = (page: Page) => dialog(page).locator("[data-search-hit]");
const SEARCH_FAILED = "Search could not load. Please try again.";
const BROWSE = "Browse the blog and the services instead";

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
      await page.goto(site.url(paths.about));
      // Nothing of search loads until it opens, even once every island of the page is live.
      await hydrateAll(page);
      await requestsSoFar(page);
      expect(searchFiles).toEqual([]);

      await page.locator("#site-search-open").click();
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
      await expect(page).toHaveURL(site.url(paths["blog-post"](post)));
      await expect(page.locator("h1")).toHaveText(post.title);

      expect(elsewhere).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    });
  });
}

test.describe("site search dialog", () => {
  test("opens with /, keeps Tab inside, closes on Escape and gives focus back", async ({ page }) => {
    await page.goto(paths.services);
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
    await field(page).fill(other.title);
    await expect(results(page).filter({ hasText: other.title }).first()).toBeVisible();
    expect(await axeViolations(page, ".search-panel")).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
    // "/" typed into a field is a character, not a shortcut.
    await page.goto(paths.contact);
    await page.locator("#contact-name").fill("a/b");
    await expect(dialog(page)).toBeHidden();
  });

  test("opens from the mobile menu on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(paths.home);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Search" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(dialog(page)).toBeVisible();
    await field(page).fill(other.title);
    await expect(results(page).filter({ hasText: other.title }).first()).toBeVisible();
  });

  test("says so when search cannot load, and offers the blog and the services", async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/Search failed to load/, /Failed to load resource/);
    await page.route("**/pagefind/pagefind.js", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(paths.terms);
    await page.keyboard.press("/");
    await expect(dialog(page).getByRole("status")).toHaveText(SEARCH_FAILED);
    expect(await axeViolations(page, ".search-panel")).toEqual([]);
    await dialog(page).getByRole("link", { name: BROWSE }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.search);
    await expect(dialog(page).getByRole("status")).toContainText(
      "close it to browse the blog and the services",
    );
    await page.keyboard.press("Escape");
    await expect(
      page.getByRole("main").getByRole("link", { name: "All articles on the blog" }),
    ).toBeVisible();
  });

  // A file of the index that does not arrive must never read as "no page has these words".
  for (const lost of [
    { file: "an index chunk answered with 404", url: "**/pagefind/index/*.pf_index", abort: false },
    { file: "a result fragment lost on the network", url: "**/pagefind/fragment/*.pf_fragment", abort: true },
    {
      file: "the index's metadata answered with 404",
      url: "**/pagefind/pagefind.en_*.pf_meta",
      abort: false,
    },
  ]) {
    test(`${lost.file}: search says it could not load, never “No results”, and finds once it is back`, async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allow(/Search failed/, /Failed to load/, /Pagefind/i, /index chunk/, /meta index/);
      await page.route(lost.url, (route) =>
        lost.abort ? route.abort() : route.fulfill({ status: 404, body: "" }),
      );
      const post = content.posts[0]!;
      await page.goto(paths.terms);
      await page.keyboard.press("/");
      await field(page).fill(post.title);
      await expect(dialog(page).getByRole("status")).toHaveText(SEARCH_FAILED);
      await expect(dialog(page)).not.toContainText("No results");
      await expect(dialog(page).getByRole("link", { name: BROWSE })).toBeVisible();

      await page.unroute(lost.url);
      await dialog(page).getByRole("button", { name: "Try again" }).click();
      // Pagefind starts afresh: a loaded runner takes a while.
      await expect(results(page).filter({ hasText: post.title }).first()).toBeVisible({ timeout: 15_000 });
      await expect(dialog(page).getByRole("status")).toContainText(`for “${post.title}”`);
      await expect(field(page)).toBeFocused();
    });
  }

  test("pagefind.js that failed to load is asked for again, at a new address, as the visitor types: search works without a reload", async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(
      /Search failed to load/,
      /Failed to load resource/,
      /Failed to fetch dynamically imported module/,
    );
    const engine = "**/pagefind/pagefind.js*";
    await page.route(engine, (route) => route.fulfill({ status: 404, body: "" }));
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/pagefind/pagefind.js")) asked.push(new URL(request.url()).search);
    });
    let loads = 0;
    page.on("load", () => loads++);
    await page.goto(paths.terms);
    await page.keyboard.press("/");
    await expect(dialog(page).getByRole("status")).toHaveText(SEARCH_FAILED);

    await page.unroute(engine);
    const post = content.posts[0]!;
    await field(page).fill(post.title);
    await expect(results(page).filter({ hasText: post.title }).first()).toBeVisible({ timeout: 15_000 });
    expect(asked).toEqual(["", "?retry=1"]);
    expect(loads).toBe(1);
  });

  test("letters typed after / before search has loaded all land in the field, in order", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/chunks/site-search-*.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(paths.terms);
    await page.keyboard.press("/");
    // A second "/" is a letter now, and Backspace takes back the letter before it.
    await page.keyboard.type("dati");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("a center/x");
    expect(await page.locator('[data-island="site-search"]').getAttribute("data-hydrated")).toBeNull();
    release();
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue("data center/x");
    // Typing on after it is live goes on where the held letters ended.
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await expect(field(page)).toHaveValue("data center");
    await expect(dialog(page).getByRole("status")).toContainText("for “data center”");
  });

  test("the search page opens search with the words of ?q=", async ({ page }) => {
    await page.goto(`${paths.search}?q=${encodeURIComponent(other.title)}`);
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toHaveValue(other.title);
    await expect(results(page).filter({ hasText: other.title }).first()).toBeVisible();
  });
});
