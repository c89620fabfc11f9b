/**
 * What only a laid-out page shows: figures on one baseline and one line, author blocks
 * on one line, the service grid without a hole. (That every hero fits a phone's first screen is a
 * template check: templates.spec.ts.)
 */
import type { Locator, Page } from "@playwright/test";
import type { ServiceId } from "../../src/model/copy";
import { paths } from "../../src/paths";
import { cspViolations, expect, test, watchCsp } from "./fixtures";
import { content } from "./routes";

/** The services and shared blocks, as loaded. */
const {
  services,
  copy: { shared },
} = content;

const serviceById = (id: ServiceId) => services.find((service) => service.id === id)!;

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
      [paths.sustainability, "[data-stats]"],
      [paths.sustainability, "[data-story-results]"],
      [paths.home, "[data-highlights]"],
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
  await at(page, DESKTOP, paths.home);
  const tops = (await boxes(page.locator("[data-testimonials] figcaption"))).map((b) => Math.round(b.top));
  expect(tops).toHaveLength(shared.testimonials.length);
  expect(new Set(tops).size, String(tops)).toBe(1);
});

for (const path of [paths.home, paths.services]) {
  test(`the services leave no hole at 1280px on ${path}`, async ({ page }) => {
    await at(page, DESKTOP, path);
    const grid = (await boxes(page.locator("[data-services]")))[0]!;
    const cards = await boxes(page.locator("[data-services] > li"));
    expect(cards).toHaveLength(services.length);
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

test("the pickup hero's action jumps to the form", async ({ page }) => {
  await at(page, PHONE, paths["schedule-pickup"]);
  const action = page.locator("[data-hero] a[data-variant]").first();
  const target = new URL((await action.getAttribute("href")) ?? "", page.url()).hash;
  expect(target).not.toBe("");
  await action.click();
  await expect(page).toHaveURL((url) => url.hash === target);
  await expect(page.locator(`${target}-title`)).toBeInViewport();
});

test("a blog card's read time stays on one line at 390px", async ({ page }) => {
  await at(page, PHONE, paths.blog);
  const reads = page.locator("[data-post-grid] article p:last-child span:last-child");
  expect(await reads.count()).toBeGreaterThan(10);
  for (const count of await lineCounts(reads)) expect(count).toBe(1);
});

test("the data security tables stack on a phone and stay inside the page", async ({ page }) => {
  await at(page, PHONE, paths.service(serviceById("data-security")));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  for (const table of ["[data-methods]", "[data-media]"]) {
    for (const row of await boxes(page.locator(`${table} tbody tr`))) {
      expect(row.left).toBeGreaterThanOrEqual(0);
      expect(row.right).toBeLessThanOrEqual(PHONE.width);
    }
  }
});

test("the contact map card is compact until the map is asked for; the map then loads from the maps service, within the CSP, in the same box", async ({
  page,
}) => {
  await watchCsp(page);
  const frames: string[] = [];
  await page.route("https://www.google.com/**", (route) => {
    frames.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" });
  });
  await at(page, DESKTOP, paths.contact);
  const island = page.locator('[data-island="map-embed"]');
  const card = island.locator(":scope > div");
  const { top, bottom } = (await boxes(card))[0]!;
  expect(bottom - top).toBeLessThan(360);
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-hydrated", "");
  expect(frames).toEqual([]);
  const before = await card.boundingBox();
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.locator('iframe[title*="Map"]')).toBeVisible();
  await expect.poll(() => frames.length).toBe(1);
  expect(await card.boundingBox()).toEqual(before);
  expect(await cspViolations(page)).toEqual([]);
});
