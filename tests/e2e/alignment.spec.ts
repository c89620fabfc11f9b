/**
 * What only a laid-out page shows (issue 16): figures on one baseline and one line, author blocks
 * on one line, the service grid without a hole, heroes that fit a phone's first screen.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const boxes = (locator: Locator) =>
  locator.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return {
        top: r.top,
        bottom: r.bottom,
        left: r.left,
        right: r.right,
        lines: el.getClientRects().length,
      };
    }),
  );

/** Rendered lines of each element's text (a one-line figure has one). */
const lineCounts = (locator: Locator) =>
  locator.evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }),
  );

async function at(page: Page, size: { width: number; height: number }, path: string) {
  await page.setViewportSize(size);
  await page.goto(path);
}

for (const size of [PHONE, DESKTOP]) {
  test(`stat figures sit on one line each, one baseline per row, at ${size.width}px`, async ({ page }) => {
    for (const [path, list] of [
      ["/sustainability-esg", "[data-stats]"],
      ["/sustainability-esg", "[data-story-results]"],
      ["/", "[data-highlights]"],
    ] as const) {
      await at(page, size, path);
      const figures = page.locator(`${list} dd`);
      expect(await lineCounts(figures), `${path} ${list}`).toEqual(
        Array((await figures.count()) as number).fill(1),
      );
      if (size === DESKTOP && list !== "[data-highlights]") {
        const tops = (await boxes(figures)).map((b) => Math.round(b.top));
        expect(new Set(tops).size, `${path} ${list} ${tops}`).toBe(1);
      }
    }
  });
}

test("the testimonials' author blocks start on one line", async ({ page }) => {
  await at(page, DESKTOP, "/");
  const tops = (await boxes(page.locator("[data-testimonials] figcaption"))).map((b) => Math.round(b.top));
  expect(tops).toHaveLength(3);
  expect(new Set(tops).size, String(tops)).toBe(1);
});

for (const path of ["/", "/services"]) {
  test(`the five services leave no hole at 1280px on ${path}`, async ({ page }) => {
    await at(page, DESKTOP, path);
    const grid = (await boxes(page.locator("[data-services]")))[0]!;
    const cards = await boxes(page.locator("[data-services] > li"));
    expect(cards).toHaveLength(5);
    // The featured card fills the grid's height; every row of the others reaches its right edge.
    expect(Math.abs(cards[0]!.bottom - grid.bottom)).toBeLessThanOrEqual(1);
    const rows = new Map<number, number>();
    for (const card of cards.slice(1)) {
      const top = Math.round(card.top);
      rows.set(top, Math.max(rows.get(top) ?? 0, card.right));
    }
    expect(rows.size).toBe(2);
    for (const right of rows.values()) expect(Math.abs(right - grid.right)).toBeLessThanOrEqual(1);
  });
}

// A phone's first screen holds the headline, the lead and the first action.
for (const path of [
  "/",
  "/services/it-asset-disposition-itad",
  "/services/data-security-erasure",
  "/services/reverse-logistics",
  "/services/data-center-services",
  "/services/mobility-management",
  "/schedule-pickup",
  "/careers",
  "/about-us",
  "/contact",
  "/blog",
]) {
  test(`the hero of ${path} fits a 390x844 phone's first screen`, async ({ page }) => {
    await at(page, PHONE, path);
    const hero = page.locator("[data-hero]");
    const parts = hero.locator("h1, h1 + p, a[data-variant]");
    const bottoms = (await boxes(parts)).map((b) => b.bottom);
    expect(bottoms.length).toBeGreaterThanOrEqual(2);
    // Where the hero has actions, the first one is in view; a second may wrap below the fold.
    const firstAction = hero.locator("a[data-variant]").first();
    const needed = (await firstAction.count())
      ? Math.max(...(await boxes(firstAction)).map((b) => b.bottom), ...bottoms.slice(0, 2))
      : Math.max(...bottoms);
    expect(needed).toBeLessThanOrEqual(PHONE.height);
  });
}

test("the pickup hero's action jumps to the form", async ({ page }) => {
  await at(page, PHONE, "/schedule-pickup");
  await page.locator("[data-hero]").getByRole("link", { name: "Request a Pickup" }).click();
  await expect(page).toHaveURL(/#request$/);
  await expect(page.locator("#request-title")).toBeInViewport();
});

test("a blog card's read time stays on one line at 390px", async ({ page }) => {
  await at(page, PHONE, "/blog");
  const reads = page.locator("[data-post-grid] article p:last-child span:last-child");
  expect(await reads.count()).toBeGreaterThan(10);
  for (const count of await lineCounts(reads)) expect(count).toBe(1);
});

test("the data security tables stack on a phone and stay inside the page", async ({ page }) => {
  await at(page, PHONE, "/services/data-security-erasure");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  for (const table of ["[data-methods]", "[data-media]"]) {
    for (const row of await boxes(page.locator(`${table} tbody tr`))) {
      expect(row.left).toBeGreaterThanOrEqual(0);
      expect(row.right).toBeLessThanOrEqual(PHONE.width);
    }
  }
});

test("the contact map card is compact until the map is asked for", async ({ page }) => {
  await at(page, DESKTOP, "/contact");
  const card = page.locator('[data-island="map-embed"] > div');
  const { top, bottom } = (await boxes(card))[0]!;
  expect(bottom - top).toBeLessThan(360);
});
