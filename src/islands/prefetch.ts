/**
 * Instant navigation: the browser fetches the next page while the visitor shows intent
 * (the pointer resting on a link, focus, touch start), through Speculation Rules with
 * "moderate" eagerness, as Astro's prefetch does. Only this site's pages qualify: the
 * rules match links under the base path, not files (a dot in the path: images, the feed,
 * assets), not downloads; links to other sites, mailto: and tel: never match. A visitor
 * with Save-Data on gets no rules, so nothing is fetched ahead; a browser without
 * Speculation Rules (Firefox, Safari) navigates as before.
 *
 * The build writes the rules' exact text (speculationRulesText) into the client entry
 * and its hash into the page's Content-Security-Policy (build/4-pages/csp.ts).
 */

/** URL pattern syntax treats these as special; a base path may hold them. */
const escapePattern = (text: string) => text.replace(/[\\:*?+(){}[\]]/g, "\\$&");

/** The rules for a site under `basePath` ("/" or "/repo/"), as the JSON text inserted in the page. */
export function speculationRulesText(basePath: string): string {
  const base = escapePattern(basePath);
  return JSON.stringify({
    prefetch: [
      {
        source: "document",
        where: {
          and: [
            { href_matches: `${base}*` },
            { not: { href_matches: `${base}*.*` } },
            { not: { selector_matches: "[download]" } },
          ],
        },
        eagerness: "moderate",
      },
    ],
  });
}

declare const __SPECULATION_RULES__: string | undefined;

interface Connection {
  connection?: { saveData?: boolean };
}

/** A condition of the rules' "where" (the kinds speculationRulesText writes). */
interface Condition {
  and?: Condition[];
  not?: Condition;
  href_matches?: string;
  selector_matches?: string;
}

type PatternClass = new (pattern: string, base: string) => { test: (url: string) => boolean };

/** Whether a link meets the rules: read from the rules themselves, so the two never disagree. */
export function linkMatches(link: HTMLAnchorElement, where: Condition, Pattern: PatternClass): boolean {
  if (where.and) return where.and.every((part) => linkMatches(link, part, Pattern));
  if (where.not) return !linkMatches(link, where.not, Pattern);
  if (where.href_matches) return new Pattern(where.href_matches, link.baseURI).test(link.href);
  return link.matches(where.selector_matches ?? "*");
}

/**
 * Adds the rules to the page, unless the visitor saves data. Chromium acts on them when the
 * pointer rests on a link or presses it; focus from the keyboard is not among its triggers, and
 * other browsers have no Speculation Rules, so a focused link (and, without Speculation Rules,
 * a hovered or touched one) is fetched ahead with <link rel="prefetch"> where the link meets
 * the same rules.
 */
export function startPrefetch(
  doc: Document = document,
  nav: Connection = navigator as Connection,
  rules = typeof __SPECULATION_RULES__ === "string" ? __SPECULATION_RULES__ : undefined,
): void {
  if (!rules || nav.connection?.saveData) return;
  const speculates = HTMLScriptElement.supports?.("speculationrules") === true;
  if (speculates) {
    const script = doc.createElement("script");
    script.type = "speculationrules";
    script.textContent = rules;
    doc.head.append(script);
  }
  const Pattern = (globalThis as { URLPattern?: PatternClass }).URLPattern;
  if (!Pattern) return;
  const where = (JSON.parse(rules).prefetch[0] as { where: Condition }).where;
  const fetched = new Set([location.href.split("#")[0]]);
  const intent = (event: Event) => {
    const link = (event.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
    const url = link?.href.split("#")[0];
    if (!link || !url || fetched.has(url) || !linkMatches(link, where, Pattern)) return;
    // A click focuses its link too: that focus is no keyboard intent, and the click is already on its way.
    if (event.type === "focusin" && !link.matches(":focus-visible")) return;
    fetched.add(url);
    const hint = doc.createElement("link");
    hint.rel = "prefetch";
    hint.href = url;
    doc.head.append(hint);
  };
  for (const type of speculates ? ["focusin"] : ["focusin", "pointerover", "touchstart"])
    doc.addEventListener(type, intent, { passive: true });
}
