/**
 * The typography check (build/2-content/typography.ts): typewriter quotes and apostrophes, and
 * a hyphen in a range of numbers, are warnings naming the file and field (or line); what the
 * spec fixes word for word, what is not words on the page, code and addresses in an article,
 * and numbers joined by a hyphen that are not ranges are left alone.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { withFieldLines } from "../../build/2-content/frontmatter";
import {
  copyTypographyWarnings,
  markdownProse,
  markdownTypographyWarnings,
  typographyIssues,
} from "../../build/2-content/typography";
import { notFoundCopy } from "../../src/model/copy/pages";

const found = (text: string) =>
  typographyIssues(text).map((issue) => text.slice(issue.index, issue.index + 6));

describe("typographyIssues", () => {
  it("finds typewriter apostrophes and quotation marks", () => {
    expect(found(`We'll call. The word "certified" matters.`)).toEqual(["'ll ca", '"certi', '" matt']);
    expect(found("We’ll call. The word “certified” matters.")).toEqual([]);
  });

  it("finds a hyphen between the numbers of a range, and says what to write", () => {
    const text = "Within 3-5 business days, 20-30% less, 8am-6pm, $5M-$10M.";
    expect(found(text)).toEqual(["3-5 bu", "20-30%", "8am-6p", "$5M-$1"]);
    expect(typographyIssues("3-5 days")[0]?.message).toBe(
      'has a hyphen in the range "3-5": write an en dash between the numbers of a range, 3–5',
    );
  });

  it("leaves numbers joined by a hyphen that are not ranges", () => {
    for (const text of [
      "NIST SP 800-88 and NIST 800-88, NIST 800-53",
      "IEEE 2883-2022",
      "Call 1-844-289-4823 or 1-844-BUY-ITAD",
      "Updated 2025-10-27",
      "x86-64, COVID-19, 5220.22-M, 401(k), 24/7",
      "3–5 business days",
    ])
      expect(found(text), text).toEqual([]);
  });
});

describe("copyTypographyWarnings", () => {
  it("names each field once, with how many more places it has; skips links, icons, ids and the spec's fixed texts", () => {
    const fixed = notFoundCopy.shape.text.value;
    expect(fixed).toContain("'"); // the spec writes it with a typewriter apostrophe
    const data = {
      hero: { title: "It's here", lead: `We'll "see" 3-5 times` },
      items: [{ icon: "Award", to: { post: "it's" }, id: "a'b", body: "Fine’s fine" }],
      text: fixed,
    };
    const warnings = copyTypographyWarnings("content/pages/x.yaml", data);
    expect(
      warnings.map((warning) => [warning.field, warning.message.replace(/:.*?\((and .*)\)$/, ": $1")]),
    ).toEqual([
      ["hero.title", expect.stringMatching(/^has a typewriter apostrophe in "It's here": write ’/)],
      ["hero.lead", expect.stringMatching(/and 3 more places in this field$/)],
    ]);
  });
});

describe("markdownProse and markdownTypographyWarnings", () => {
  const body = [
    'The word "certified" is used loosely.',
    "Run `nvme format --ses=1 'x'` first.",
    "```",
    'echo "it\'s code"',
    "```",
    "See [the guide](/guide/it's-a-slug) and <https://example.com/a'b>.",
    "Costs 5-10% a month.",
    '[new-post] "## " starts a section.',
  ].join("\n");

  it("blanks code and addresses, keeping every offset", () => {
    const prose = markdownProse(body);
    expect(prose).toHaveLength(body.length);
    expect(prose.split("\n").map((line) => line.replace(/\s+/g, " ").trim())).toEqual([
      'The word "certified" is used loosely.',
      "Run first.",
      "",
      "",
      "",
      "See [the guide] and .",
      "Costs 5-10% a month.",
      '[new-post] "## " starts a section.',
    ]);
  });

  it("tells each line of prose at its line of the file, but new-post's guidance", () => {
    const warnings = markdownTypographyWarnings("content/blog/x.md", body, 11);
    expect(warnings.map((warning) => warning.line)).toEqual([11, 17]);
    expect(warnings[0]?.message).toMatch(/\(and 1 more on this line\)$/);
  });

  it("blanks an editor's note, which is never published, on its lines", () => {
    const noted = `Prose. <!-- "ask" Sarah -->\n<!--\nit's "private"\n-->\nMore.`;
    expect(markdownProse(noted)).toHaveLength(noted.length);
    expect(
      markdownProse(noted)
        .split("\n")
        .map((line) => line.trim()),
    ).toEqual(["Prose.", "", "", "", "More."]);
    expect(markdownTypographyWarnings("content/blog/x.md", noted, 1)).toEqual([]);
  });
});

describe("withFieldLines, for a copy file", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-typography-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives a YAML field's warning its line", () => {
    writeFileSync(
      path.join(dir, "x.yaml"),
      "# a comment\nhero:\n  title: It's here\nfaq:\n  items:\n    - answer: x\n",
    );
    const [hero, answer] = withFieldLines(
      [
        { file: "x.yaml", field: "hero.title", message: "m" },
        { file: "x.yaml", field: "faq.items.0.answer", message: "m" },
      ],
      dir,
    );
    expect(hero?.line).toBe(3);
    expect(answer?.line).toBe(6);
  });
});
