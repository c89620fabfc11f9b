/**
 * Empty areas that only a laid-out page shows: no first section (hero) with an
 * empty right half at 1280, the home hero's art from the tablet width, the About mission and the
 * ESG reporting band filled. (No phone number or hyphenated word breaking across lines, at every
 * width, is a template check: templates.spec.ts.)
 */
import type { Page } from "@playwright/test";
import type { ServiceId } from "../../src/model/copy";
import { paths } from "../../src/paths";
import { expect, test } from "./fixtures";
import { content } from "./routes";

/** The services, as loaded. */
const { services } = content;

const serviceById = (id: ServiceId) => services.find((service) => service.id === id)!;

const ROUTES = [
  paths.home,
  paths.services,
  paths.service(serviceById("mobility")),
  paths.about,
  paths.sustainability,
  paths.contact,
];

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

test("the first section (hero) of each page with a split hero fills its right half at 1280", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const route of ROUTES) {
    await page.goto(route);
    expect(await rightHalfFilled(page, "main section"), `${route}: the hero's right half`).toBe(true);
  }
});

test("the home hero shows its art at 768, and the featured ITAD card has no empty stretch at 1280", async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(paths.home);
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
  await page.goto(paths.about);
  expect(await rightHalfFilled(page, "section[aria-labelledby='mission-title']")).toBe(true);
  await page.goto(paths.sustainability);
  expect(await rightHalfFilled(page, "section[aria-labelledby='esg-title']")).toBe(true);
});
