/**
 * Line breaks and empty areas that only a laid-out page shows (issue 26, items 1 and 5): no phone
 * number or hyphenated word parts across two lines at any width, no first section (hero) with an
 * empty right half at 1280, and the home hero's art from the tablet width. Each page is visited
 * once; the widths are set on it in turn.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const WIDTHS = [320, 390, 768, 1024, 1280, 1920];
const ROUTES = [
  "/",
  "/services",
  "/services/mobility-management",
  "/about-us",
  "/sustainability-esg",
  "/contact",
];

/**
 * Every visible hyphenated word or phone number ("e-Stewards", "audit-ready", "1-844-BUY-ITAD")
 * in the page's text that the browser laid out on more than one line, with the line tops.
 */
function brokenCompounds(page: Page) {
  return page.evaluate(() => {
    const compound = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("script, style, noscript, [hidden], [aria-hidden='true']")
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(compound)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        const tops = new Set(rects.map((r) => Math.round(r.top / 4)));
        if (tops.size > 1) broken.push(`"${match[0]}" in <${node.parentElement?.tagName.toLowerCase()}>`);
      }
    }
    return broken;
  });
}

/**
 * Whether something of substance (an image, or a box at least 120 x 80 px) lies in the right half of
 * the element's content width: an empty band beside a column of text has none.
 */
function rightHalfFilled(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((section) => {
      const box = section.getBoundingClientRect();
      const inner = section.firstElementChild?.getBoundingClientRect() ?? box;
      const middle = inner.left + inner.width / 2;
      return [...section.querySelectorAll("*")].some((el) => {
        const r = el.getBoundingClientRect();
        const big = el instanceof HTMLImageElement ? r.width >= 80 : r.width >= 120 && r.height >= 80;
        return big && r.left >= middle - 8 && r.bottom > box.top && r.top < box.bottom;
      });
    });
}

for (const route of ROUTES) {
  test(`no phone number or hyphenated word breaks across lines on ${route} at 320-1920, and its hero fills its right half at 1280`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0] as number, height: 900 });
    await page.goto(route);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await brokenCompounds(page), `broken across lines at ${width} px`).toEqual([]);
      if (width === 1280) {
        expect(await rightHalfFilled(page, "main section"), "hero's right half at 1280 px").toBe(true);
      }
    }
  });
}

test("the home hero shows its art at 768, and the featured ITAD card has no empty stretch at 1280", async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto("/");
  const art = page.locator("section[data-hero] img").first();
  await expect(art).toBeVisible();
  expect((await art.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The largest vertical gap between the featured card's lines of content.
  const gap = await page
    .locator("#services li")
    .first()
    .evaluate((card) => {
      const boxes = [...card.querySelectorAll("h3, p, li, a, span")]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height > 0)
        .sort((a, b) => a.top - b.top);
      let largest = 0;
      let bottom = boxes[0]?.bottom ?? 0;
      for (const r of boxes) {
        largest = Math.max(largest, r.top - bottom);
        bottom = Math.max(bottom, r.bottom);
      }
      return largest;
    });
  expect(gap, "empty stretch inside the featured ITAD card").toBeLessThan(120);
});

test("the About mission and the ESG reporting band fill their right half at 1280", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/about-us");
  expect(await rightHalfFilled(page, "section[aria-labelledby='mission-title']")).toBe(true);
  await page.goto("/sustainability-esg");
  expect(await rightHalfFilled(page, "section[aria-labelledby='esg-title']")).toBe(true);
});
