/**
 * The service pages' look: what only a laid-out page shows. One visit
 * per service page, several widths each: the hero's art fills its right half at 1280 and does
 * not float above empty navy at 1024, and every primary button has one background colour.
 */
import type { Page } from "@playwright/test";
import { paths } from "../../src/paths";
import { expect, test } from "./fixtures";
import { content } from "./routes";

/** The services, as loaded. */
const { services } = content;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The hero's text column (the h1's parent), its art and the hero's content box. */
const heroBoxes = (page: Page) =>
  page.locator("[data-hero]").evaluate((hero) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const grid = hero.firstElementChild!;
    const style = getComputedStyle(grid);
    const content = box(grid);
    content.left += Number.parseFloat(style.paddingLeft);
    content.right -= Number.parseFloat(style.paddingRight);
    const art = hero.querySelector("img");
    return { text: box(hero.querySelector("h1")!.parentElement!), art: art ? box(art) : null, content };
  });

const height = (box: Box) => box.bottom - box.top;
const middle = (box: Box) => (box.top + box.bottom) / 2;

for (const service of services) {
  test(`the ${service.title} page: hero art beside its text at 1024 and 1280, one primary button colour`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.service(service));

    for (const width of [1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const { text, art, content } = await heroBoxes(page);
      expect(art, `${width}: the hero shows its art`).not.toBeNull();
      if (!art) continue;
      const half = (content.left + content.right) / 2;
      // In the right half, reaching its right edge and filling most of it.
      expect(art.left, `${width}: art starts in the right half`).toBeGreaterThanOrEqual(half - 1);
      expect(content.right - art.right, `${width}: art reaches the right edge`).toBeLessThanOrEqual(1);
      expect(art.right - art.left, `${width}: art fills the right half`).toBeGreaterThanOrEqual(
        0.7 * (content.right - half),
      );
      // Beside the text, not above an empty band: most of the text's height and centred on it.
      expect(height(art), `${width}: art as tall as most of the text`).toBeGreaterThanOrEqual(
        0.55 * height(text),
      );
      expect(Math.abs(middle(art) - middle(text)), `${width}: art centred on the text`).toBeLessThanOrEqual(
        0.1 * height(text),
      );
    }

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const colours = await page
        .locator('body > header a[data-variant="cta"]:visible, main a[data-variant="cta"]:visible')
        .evaluateAll((links) => [...new Set(links.map((link) => getComputedStyle(link).backgroundColor))]);
      expect(colours, `${width}: primary buttons`).toHaveLength(1);
    }
  });
}
