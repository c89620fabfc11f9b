/**
 * No page scrolls sideways and no header control is cut off, at every width from the
 * WCAG reflow width (320) to a wide desktop (1920). Every route is loaded once, with the
 * brand font, and the viewport resized in a loop: one page per worker, reused.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { routes, urlOf } from "./routes";

const WIDTHS = [320, 360, 390, 768, 1024, 1100, 1280, 1440, 1920];

const test = base.extend<Record<never, never>, { shared: Page }>({
  shared: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await use(page);
      await page.close();
    },
    { scope: "worker" },
  ],
});

/** What is wrong with the page at the current width (empty when nothing is). */
function problems(width: number): string[] {
  const found: string[] = [];
  const viewport = window.innerWidth;
  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > viewport) {
    // Name the culprits: the outermost elements past the right edge, else text that runs past it (a long word).
    const past = (rect: DOMRect) => rect.right > viewport + 0.5;
    let wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getClientRects().length > 0 && past(el.getBoundingClientRect()))
      .filter((el) => !el.parentElement || !past(el.parentElement.getBoundingClientRect()))
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.className}">${(el.textContent ?? "").trim().slice(0, 40)}`,
      );
    if (!wide.length) {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      while (walker.nextNode()) {
        range.selectNodeContents(walker.currentNode);
        const parent = walker.currentNode.parentElement;
        if (parent?.closest(".sr-only") || ![...range.getClientRects()].some(past)) continue;
        wide.push(
          `text in <${parent?.tagName.toLowerCase()}>: ${(walker.currentNode.textContent ?? "").trim().slice(0, 40)}`,
        );
      }
    }
    wide = wide.slice(0, 3);
    found.push(`${width}px: scrolls ${scroller.scrollWidth - viewport}px sideways (${wide.join("; ")})`);
  }
  // Hiding the overflow would pass the check above while still cutting content off.
  for (const el of [document.documentElement, document.body]) {
    const overflowX = getComputedStyle(el).overflowX;
    if ((overflowX === "hidden" || overflowX === "clip") && !document.querySelector("dialog[open]")) {
      found.push(`${width}px: <${el.tagName.toLowerCase()}> hides horizontal overflow`);
    }
  }
  const header = document.querySelector("body > header");
  if (!header) return [...found, "no header"];
  const bar = header.getBoundingClientRect();
  for (const control of header.querySelectorAll<HTMLElement>("a, button")) {
    if (control.closest("dialog")) continue;
    const rect = control.getBoundingClientRect();
    const style = getComputedStyle(control);
    if (!control.getClientRects().length || style.visibility === "hidden") continue;
    if (rect.width <= 1 && rect.height <= 1) continue; // visually hidden (the skip link before focus)
    const name = (control.textContent ?? "").trim() || control.getAttribute("aria-label") || control.tagName;
    if (rect.left < -0.5 || rect.right > viewport + 0.5) {
      found.push(
        `${width}px: "${name}" is off screen (${Math.round(rect.left)} to ${Math.round(rect.right)})`,
      );
    }
    if (rect.top < bar.top - 0.5 || rect.bottom > bar.bottom + 0.5) {
      found.push(`${width}px: "${name}" spills out of the header (${Math.round(rect.height)}px high)`);
    }
    if (style.display !== "inline" && control.scrollWidth > control.clientWidth) {
      found.push(
        `${width}px: "${name}" is cut off (${control.scrollWidth}px of text in ${control.clientWidth}px)`,
      );
    }
  }
  return found;
}

test.describe.configure({ mode: "parallel" });

for (const route of routes) {
  test(`${route.path} fits from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({ shared: page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(urlOf(route.path));
    await page.evaluate(() => document.fonts.ready);
    // Measured with the brand font, as visitors see the page.
    const brandFont = await page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family.replaceAll('"', "") === "Inter Variable" && face.status === "loaded",
      ),
    );
    expect(brandFont).toBe(true);
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Reading the layout lays the page out at the new width; wait only if the resize has not landed yet.
      await page.waitForFunction((w) => window.innerWidth === w, width);
      found.push(...(await page.evaluate(problems, width)));
    }
    expect(found).toEqual([]);
  });
}
