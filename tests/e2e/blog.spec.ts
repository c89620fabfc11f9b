import { pageSlice } from "../../src/lib/pagination";
import { paths } from "../../src/paths";
import { expect, hydrated, NOT_FOUND_STATUS, test } from "./fixtures";
import { content } from "./routes";

test.describe("blog filter", () => {
  test("choosing a chip shows only that category; All resets", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    const cards = page.locator("[data-post-category]");
    // The first page of the list: the newest posts, up to a page of them.
    const onPage = pageSlice(content.posts, 1);
    await expect(cards).toHaveCount(onPage.length);
    const all = page.getByRole("button", { name: "All" });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    // The category of the newest post: whichever it is, its chip shows its posts of this page only.
    const { category, categorySlug } = onPage[0]!;
    const chip = page.getByRole("button", { name: category, exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(all).toHaveAttribute("aria-pressed", "false");
    const expected = onPage.filter((p) => p.category === category).length;
    await expect(page.locator("[data-post-category]:visible")).toHaveCount(expected);
    for (const card of await page.locator("[data-post-category]:visible").all()) {
      await expect(card).toHaveAttribute("data-post-category", categorySlug);
    }
    await all.click();
    await expect(page.locator("[data-post-category]:visible")).toHaveCount(onPage.length);
  });

  test("without JavaScript the chips are links to the category pages", async ({ browser, pageErrors }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    pageErrors.watch(page);
    await page.goto("/blog");
    await page.getByRole("link", { name: "Data Center" }).first().click();
    await expect(page).toHaveURL(/\/blog\/category\/data-center$/);
    await context.close();
  });
});

test.describe("category badges", () => {
  test("a card's badge opens the category page once the filter is live, not the card's article", async ({
    page,
  }) => {
    await page.goto("/blog");
    await hydrated(page);
    await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    const post = content.posts[0]!;
    const card = page.locator("[data-post-category]").first();
    const badge = card.getByRole("link", { name: `${post.category} articles`, exact: true });
    await badge.focus();
    await expect(badge).toHaveCSS("outline-style", "solid");
    await badge.click();
    await expect(page).toHaveURL(new RegExp(`/blog/category/${post.categorySlug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.category);
  });

  test("an article's badge opens its category page without JavaScript", async ({ browser, pageErrors }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    pageErrors.watch(page);
    const post = content.posts[0]!;
    await page.goto(paths["blog-post"](post));
    await page
      .locator("article header")
      .getByRole("link", { name: `${post.category} articles`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/category/${post.categorySlug}$`));
    await context.close();
  });
});

test.describe("not found under /blog", () => {
  for (const [path, title] of [
    [paths["blog-post"]({ slug: "no-such-post" }), "Post Not Found"],
    [paths["blog-author"]({ slug: "nobody-here" }), "Author Not Found"],
    [paths["blog-category"]({ slug: "gardening" }), "Category Not Found"],
  ] as const) {
    test(`${path} answers 404 with ${title} and Return to Blog`, async ({ page, pageErrors }) => {
      pageErrors.allow(NOT_FOUND_STATUS);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const back = page.getByRole("link", { name: "Return to Blog" });
      await expect(back).toHaveAttribute("href", "/blog");
    });
  }

  test("any other path shows the generic 404 and logs the missing path", async ({ page, pageErrors }) => {
    pageErrors.allow(NOT_FOUND_STATUS);
    const logs: string[] = [];
    page.on("console", (m) => logs.push(m.text()));
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Contact Us" }).first()).toHaveAttribute("href", "/contact");
    await expect.poll(() => logs.some((l) => l.includes("/no/such/page"))).toBe(true);
  });
});
