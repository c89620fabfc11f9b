/**
 * What only a laid-out page shows, beyond what the template visits check of each page's layout
 * (page-layout.ts: figures on one line and one baseline, author blocks on one line, the service
 * grid without a hole, the stacked tables): the pickup hero's action, a blog card's read time,
 * the contact map card.
 */
import type { Locator, Page } from "@playwright/test";
import { paths } from "../../src/paths";
import { cspViolations, expect, test, watchCsp } from "./fixtures";

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
