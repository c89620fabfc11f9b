/**
 * What some pages' own layout must show at a width, checked in the template visit of the route
 * (templates.spec.ts) rather than in a visit of its own: the page is laid out at these widths
 * there already.
 * - a split hero fills its right half at 1280 (no empty band beside a column of text);
 * - a service page's hero art sits beside its text at 1024, 1280 and 1920 (in the right half,
 *   reaching its edge, as tall as most of the text, centred on it, not above empty navy), and
 *   its primary buttons have one background colour at 390 and 1280;
 * - the home hero shows its art from the tablet width (768), and its featured ITAD card has no
 *   empty stretch at 1280;
 * - the About mission and the ESG reporting band fill their right half at 1280;
 * - stat figures on one line each (390, 1280) and one baseline a row (1280); the testimonials'
 *   author blocks on one line; the services grid without a hole (1280); the data security
 *   tables stacked inside a phone's width.
 */
import type { ServiceId } from "../../src/model/copy";
import { paths } from "../../src/paths";
import { content } from "./routes";

/** The checks `layoutOfPage` knows, by name. */
export type PageCheck =
  | "stat-figures"
  | "testimonials"
  | "services-grid"
  | "tables-stack"
  | "split-hero"
  | "service-hero-art"
  | "one-cta-colour"
  | "home-hero-art"
  | "featured-card"
  | "mission-filled"
  | "esg-filled";

const {
  services,
  copy: { shared },
} = content;
const serviceById = (id: ServiceId) => services.find((service) => service.id === id)!;

/** A check and what it expects of the content (how many cards, testimonials), where it counts. */
export interface PageCheckRun {
  check: PageCheck;
  count?: number;
}

/** Each route's checks and the widths they run at. */
const CHECKS = new Map<string, (PageCheckRun & { widths: number[] })[]>();
const add = (path: string, check: PageCheck, widths: number[], count?: number) =>
  CHECKS.set(path, [...(CHECKS.get(path) ?? []), { check, widths, count }]);

add(paths.sustainability, "stat-figures", [390, 1280]);
add(paths.home, "stat-figures", [390, 1280]);
add(paths.home, "testimonials", [1280], shared.testimonials.length);
add(paths.home, "services-grid", [1280], services.length);
add(paths.services, "services-grid", [1280], services.length);
add(paths.service(serviceById("data-security")), "tables-stack", [390]);

for (const path of [
  paths.home,
  paths.services,
  paths.service(serviceById("mobility")),
  paths.about,
  paths.sustainability,
  paths.contact,
])
  add(path, "split-hero", [1280]);
for (const service of services) {
  add(paths.service(service), "service-hero-art", [1024, 1280, 1920]);
  add(paths.service(service), "one-cta-colour", [390, 1280]);
}
add(paths.home, "home-hero-art", [768]);
add(paths.home, "featured-card", [1280]);
add(paths.about, "mission-filled", [1280]);
add(paths.sustainability, "esg-filled", [1280]);

/** The checks of a route of the project's site at a width. */
export function pageChecks(path: string, width: number): PageCheckRun[] {
  return (CHECKS.get(path) ?? [])
    .filter((entry) => entry.widths.includes(width))
    .map(({ check, count }) => ({ check, count }));
}

/** The routes with checks of their own (each must be one the template checks visit). */
export const PAGE_CHECK_PATHS = [...CHECKS.keys()];

/** Every width some route's checks run at (the template visit lays the page out at each). */
export const PAGE_CHECK_WIDTHS = [...new Set([...CHECKS.values()].flat().flatMap((entry) => entry.widths))];

