/**
 * Characters no output of the site may hold, and the one escape every XML writer uses
 * (feed.xml, sitemap.xml). Content can carry characters an editor never sees: a control
 * character pasted from a word processor (\x01, \x0B), half of a surrogate pair cut by a
 * tool, a noncharacter (U+FFFE). XML 1.0 forbids them (one makes feed.xml not well-formed,
 * and a reader refuses the whole feed), and HTML counts them as parse errors (the Nu checker
 * reports a "forbidden code point"). They mean nothing to a reader, so they are dropped.
 */
import { escapeUTF8 } from "entities";

/**
 * Control characters but tab, line feed and carriage return (C0, DEL and C1), lone
 * surrogates (with the u flag a pair is one code point and never matches \p{Cs}), and
 * noncharacters (U+FDD0-U+FDEF, U+FFFE and U+FFFF of every plane).
 */
const FORBIDDEN = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/gu;
/**
 * Every UTF-16 unit that can start a FORBIDDEN match: the same controls, any surrogate (paired
 * or not) and the noncharacters of the first plane (those of the others are surrogate pairs).
 * Without the u flag and its Unicode property tables it scans a page about 20 times faster, and
 * only a text that holds one of these is searched with FORBIDDEN: on a 57 KB article page 0.045 ms
 * against 0.26 ms, which at 4,000 posts is a second or more of the build (docs/build.md).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const MAYBE_FORBIDDEN = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uD800-\uDFFF\uFDD0-\uFDEF\uFFFE\uFFFF]/;

/** `text` without the characters XML 1.0 forbids or HTML counts as parse errors. */
export function withoutForbiddenChars(text: string): string {
  // Nearly every text has none: skip the copy then.
  if (!MAYBE_FORBIDDEN.test(text)) return text;
  FORBIDDEN.lastIndex = 0;
  return FORBIDDEN.test(text) ? text.replace(FORBIDDEN, "") : text;
}

/** Text (or an attribute value) for an XML file: forbidden characters dropped, markup characters escaped. */
export function escapeXml(text: string): string {
  return escapeUTF8(withoutForbiddenChars(text));
}
