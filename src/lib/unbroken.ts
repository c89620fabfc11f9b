/**
 * Where a line may not break in page copy: inside a word joined by hyphens ("e-Stewards",
 * "audit-ready", "NIST 800-88") or a phone number ("1-844-BUY-ITAD", "(1-844-289-4823)").
 * A browser breaks after any hyphen, which leaves "e-" at a line's end and "Stewards" on the
 * next. Splitting the text here keeps the characters as they are (search, copy and paste,
 * screen readers and tel: links see the real hyphen); <Unbroken> wraps each compound in a
 * no-wrap span.
 */

/** Letters and digits joined by hyphens, at least one hyphen: a compound or a phone number. */
const COMPOUND = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/** A piece of text, and whether it must stay on one line. */
export interface TextPart {
  text: string;
  keep: boolean;
}

/** The text in order, the hyphenated compounds as parts of their own (`keep: true`). */
export function unbrokenParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(COMPOUND)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), keep: false });
    parts.push({ text: match[0], keep: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), keep: false });
  return parts;
}
