import { replaceNotes } from "./editor-notes";

/** Reading speed used for "N min" (SPEC 3: read times are derived, not typed). */
export const WORDS_PER_MINUTE = 230;

/** Counts the words a reader reads: markdown markers (#, -, 1., **) and editors' notes (<!-- -->) are not words. */
export function countWords(markdown: string): number {
  const text = replaceNotes(markdown, () => " ")
    .replace(/^\s{0,3}#{1,6}\s+/gm, "")
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, "")
    .replace(/\*\*|__|`/g, "");
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,:;%$€&/+-]*/gu);
  return words ? words.length : 0;
}

/** Minutes to read, rounded, at least 1. */
export function readMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function readTimeText(words: number): string {
  return `${readMinutes(words)} min`;
}
