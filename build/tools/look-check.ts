/**
 * `npm run look [-- --dir dist --widths 320,390,768,1024,1280,1920 --route /path --shots DIR]`:
 * what a designer sees wrong in the built site, on every route at the six widths the reviews use,
 * in a headless Chromium. It prints, one line each:
 *
 * - `split`: a hyphenated word, a range, a phone number or a standard's name broken across two
 *   lines ("NIST 800-" / "88"): the parts src/lib/unbroken.ts keeps whole, found in every text the
 *   page shows (HTML and inline SVG), with the element that holds it;
 * - `overlap`: two texts drawn over each other ("CollectionReceiving"), with both texts;
 * - `wider`: a page wider than the screen (a sideways scroll on a phone).
 *
 * It prints nothing and exits 0 when there is nothing to report; 1 otherwise. `--shots DIR` also
 * saves a full-page screenshot of each route at each width (DIR/<width>/<route>.png), for the
 * before and after of a look review.
 */
import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { keptPattern, LONGEST_UNBROKEN } from "../../src/lib/unbroken";
import { NOT_FOUND_PATH, routesFor } from "../../src/pages";
import { loadContent } from "../2-content/load";
import { commandLine } from "../cli-args";
import { startServer } from "./server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values: args } = commandLine({
  command: "npm run look",
  options: {
    dir: { type: "string", default: "dist" },
    widths: { type: "string", default: "320,390,768,1024,1280,1920" },
    route: { type: "string", multiple: true },
    shots: { type: "string" },
  },
});

const widths = args.widths.split(",").map(Number);
if (widths.some((width) => !Number.isInteger(width) || width < 200)) {
  console.error(
    `--widths takes whole numbers of pixels, at least 200, joined by commas (got "${args.widths}")`,
  );
  process.exit(1);
}
const siteRoutes = routesFor(
  loadContent({ root, contentDir: path.join(root, "content"), publicDir: path.join(root, "public") }),
).map((route) => route.path);
const routes = args.route?.length ? args.route : siteRoutes;

