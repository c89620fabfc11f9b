/**
 * The no-break rule over every text the site renders (src/lib/unbroken.ts): in the built HTML of
 * every route, each hyphenated word, range, phone number and standard's name that the rule keeps
 * whole sits in a no-wrap element, whether it came from the site's copy, a post's Markdown, an
 * author's bio or a form. (That the class does keep it on one line, a browser sees:
 * tests/e2e/templates.spec.ts.)
 */
import { describe, expect, it } from "vitest";
import { keptPattern, LONGEST_UNBROKEN, NO_BREAK_CLASS } from "../../src/lib/unbroken";
import { NOT_FOUND_PATH } from "../../src/pages";
import { page, routes } from "./dist-helpers";

/** Elements laid out inline by default: their text runs on in their block's lines. */
const INLINE = new Set(
  "A ABBR B BDI BDO CITE DATA DFN EM I KBD LABEL MARK Q S SMALL SPAN STRONG SUB SUP TIME U".split(" "),
);
/** Text no reader sees as running copy, or that never wraps: left out. */
const SKIP = new Set([
  "SCRIPT",
  "STYLE",
  "NOSCRIPT",
  "TEMPLATE",
  "PRE",
  "CODE",
  "svg",
  "SVG",
  "TEXTAREA",
  "OPTION",
]);
/** Classes that lay an element out as a box of its own (an inline tag can be a block), or its children as boxes. */
const OWN_BOX = /(?:^|\s)(?:block|inline-block|flex|inline-flex|grid|inline-grid)(?:\s|$)/;
const LAYS_OUT_BOXES = /(?:^|\s)(?:flex|inline-flex|grid|inline-grid)(?:\s|$)/;
/** Classes under which a line cannot break anyway. */
const KEEPS_LINE = [NO_BREAK_CLASS, "sr-only", "truncate"];

const keeps = (node: Node, block: Element) => {
  for (let at = node.parentElement; at; at = at.parentElement) {
    if (KEEPS_LINE.some((name) => at.classList.contains(name))) return true;
    if (at === block) return false;
  }
  return false;
};

/** Each block's text as its text nodes, in order (a <br> ends a piece), its own blocks apart. */
function blocksOf(root: Element): { block: Element; nodes: Text[] }[] {
  const found: { block: Element; nodes: Text[] }[] = [];
  const walk = (block: Element) => {
    let nodes: Text[] = [];
    const flush = () => {
      if (nodes.length) found.push({ block, nodes });
      nodes = [];
    };
    const visit = (node: Node) => {
      const boxes = LAYS_OUT_BOXES.test((node as Element).getAttribute?.("class") ?? "");
      for (const child of node.childNodes) {
        if (child.nodeType === 3) nodes.push(child as Text);
        else if (child.nodeType === 1) {
          const element = child as Element;
          if (SKIP.has(element.tagName)) continue;
          if (element.tagName === "BR") flush();
          else if (
            INLINE.has(element.tagName) &&
            !boxes &&
            !OWN_BOX.test(element.getAttribute("class") ?? "")
          )
            visit(element);
          else walk(element);
        }
      }
    };
    visit(block);
    flush();
  };
  walk(root);
  return found;
}

/** The kept parts of a page's text that a line could break inside, with the element that holds them. */
function breakable(d: Document): string[] {
  const kept = new RegExp(keptPattern, "gu");
  const found: string[] = [];
  for (const { block, nodes } of blocksOf(d.body)) {
    const text = nodes.map((node) => node.data).join("");
    for (const match of text.matchAll(kept)) {
      if (match[0].length > LONGEST_UNBROKEN) continue;
      let at = 0;
      const over = nodes.filter((node) => {
        const start = at;
        at += node.data.length;
        return at > match.index && start < match.index + match[0].length;
      });
      if (!over.every((node) => keeps(node, block))) {
        found.push(
          `"${match[0]}" in <${block.tagName.toLowerCase()} class="${block.getAttribute("class") ?? ""}">`,
        );
      }
    }
  }
  return found;
}

describe("the no-break rule (src/lib/unbroken.ts) holds in every text the site renders", () => {
  it.each(routes.map((route) => [route.path === NOT_FOUND_PATH ? "404" : route.path, route.path]))(
    "%s: every hyphenated word, range, phone number and standard's name is in a no-wrap element",
    (_, routePath) => {
      expect(breakable(page(routePath))).toEqual([]);
    },
  );

  /**
   * A no-wrap span that is a flex or grid container's own child beside text of the same label
   * becomes an item of its own, and the container's gap opens inside the label: "Phone ( toll-free )".
   */
  function gapsInLabels(d: Document): string[] {
    return [...d.querySelectorAll(`span.${NO_BREAK_CLASS}`)].flatMap((span) => {
      const parent = span.parentElement;
      if (!parent || !LAYS_OUT_BOXES.test(parent.getAttribute("class") ?? "")) return [];
      const besideText = [...parent.childNodes].some(
        (node) => node.nodeType === 3 && node.textContent?.trim(),
      );
      return besideText
        ? [
            `"${parent.textContent?.trim()}" in <${parent.tagName.toLowerCase()} class="${parent.getAttribute("class")}">`,
          ]
        : [];
    });
  }

  it.each(routes.map((route) => [route.path === NOT_FOUND_PATH ? "404" : route.path, route.path]))(
    "%s: no kept part is a flex or grid item beside the rest of its label's text",
    (_, routePath) => {
      expect(gapsInLabels(page(routePath))).toEqual([]);
    },
  );

  it("finds a breakable one, across a space between elements, and passes a wrapped one", async () => {
    const { parseHTML } = await import("linkedom");
    const { document } = parseHTML(
      `<!doctype html><html><body><p>By <b>NIST</b> 800-88 and <span class="${NO_BREAK_CLASS}">e-Stewards</span><br>Monday–Friday</p><pre>a-b</pre><p class="flex"><span>2</span>De-Install</p></body></html>`,
    );
    expect(breakable(document as unknown as Document)).toEqual([
      '"NIST 800-88" in <p class="">',
      '"Monday–Friday" in <p class="">',
      // A flex container's own text is a box of its own, apart from the number beside it.
      '"De-Install" in <p class="flex">',
    ]);
  });
});
