/**
 * The typography of what visitors read (CONTENT.md, Typography): curly quotation marks and
 * apostrophes (’ “ ”), not the typewriter's ' and "; an en dash, not a hyphen, between the two
 * numbers of a range (3–5 business days, 20–30%, 8am–6pm). Each place is a warning naming the
 * file and the field (and, in an article, the line): the site is built all the same
 * (build/2-content/warnings.ts).
 *
 * Left alone, so that a warning is always worth acting on:
 * - the texts the spec fixes word for word (fixedText, FIXED_TEXTS): the site says them as the
 *   spec writes them, straight apostrophe and all ("The page you're looking for ...");
 * - the fields that are not words on the page: link targets (to), icons, ids, kinds, slugs,
 *   web addresses, the e-mail address, the phone digits, the postal code;
 * - in an article, code (`...` and fenced blocks), link and image addresses, web addresses in
 *   angle brackets, and the lines of new-post's guidance ([new-post], which the build refuses to
 *   publish anyway); an author's name (it is how posts name their author, letter for letter);
 * - numbers joined by a hyphen that are not a range: a standard's number (NIST SP 800-88, IEEE
 *   2883-2022, 45 CFR 164.310), a phone number (1-844-289-4823) and a date (2025-10-27), which
 *   run on with another hyphen or follow the standard's name.
 */
import { FIXED_TEXTS } from "../../src/model/copy/fields";
import { replaceNotes } from "../../src/model/editor-notes";
import type { Problem } from "./problems";
import { TEMPLATE_MARK } from "./template";

/** One place of a text that breaks the rules: where it starts, and what to write instead. */
export interface TypographyIssue {
  index: number;
  message: string;
}

/**
 * A hyphen between two numbers: 3-5, 5-10%, 8am-6pm, $5M-$10M. Not inside a longer run of
 * numbers and hyphens (a phone number, a date) or a word (x86-64, COVID-19), which the
 * look-behind and look-ahead keep out.
 */
const RANGE =
  /(?<![\w.,/–-])(\$?\d+(?:[.,]\d+)*(?:%|am|pm|[KMB])?)-(\$?\d+(?:[.,]\d+)*(?:%|am|pm|[KMB])?)(?![\w/–-]|[.,]\d)/g;

/** What comes right before a standard's number: "NIST SP 800-88", "IEEE 2883-2022". */
const STANDARD_BEFORE = /\b(?:SP|NIST|IEEE|ISO|IEC|FIPS|CFR|ANSI|DoD|RFC|NISPOM|PCI DSS|Rev\.|Revision)\s*$/;

/** A NIST Special Publication's number (800-88, 800-53, 800-171), written without "SP". */
const NIST_SERIES = /^800$/;

/** A few characters either side of `index`, as the editor finds them in the file. */
function excerpt(text: string, index: number, length = 1): string {
  const start = Math.max(0, text.lastIndexOf(" ", Math.max(0, index - 12)) + 1);
  const endSpace = text.indexOf(" ", Math.min(text.length, index + length + 12));
  const end = endSpace < 0 ? text.length : endSpace;
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`.replace(
    /\s+/g,
    " ",
  );
}

/** The places of a visible text that break the typography rules, in order. */
export function typographyIssues(text: string): TypographyIssue[] {
  const issues: TypographyIssue[] = [];
  for (let index = text.indexOf("'"); index >= 0; index = text.indexOf("'", index + 1))
    issues.push({
      index,
      message: `has a typewriter apostrophe in "${excerpt(text, index)}": write ’ (or ‘ and ’ around a quotation within a quotation)`,
    });
  for (let index = text.indexOf('"'); index >= 0; index = text.indexOf('"', index + 1))
    issues.push({
      index,
      message: `has a typewriter quotation mark in "${excerpt(text, index)}": write “ to open a quotation and ” to close it`,
    });
  for (const match of text.matchAll(RANGE)) {
    const [range, from = "", to = ""] = match;
    const before = text.slice(Math.max(0, match.index - 12), match.index);
    if (STANDARD_BEFORE.test(before) || NIST_SERIES.test(from)) continue;
    issues.push({
      index: match.index,
      message: `has a hyphen in the range "${range}": write an en dash between the numbers of a range, ${from}–${to}`,
    });
  }
  return issues.sort((a, b) => a.index - b.index);
}

/** Fields of the copy that are not words on the page: keys, addresses, digits. */
const NOT_WORDS = new Set([
  "to",
  "icon",
  "id",
  "kind",
  "slug",
  "href",
  "origin",
  "email",
  "digits",
  "postalCode",
  "country",
  "region",
]);

/**
 * A warning for each field of a copy file (its data as loaded, `file` relative to the project
 * root) whose words break the typography rules: the field by its path (hero.lead, faq.items.2.answer),
 * the first place and how many more. The texts the spec fixes are left as they are.
 */
export function copyTypographyWarnings(file: string, data: unknown): Problem[] {
  const warnings: Problem[] = [];
  const visit = (value: unknown, at: (string | number)[]) => {
    if (typeof value === "string") {
      if (FIXED_TEXTS.has(value)) return;
      const issues = typographyIssues(value);
      const [first] = issues;
      if (first)
        warnings.push({ file, field: at.join("."), message: withMore(first.message, issues.length - 1) });
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, [...at, index]);
    } else if (typeof value === "object" && value !== null)
      for (const [key, item] of Object.entries(value)) if (!NOT_WORDS.has(key)) visit(item, [...at, key]);
  };
  visit(data, []);
  return warnings;
}

function withMore(message: string, more: number): string {
  return more > 0 ? `${message} (and ${more} more place${more > 1 ? "s" : ""} in this field)` : message;
}

/**
 * The markdown with what readers do not read as prose blanked out, each character a space (a
 * line break kept), so that offsets and lines stay the file's: fenced code blocks, inline code,
 * link and image addresses, web addresses in angle brackets, and editors' notes (never published).
 */
export function markdownProse(markdown: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, " ");
  return (
    replaceNotes(markdown, blank)
      // Fenced code blocks, ``` or ~~~, to their closing fence (or the end).
      .replace(/^(```|~~~)[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))/gm, blank)
      // Inline code: a run of backticks to the same run.
      .replace(/(`+)[^`\n][\s\S]*?\1/g, blank)
      // A link's or an image's address: ](...)
      .replace(/\]\([^)\n]*\)/g, (link) => `]${blank(link.slice(1))}`)
      // A web address in angle brackets.
      .replace(/<[a-z][a-z0-9+.-]*:[^>\s]*>/gi, blank)
  );
}

/**
 * A warning for each line of a markdown body (an article, a legal page) whose prose breaks the
 * typography rules, at its line of the file (the body starts on `bodyLine`).
 */
export function markdownTypographyWarnings(file: string, body: string, bodyLine: number): Problem[] {
  const prose = markdownProse(body);
  const warnings: Problem[] = [];
  let line = bodyLine;
  for (const text of prose.split("\n")) {
    // A line of new-post's guidance is the editor's to replace, and the build refuses it already.
    const issues = text.includes(TEMPLATE_MARK) ? [] : typographyIssues(text);
    const [first] = issues;
    if (first)
      warnings.push({
        file,
        line,
        message: `${first.message}${issues.length > 1 ? ` (and ${issues.length - 1} more on this line)` : ""}`,
      });
    line++;
  }
  return warnings;
}
