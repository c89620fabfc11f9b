/**
 * Where a line may not break in what the site renders (page copy and Markdown alike): inside a
 * word joined by hyphens ("e-Stewards", "audit-ready", "self-encrypting"), a range joined by an
 * en dash ("Monday–Friday", "3–5"), a phone number ("1-844-BUY-ITAD", "(1-844-289-4823)",
 * "1 844 BUY ITAD") or a standard's name and number ("NIST SP 800-88", "ISO 14001",
 * "DoD 5220.22-M", "Rev. 2"). A browser breaks after any hyphen or dash and at any space, which
 * leaves "NIST 800-" at a line's end and "88" on the next. Splitting the text here keeps the
 * characters as they are (search, copy and paste, screen readers and tel: links see the real
 * hyphen); <Unbroken> and unbrokenHtml wrap each kept part in a no-wrap span.
 */

/** Letters and digits joined by hyphens or en dashes, at least one: a compound, a range or a phone number. */
const COMPOUND = String.raw`[\p{L}\p{N}]+(?:[-–][\p{L}\p{N}]+)+`;
/** A standard's body or revision and its number: "NIST SP 800-88", "ISO/IEC 27001", "IEEE 2883-2022", "Rev. 2". */
const STANDARD = String.raw`(?<![\p{L}\p{N}])(?:NIST(?: SP)?|ISO(?:\/IEC)?|IEC|IEEE|ANSI|DoD|SP|Rev\.|Revision) \p{N}(?:[\p{L}\p{N}.:-]*[\p{L}\p{N}])?`;
/** A phone number written with spaces, as SPEC 8's contact notice does: "1 844 BUY ITAD". */
const SPACED_PHONE = String.raw`(?<![\p{L}\p{N}])\d{1,3}(?: [\dA-Z]{3,4}){3}(?![\p{L}\p{N}])`;

/** The parts kept whole, as a pattern's source (`npm run look` finds them in the browser with it). */
export const keptPattern = `(${STANDARD}|${SPACED_PHONE}|${COMPOUND})`;
const KEPT = new RegExp(keptPattern, "u");

/**
 * The longest part kept on one line: a phone number with its brackets is 16 characters, and
 * 24 fit the narrowest column (320 px) at any text size the site uses. An editor's longer one (a
 * double-barrelled name, a long part number) may break at its hyphens rather than run off a phone's screen.
 */
export const LONGEST_UNBROKEN = 24;

/** The class of the span that holds a kept part (Tailwind's white-space: nowrap). */
export const NO_BREAK_CLASS = "whitespace-nowrap";

/** A piece of text, and whether it must stay on one line. */
export interface TextPart {
  text: string;
  keep: boolean;
}

/**
 * The text in order, the parts that must stay whole as parts of their own (`keep: true`). Split
 * by a capturing pattern, every odd piece is one: small, as it ships in the FAQ and blog islands.
 */
export function unbrokenParts(text: string): TextPart[] {
  return text
    .split(KEPT)
    .flatMap((piece, index) =>
      piece ? [{ text: piece, keep: index % 2 > 0 && piece.length <= LONGEST_UNBROKEN }] : [],
    );
}

/**
 * KEPT for the build, which splits every text of every post: the same parts, found faster. A
 * compound starts where a word starts (a match inside a word would have been found from its
 * start; without the look-behind the pattern is tried again from every letter: 0.26 against 0.11
 * ms a post), and a text with no hyphen, dash or digit, which every kept part holds (96 of a
 * post's 109 text parts), is not split at all. Made on first use, in unbrokenHtml only: the
 * islands keep KEPT (their texts are short, and the pickup form's script has no bytes to spare).
 */
let keptAtWord: RegExp | undefined;
const MAYBE_KEPT = /[-–\p{N}]/u;

/** The text as HTML (each piece escaped by `toHtml`), the kept parts in no-wrap spans: for Markdown. */
export function unbrokenHtml(text: string, toHtml: (text: string) => string): string {
  if (!MAYBE_KEPT.test(text)) return toHtml(text);
  keptAtWord ??= new RegExp(
    keptPattern.replace(`|${COMPOUND})`, String.raw`|(?<![\p{L}\p{N}])${COMPOUND})`),
    "u",
  );
  let html = "";
  for (const [index, piece] of text.split(keptAtWord).entries()) {
    if (!piece) continue;
    const keep = index % 2 > 0 && piece.length <= LONGEST_UNBROKEN;
    html += keep ? `<span class="${NO_BREAK_CLASS}">${toHtml(piece)}</span>` : toHtml(piece);
  }
  return html;
}
