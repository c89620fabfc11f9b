/**
 * What a search result shows: its link under the base path, the kind of page it is (from the
 * index's `type` metadata, set by Main in src/components/layout/layout.tsx) and an excerpt that
 * reads from the start of a sentence. Shared by the dialog and the search page (which opens the
 * dialog), and by the built index's tests.
 */
import type { FoundPage } from "./engine";

/** One result as the dialog lists it. */
export interface Hit {
  url: string;
  title: string;
  /** Service, Article or Page: the index's `type`, which Main sets on every searchable page. */
  type: string | undefined;
  /** The excerpt as text runs; odd ones are the words that matched. */
  excerpt: string[];
}

/** A page Pagefind found, as the dialog lists it. */
export function toHit({ url, meta, excerpt, content }: FoundPage, base: string): Hit {
  const href = pageHref(url, base);
  return {
    url: href,
    title: meta.title ?? href,
    type: meta.type,
    excerpt: fromSentenceStart(excerptRuns(excerpt), content),
  };
}

/**
 * A result's link: Pagefind names each page by its folder ("/about-us/", "/" for home, from
 * search-index.ts); the page's own address is "/about-us" under the base path, and home
 * is the base path itself.
 */
export function pageHref(resultUrl: string, base: string): string {
  const sitePath = resultUrl.replace(/^\/+/, "").replace(/\/+$/, "");
  return `${base}${sitePath}`;
}

/** Pagefind's excerpt is escaped text with <mark> around the matches: split it, decode the text. */
export function excerptRuns(excerpt: string): string[] {
  const decode = (text: string) =>
    text
      .replace(/<[^>]*>/g, "")
      .replace(/&(#\d+|#x[\da-f]+|amp|lt|gt|quot|apos|#39);/gi, (entity, name: string) => {
        const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
        if (name.startsWith("#x") || name.startsWith("#X"))
          return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
        if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
        return named[name.toLowerCase()] ?? entity;
      });
  return excerpt.split(/<mark>|<\/mark>/).map(decode);
}

/** The kinds of page a result names, beside its title. */
export const SEARCH_TYPES = ["Service", "Article", "Page"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The index's `type` for a page: one of SEARCH_TYPES, "Page" for anything else. */
export function searchType(value: string | undefined): SearchType {
  return (SEARCH_TYPES as readonly string[]).includes(value ?? "") ? (value as SearchType) : "Page";
}

/** A sentence's end: its mark, then any closing quote or bracket. */
const SENTENCE_END = "[.!?…][\"”’')\\]]*";

/** Where the text after the last sentence end (mark, closing quote or bracket, space) in `text` starts; -1 if none. */
function afterLastSentence(text: string): number {
  let at = -1;
  for (const end of text.matchAll(new RegExp(`${SENTENCE_END}\\s+`, "g"))) at = end.index + end[0].length;
  return at;
}

/**
 * Pagefind cuts its excerpt around the first match, often in the middle of a sentence. Given
 * the excerpt as text runs (odd ones the matched words: excerptRuns) and the
 * page's indexed text, this starts it after the last sentence end before the first match; when
 * the text before the match holds none and the excerpt does not open the page's text or follow
 * a sentence end in it, it opens with "… ". It ends with "…" unless it ends a sentence; the
 * ellipsis never goes inside a match (runs alternate text, match, text: the last is text). Runs stay text: the
 * dialog renders them as React text, never as HTML.
 */
export function fromSentenceStart(runs: readonly string[], content: string): string[] {
  const out = [...runs];
  const before = out[0] ?? "";
  const cut = afterLastSentence(before);
  out[0] = cut >= 0 ? before.slice(cut) : before.trimStart();
  const at = content.indexOf(out.join("").slice(0, 40));
  if (cut < 0 && at > 0 && afterLastSentence(content.slice(0, at)) !== at) out[0] = `… ${out[0]}`;
  if (!new RegExp(`(^|${SENTENCE_END})\\s*$`).test(out.join(""))) {
    out.push(`${out.pop()?.replace(/[\s,;:]+$/, "")}…`);
  }
  return out;
}
