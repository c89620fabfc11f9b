/**
 * Where a line may not break in page copy: inside a word joined by hyphens ("e-Stewards",
 * "audit-ready", "NIST 800-88"), a phone number ("1-844-BUY-ITAD", "(1-844-289-4823)") or a
 * range written with an en dash ("3–5 business days").
 * A browser breaks after any hyphen, which leaves "e-" at a line's end and "Stewards" on the
 * next. Splitting the text here keeps the characters as they are (search, copy and paste,
 * screen readers and tel: links see the real hyphen); <Unbroken> wraps each compound in a
 * no-wrap span.
 */

/**
 * Letters and digits joined by hyphens, at least one hyphen: a compound or a phone number; or
 * by an en dash, a range ("3–5", "8am–6pm", "Monday–Friday"), which browsers also break after.
 */
const COMPOUND = /([\p{L}\p{N}]+(?:[-–][\p{L}\p{N}]+)+)/u;

/**
 * The longest compound kept on one line: a phone number with its brackets is 16 characters, and
 * 24 fit the narrowest column (320 px) at any text size the site uses. An editor's longer one (a
 * double-barrelled name, a long part number) may break at its hyphens rather than run off a phone's screen.
 */
export const LONGEST_UNBROKEN = 24;

/** A piece of text, and whether it must stay on one line. */
export interface TextPart {
  text: string;
  keep: boolean;
}

/**
 * The text in order, the hyphenated compounds as parts of their own (`keep: true`). Split by
 * a capturing pattern, every odd piece is a compound: small, as it ships in the FAQ and blog
 * islands.
 */
export function unbrokenParts(text: string): TextPart[] {
  return text
    .split(COMPOUND)
    .flatMap((piece, index) =>
      piece ? [{ text: piece, keep: index % 2 > 0 && piece.length <= LONGEST_UNBROKEN }] : [],
    );
}