/** What one page shows wrong at the width it is laid out at (runs in the page). */
function findProblems({ pattern, longest }: { pattern: string; longest: number }): string[] {
  const kept = new RegExp(pattern, "gu");
  const found: string[] = [];
  const SKIP = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "TITLE"]);
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes = element.classList.length ? `.${[...element.classList].slice(0, 2).join(".")}` : "";
    return `<${element.tagName.toLowerCase()}${id}${classes}>`;
  };
  /** Rendered and seen: not hidden, transparent, or in a closed <details> (content-visibility: hidden). */
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  /** The nearest ancestor laid out as a block: the text of one paragraph, heading or label. */
  const blockOf = (node: Node) => {
    let element = node.parentElement;
    while (element?.parentElement && ["inline", "contents"].includes(getComputedStyle(element).display)) {
      element = element.parentElement;
    }
    return element;
  };
  /** The box an element's content shows through: its ancestors that hide overflow (an sr-only label, a closed panel) cut it. */
  const clips = new Map<Element, DOMRect | null>();
  const clipOf = (element: Element | null): DOMRect | null => {
    if (!element) return null;
    const known = clips.get(element);
    if (known !== undefined) return known;
    const outer = clipOf(element.parentElement);
    const style = getComputedStyle(element);
    let clip = outer;
    if (style.overflowX !== "visible" || style.overflowY !== "visible" || style.clipPath !== "none") {
      const box = element.getBoundingClientRect();
      clip = outer ? intersect(outer, box) : box;
    }
    clips.set(element, clip);
    return clip;
  };
  const intersect = (a: DOMRect, b: DOMRect) => {
    const left = Math.max(a.left, b.left);
    const top = Math.max(a.top, b.top);
    return new DOMRect(
      left,
      top,
      Math.max(0, Math.min(a.right, b.right) - left),
      Math.max(0, Math.min(a.bottom, b.bottom) - top),
    );
  };
  /** A range's line boxes as they show: cut by what clips them, the ones that show nothing left out. */
  const visibleRects = (range: Range) => {
    const container = range.commonAncestorContainer;
    const clip = clipOf(container instanceof Element ? container : container.parentElement);
    return [...range.getClientRects()]
      .map((rect) => (clip ? intersect(rect, clip) : rect))
      .filter((rect) => rect.width > 1 && rect.height > 1);
  };

  // The page's texts, grouped by the block that lays them out.
  const blocks = new Map<Element, Text[]>();
  const labels: { text: string; rect: DOMRect; node: Node }[] = [];
  // With a modal open (the search dialog /search opens at once), only it can be seen and read.
  const modal = document.querySelector("dialog:modal, [aria-modal='true']");
  const walker = document.createTreeWalker(modal ?? document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || SKIP.has(parent.tagName) || !shown(parent)) continue;
    const block = blockOf(node);
    if (!block) continue;
    // A space between two spans is part of the block's text, though it is nobody's label.
    blocks.set(block, [...(blocks.get(block) ?? []), node]);
    if (!node.data.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of visibleRects(range)) labels.push({ text: node.data.trim(), rect, node });
  }

  for (const [block, nodes] of blocks) {
    const text = nodes.map((node) => node.data).join("");
    for (const match of text.matchAll(kept)) {
      if (match[0].length > longest) continue;
      // The match's start and end as positions in the text nodes.
      const at = (offset: number, end: boolean) => {
        let rest = offset;
        for (const node of nodes) {
          if (rest < node.length || (end && rest === node.length)) return { node, offset: rest };
          rest -= node.length;
        }
        const last = nodes[nodes.length - 1] as Text;
        return { node: last, offset: last.length };
      };
      const start = at(match.index, false);
      const end = at(match.index + match[0].length, true);
      const range = document.createRange();
      range.setStart(start.node, start.offset);
      range.setEnd(end.node, end.offset);
      const rects = visibleRects(range).sort((a, b) => a.top - b.top);
      const first = rects[0];
      if (first && rects.some((rect) => rect.top >= first.bottom - 2)) {
        found.push(`split "${match[0]}" in ${describe(block)}`);
      }
    }
  }

  // Two texts drawn over each other: their boxes cross by more than a pixel across and a third of a line down.
  for (const [i, a] of labels.entries()) {
    for (const b of labels.slice(i + 1)) {
      if (a.node === b.node) continue;
      const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (across > 1 && down > Math.min(a.rect.height, b.rect.height) / 3) {
        found.push(`overlap "${a.text.slice(0, 40)}" / "${b.text.slice(0, 40)}"`);
      }
    }
  }

  const wide = document.documentElement.scrollWidth - window.innerWidth;
  if (wide > 0) found.push(`wider than the screen by ${wide}px`);
  return [...new Set(found)];
}

const server = await startServer({ dir: path.resolve(root, args.dir), port: 0 });
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--headless", "--disable-gpu"],
});
let reported = 0;
try {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  // tsx keeps function names with a `__name` helper the page does not have: give it one.
  await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
  const page = await context.newPage();
  for (const route of routes) {
    await page.setViewportSize({ width: widths[0] ?? 1280, height: 900 });
    await page.goto(origin + (route === NOT_FOUND_PATH ? "/no-such-page" : route), { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const problems = await page.evaluate(findProblems, { pattern: keptPattern, longest: LONGEST_UNBROKEN });
      for (const problem of problems) console.log(`${width} ${route} ${problem}`);
      reported += problems.length;
      if (args.shots) {
        const file = path.join(
          args.shots,
          String(width),
          `${route.replace(/^\/|\/$/g, "").replaceAll("/", "_") || "home"}.png`,
        );
        mkdirSync(path.dirname(file), { recursive: true });
        await page.screenshot({ path: file, fullPage: true });
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(reported ? 1 : 0);