/** Runs in the page: what is wrong with its layout at the current width, for the checks named. */
export function layoutOfPage({ width, checks }: { width: number; checks: PageCheckRun[] }): string[] {
  const found: string[] = [];
  type Box = { top: number; bottom: number; left: number; right: number };
  const box = (el: Element): Box => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  };
  const height = (b: Box) => b.bottom - b.top;
  const middle = (b: Box) => (b.top + b.bottom) / 2;
  /** Something of substance (an image, or a box at least 120 x 80 px) in the right half of the element's content width. */
  const rightHalfFilled = (selector: string) => {
    const section = document.querySelector(selector);
    if (!section) return false;
    const outer = section.getBoundingClientRect();
    const inner = section.firstElementChild?.getBoundingClientRect() ?? outer;
    const half = inner.left + inner.width / 2;
    return [...section.querySelectorAll("*")].some((el) => {
      const r = el.getBoundingClientRect();
      const big = el instanceof HTMLImageElement ? r.width >= 80 : r.width >= 120 && r.height >= 80;
      return big && r.left >= half - 8 && r.bottom > outer.top && r.top < outer.bottom;
    });
  };

  /** Rendered lines of an element's text (a one-line figure has one). */
  const lines = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  };

  for (const { check, count } of checks) {
    if (check === "stat-figures") {
      // Each figure on one line; on a desktop, one baseline per row (the home's highlights wrap by design).
      for (const list of ["[data-stats]", "[data-story-results]", "[data-highlights]"]) {
        const figures = [...document.querySelectorAll(`${list} dd`)];
        if (!figures.length) continue;
        const broken = figures.filter((dd) => lines(dd) !== 1).map((dd) => dd.textContent?.trim());
        if (broken.length)
          found.push(`${width}px: ${list} figures on more than one line: ${broken.join(", ")}`);
        const tops = new Set(figures.map((dd) => Math.round(dd.getBoundingClientRect().top)));
        if (width >= 1280 && list !== "[data-highlights]" && tops.size !== 1)
          found.push(`${width}px: ${list} figures on ${tops.size} baselines`);
      }
    }
    if (check === "testimonials") {
      const tops = [...document.querySelectorAll("[data-testimonials] figcaption")].map((el) =>
        Math.round(el.getBoundingClientRect().top),
      );
      if (tops.length !== count) found.push(`${width}px: ${tops.length} testimonials shown, not ${count}`);
      if (new Set(tops).size !== 1)
        found.push(`${width}px: the testimonials' author blocks start at ${tops}`);
    }
    if (check === "services-grid") {
      // The featured card fills the grid's height; every row of the others reaches its right edge.
      const grid = document.querySelector("[data-services]");
      const cards = [...document.querySelectorAll("[data-services] > li")].map(box);
      if (!grid || cards.length !== count) {
        found.push(`${width}px: ${cards.length} service cards, not ${count}`);
        continue;
      }
      const outer = box(grid);
      if (Math.abs(cards[0]!.bottom - outer.bottom) > 1)
        found.push(`${width}px: the featured service card stops short of the grid's bottom`);
      const rows = new Map<number, number>();
      for (const card of cards.slice(1))
        rows.set(Math.round(card.top), Math.max(rows.get(Math.round(card.top)) ?? 0, card.right));
      if (rows.size !== 2) found.push(`${width}px: the other service cards in ${rows.size} rows, not 2`);
      for (const right of rows.values())
        if (Math.abs(right - outer.right) > 1) found.push(`${width}px: a row of service cards leaves a hole`);
    }
    if (check === "tables-stack") {
      for (const table of ["[data-methods]", "[data-media]"]) {
        const rows = [...document.querySelectorAll(`${table} tbody tr`)].map(box);
        if (!rows.length) found.push(`${width}px: ${table} has no rows`);
        if (rows.some((row) => row.left < 0 || row.right > width))
          found.push(`${width}px: a row of ${table} leaves the page`);
      }
    }
    if (check === "split-hero" && !rightHalfFilled("main section"))
      found.push(`${width}px: the first section (hero) leaves its right half empty`);
    if (check === "mission-filled" && !rightHalfFilled("section[aria-labelledby='mission-title']"))
      found.push(`${width}px: the mission section leaves its right half empty`);
    if (check === "esg-filled" && !rightHalfFilled("section[aria-labelledby='esg-title']"))
      found.push(`${width}px: the ESG reporting band leaves its right half empty`);
    if (check === "service-hero-art") {
      const hero = document.querySelector("[data-hero]");
      const grid = hero?.firstElementChild;
      const art = hero?.querySelector("img");
      const heading = hero?.querySelector("h1")?.parentElement;
      if (!hero || !grid || !heading || !art) {
        found.push(`${width}px: the hero shows no art`);
        continue;
      }
      const style = getComputedStyle(grid);
      const inner = box(grid);
      inner.left += Number.parseFloat(style.paddingLeft);
      inner.right -= Number.parseFloat(style.paddingRight);
      const text = box(heading);
      const image = box(art);
      const half = (inner.left + inner.right) / 2;
      if (image.left < half - 1) found.push(`${width}px: the hero art starts left of the right half`);
      if (inner.right - image.right > 1) found.push(`${width}px: the hero art does not reach the right edge`);
      if (image.right - image.left < 0.7 * (inner.right - half))
        found.push(`${width}px: the hero art fills less than 70% of the right half`);
      if (height(image) < 0.55 * height(text))
        found.push(`${width}px: the hero art is shorter than 55% of the text beside it`);
      if (Math.abs(middle(image) - middle(text)) > 0.1 * height(text))
        found.push(`${width}px: the hero art is not centred on the text beside it`);
    }
    if (check === "one-cta-colour") {
      const colours = new Set(
        [
          ...document.querySelectorAll<HTMLElement>(
            'body > header a[data-variant="cta"], main a[data-variant="cta"]',
          ),
        ]
          .filter(
            (link) => link.getClientRects().length > 0 && getComputedStyle(link).visibility !== "hidden",
          )
          .map((link) => getComputedStyle(link).backgroundColor),
      );
      if (colours.size !== 1)
        found.push(`${width}px: primary buttons in ${colours.size} colours (${[...colours]})`);
    }
    if (check === "home-hero-art") {
      const art = document.querySelector("section[data-hero] img");
      const shown = art && art.getClientRects().length > 0 && getComputedStyle(art).visibility !== "hidden";
      if (!shown || art.getBoundingClientRect().width <= 200)
        found.push(`${width}px: the home hero shows no art wider than 200 px`);
    }
    if (check === "featured-card") {
      // The largest vertical gap between the featured card's lines of content.
      const card = document.querySelector("#services li");
      const boxes = [...(card?.querySelectorAll("h3, p, li, a, span") ?? [])]
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.height > 0)
        .sort((a, b) => a.top - b.top);
      let largest = 0;
      let bottom = boxes[0]?.bottom ?? 0;
      for (const r of boxes) {
        largest = Math.max(largest, r.top - bottom);
        bottom = Math.max(bottom, r.bottom);
      }
      if (!card || largest >= 120)
        found.push(`${width}px: the featured ITAD card has an empty stretch of ${Math.round(largest)} px`);
    }
  }
  return found;
}
