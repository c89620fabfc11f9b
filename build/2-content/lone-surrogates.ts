/**
 * Half of a character (a lone surrogate: "\uD83D" written as an escape in YAML or JSON, an
 * emoji a tool cut in two) is text no output can hold: encodeURIComponent throws on it (a
 * post's share links), XML forbids it and HTML counts it an error. It means nothing to a
 * reader, so the loader drops it from every value a content file's parser gives (a post's or
 * a legal page's frontmatter, authors.json, the copy files), before any check or page reads
 * them: nothing downstream meets one. A file read as UTF-8 holds none (its bytes cannot say
 * one): only an escape makes it.
 */

/** A high surrogate without its low half after it, or a low one without its high half before it. */
const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Any surrogate: a text without one (nearly all) is passed over without a second look. */
const SURROGATE = /[\uD800-\uDFFF]/;

/** `text` without its lone surrogates; pairs (an emoji, a letter past U+FFFF) are kept. */
export function withoutLoneSurrogateChars(text: string): string {
  return SURROGATE.test(text) ? text.replace(LONE, "") : text;
}

/**
 * A parsed value (texts, lists, groups of fields, as YAML and JSON give them) without a lone
 * surrogate in any text or field name. The same value when it holds none, as nearly every one does.
 */
export function withoutLoneSurrogates<T>(value: T): T {
  if (typeof value === "string") return withoutLoneSurrogateChars(value) as T;
  if (Array.isArray(value)) {
    const items = value.map(withoutLoneSurrogates);
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    const clean = entries.map(([key, item]) => [withoutLoneSurrogateChars(key), withoutLoneSurrogates(item)]);
    const changed = clean.some(
      ([key, item], index) => key !== entries[index]?.[0] || item !== entries[index]?.[1],
    );
    return (changed ? Object.fromEntries(clean) : value) as T;
  }
  return value;
}
