/**
 * What every page template must do in a browser, checked on one route of each page kind (routes.ts)
 * and on the stress fixture's pages (tests/stress-content.ts: the longest title, word, byline, and
 * lists full of cards), each in one visit:
 * - it answers with its status, every island hydrates, and nothing logs an error or breaks the CSP;
 * - nothing shifts while it loads, hydrates and is scrolled through (CLS under 0.01);
 * - axe finds no WCAG 2.2 A/AA violation at a desktop's width and at a phone's;
 * - at every width from the WCAG reflow width (320) to a wide desktop (1920), nothing scrolls
 *   sideways, no header control is cut off or off screen, and no part the no-break rule keeps
 *   whole (src/lib/unbroken.ts: a hyphenated word, a range, a phone number, a standard's name)
 *   breaks across two lines, in the site's copy and editors' text alike;
 * - a phone's first screen shows the hero's headline, its lead and its first action;
 * - what a page's own layout must show at a width (page-layout.ts: split heroes filled, the
 *   service heroes' art beside their text, one primary button colour, the home hero's art).
 * The words of every route are checked in the built HTML (tests/dist: html-validate, links,
 * headings, alt text); here, what the template makes of them.
 */
import type { Page } from "@playwright/test";
import { keptPattern, LONGEST_UNBROKEN } from "../../src/lib/unbroken";
import { paths } from "../../src/paths";
import {
  axeViolations,
  cspViolations,
  expect,
  hydrateAll,
  NOT_FOUND_STATUS,
  test,
  watchCsp,
} from "./fixtures";
import { layoutOfPage, PAGE_CHECK_PATHS, PAGE_CHECK_WIDTHS, pageChecks } from "./page-layout";
import { stressRoutes, templateRoutes, urlOf } from "./routes";
import { root, stress } from "./sites";

/**
 * From a wide desktop to the WCAG reflow width, at the widths where a layout is tightest: the
 * narrowest desktop header (the nav breakpoint, 70rem), the narrowest large layout (lg, 1024),
 * a tablet, a phone, 320. (Every route at nine widths took minutes and found nothing these miss.)
 */
const WIDTHS = [1920, 1120, 1024, 768, 390, 320];
// Every route with checks of its own is visited, and every width they run at is one the visit
// lays the page out at (1280 first).
for (const path of PAGE_CHECK_PATHS)
  if (!templateRoutes.some((route) => route.path === path))
    throw new Error(`page-layout.ts checks ${path}, which the template checks do not visit`);
// Every width a page's own check runs at is one the visit lays the page out at (1280 first).
for (const width of PAGE_CHECK_WIDTHS)
  if (width !== 1280 && !WIDTHS.includes(width))
    throw new Error(`page-layout.ts checks at ${width} px, which no visit lays out`);
const PHONE = { width: 390, height: 844 };

interface Visit {
  site: typeof root;
  path: string;
}

const visits: Visit[] = [
  ...templateRoutes.map((route) => ({ site: root, path: route.path })),
  ...stressRoutes.map((path) => ({ site: stress, path })),
];
/** What layoutProblems needs of the no-break rule, handed to the page. */
const KEPT = { pattern: keptPattern, longest: LONGEST_UNBROKEN };

// One visit does the work of several page loads: on a loaded two-core runner it can pass 30 s.
test.describe.configure({ mode: "parallel", timeout: 60_000 });

for (const visit of visits) {
  test(`${visit.path} ${visit.site === stress ? "(stress fixture) " : ""}hydrates, holds still, passes axe and fits 320-1920 px`, async ({
    page,
    pageErrors,
  }) => {
    const notFound = visit.path === paths["not-found"];
    if (notFound) pageErrors.allow(NOT_FOUND_STATUS);
    await watchCsp(page);
    await watchLayoutShift(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    const response = await page.goto(visit.site.url(urlOf(visit.path)));
    expect(response?.status(), "status").toBe(notFound ? 404 : 200);
    await hydrateAll(page);
    // Measured once the fonts and the images on their way are in: what a visitor sees settle. (A
    // lazy image that was never near the screen is not on its way: decode() would wait for ever.)
    await page.evaluate(() =>
      Promise.all([
        document.fonts.ready,
        ...[...document.images]
          .filter((img) => !img.complete && img.loading !== "lazy")
          .map((img) => img.decode().catch(() => {})),
      ]),
    );
    expect(await layoutShift(page), "layout shift while loading, hydrating and scrolling").toBeLessThan(0.01);
    expect(await cspViolations(page), "CSP violations").toEqual([]);
    expect
      .soft(
        await page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.replaceAll('"', "") === "Inter Variable" && face.status === "loaded",
          ),
        ),
        "measured with the brand font, as visitors see the page",
      )
      .toBe(true);
    expect.soft(await axeViolations(page), "axe at 1280 px").toEqual([]);

    // The page's own layout checks (page-layout.ts), on the project's site.
    const ownChecks = (width: number) =>
      visit.site === root
        ? page.evaluate(layoutOfPage, { width, checks: pageChecks(visit.path, width) })
        : Promise.resolve([]);
    const found: string[] = [...(await ownChecks(1280))];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === PHONE.width ? PHONE.height : 900 });
      // Reading the layout lays the page out at the new width; wait only if the resize has not landed yet.
      await page.waitForFunction((w) => window.innerWidth === w, width);
      found.push(...(await page.evaluate(layoutProblems, { width, ...KEPT })));
      found.push(...(await ownChecks(width)));
      if (width === PHONE.width) {
        found.push(...(await heroProblems(page)));
        expect.soft(await axeViolations(page), "axe at 390 px").toEqual([]);
      }
    }
    expect(found).toEqual([]);
  });
}

/** Sums every layout shift not caused by input, from the first paint on (read with layoutShift). */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __cls: typeof shifts }).__cls = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift so far, once the frames after the last change are painted (their shifts reported). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve((window as unknown as { __cls: { total: number } }).__cls.total)),
          ),
        ),
      ),
  );
}

/** A phone's first screen holds the hero's headline, its lead and its first action (where it has a hero). */
async function heroProblems(page: Page): Promise<string[]> {
  const hero = page.locator("[data-hero]").first();
  if (!(await hero.count())) return [];
  const needed = await hero.evaluate((el) => {
    const bottom = (selector: string) => el.querySelector(selector)?.getBoundingClientRect().bottom ?? 0;
    // A second action may wrap below the fold; the first must be in view.
    return Math.max(bottom("h1"), bottom("h1 + p"), bottom("a[data-variant]"));
  });
  return needed <= PHONE.height
    ? []
    : [
        `390px: the hero's headline, lead and first action end at ${Math.round(needed)} px, below the first screen`,
      ];
}

/** What is wrong with the page at the current width (empty when nothing is). */
function layoutProblems({
  width,
  pattern,
  longest,
}: {
  width: number;
  pattern: string;
  longest: number;
}): string[] {
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
  // What the no-break rule keeps whole stays on one line ("NIST 800-88", "e-Stewards", "1-844-BUY-ITAD").
  const kept = new RegExp(pattern, "gu");
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest("script, style, noscript, [hidden], [aria-hidden='true']")
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? "").matchAll(kept)) {
      if (match[0].length > longest) continue;
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (new Set(rects.map((r) => Math.round(r.top / 4))).size > 1)
        found.push(
          `${width}px: "${match[0]}" breaks across lines in <${node.parentElement?.tagName.toLowerCase()}>`,
        );
    }
  }
  return found;
}
