/**
 * The blog once its scripts run: the category filter in place, a card's badge, and the 404 page
 * that tells an unknown post, author or category apart by reading the address. What the HTML
 * holds without scripts (the chips as links, cards, badges) is tested in tests/dist/blog.test.ts.
 */
import { pageSlice } from "../../src/lib/pagination";
import { paths } from "../../src/paths";
import { expect, hydrated, NOT_FOUND_STATUS, test } from "./fixtures";
import { content } from "./routes";

/** The 404 page's words, as loaded. */
const { notFound } = content.copy;

test("choosing a chip shows only that category; All resets", async ({ page }) => {
  await page.goto(paths.blog);
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

test("a card's badge opens the category page once the filter is live, not the card's article", async ({
  page,
}) => {
  await page.goto(paths.blog);
  await hydrated(page);
  await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  const post = content.posts[0]!;
  const card = page.locator("[data-post-category]").first();
  const badge = card.getByRole("link", { name: `${post.category} articles`, exact: true });
  await badge.focus();
  await expect(badge).toHaveCSS("outline-style", "solid");
  await badge.click();
  await expect(page).toHaveURL((url) => url.pathname === paths["blog-category"]({ slug: post.categorySlug }));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.category);
});

test("an unknown address under the blog answers 404 with what was not found and Return to Blog; any other, the generic page", async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(NOT_FOUND_STATUS);
  const blog = notFound.blog;
  for (const [path, title] of [
    [paths["blog-post"]({ slug: "no-such-post" }), blog.post.title],
    [paths["blog-author"]({ slug: "nobody-here" }), blog.author.title],
    [paths["blog-category"]({ slug: "gardening" }), blog.category.title],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("link", { name: blog.button.label })).toHaveAttribute("href", paths.blog);
  }

  const logs: string[] = [];
  page.on("console", (m) => logs.push(m.text()));
  const unknown = `${paths.about}/no/such/page`;
  const response = await page.goto(unknown);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.title);
  await expect(page.getByText(notFound.text)).toBeVisible();
  await expect(page.getByRole("link", { name: notFound.primary.label })).toHaveAttribute("href", paths.home);
  await expect(page.getByRole("link", { name: notFound.secondary.label }).first()).toHaveAttribute(
    "href",
    paths.contact,
  );
  await expect.poll(() => logs.some((l) => l.includes(unknown))).toBe(true);
});
