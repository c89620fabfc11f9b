/**
 * Values put into a plain-text e-mail (the forms' bodies, src/forms/bodies.ts,
 * and the visit block, src/visit/lines.ts). A value comes from the visitor or
 * from a link anyone can write (`?utm_source=google%0D%0ALanding%20page:%20/fake`),
 * so it must not be able to add a line of its own: the staff who read the
 * e-mail trust that each line is what its label says. Pure.
 */

/**
 * Control characters (C0, DEL, C1 with NEL) and the Unicode line and paragraph
 * separators: everything a mail client or a reader may take as a line break,
 * or that has no business in a line of text.
 */
const CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;
/** Every way of breaking a line, as the visitor's browser or system may have sent it. */
const BREAKS = /\r\n|[\n\v\f\r\x85\u2028\u2029]/g;

/** A one-line value: each run of control characters or line breaks becomes one space. */
export function oneLine(value: string): string {
  return value.replace(CONTROLS, " ");
}

/**
 * Text the visitor wrote over several lines (a message, a cover letter, notes):
 * its line breaks are kept, each as "\n", and any other control character
 * (a tab excepted) becomes a space.
 */
export function ownLines(value: string): string {
  return value
    .replace(BREAKS, "\n")
    .split("\n")
    .map((line) => line.replace(/[^\P{Cc}\t]+/gu, " "))
    .join("\n");
}
