/**
 * Blockquotes and lists inside one another (src/model/nesting.ts): a body deeper than
 * MAX_NESTING is refused at its line before marked reads it, in milliseconds, however deep it
 * goes; one at the limit is read and rendered. The property suite (properties/functions.test.ts)
 * holds the scan to marked's own reading of generated nestings.
 */
import { describe, expect, it } from "vitest";
import type { Problem } from "../../build/2-content/problems";
import { checkedMarkdown, nestingRefusal } from "../../build/2-content/text";
import { renderMarkdown } from "../../src/model/markdown";
import { MAX_NESTING, tooDeep } from "../../src/model/nesting";

/** `depth` lists, each an item indented into the one above. */
const indentedList = (depth: number) =>
  Array.from({ length: depth }, (_, level) => `${"  ".repeat(level)}- level ${level + 1}`).join("\n");

/** Each nesting kind at `depth`: its markdown. */
const nestings = (depth: number): [string, string][] => [
  ["quotes on one line", `${">".repeat(depth)} text`],
  ["quotes, spaced", `${"> ".repeat(depth)}text`],
  [
    "quotes, one more a line",
    Array.from({ length: depth }, (_, i) => `${"> ".repeat(i + 1)}line ${i + 1}`).join("\n"),
  ],
  ["list markers on one line", `${"- ".repeat(depth)}text`],
  ["numbered items on one line", `${"1. ".repeat(depth)}text`],
  ["items indented one into another", indentedList(depth)],
  ["items with blank lines between", indentedList(depth).replace(/\n/g, "\n\n")],
  ["items with lazy lines between", indentedList(depth).replace(/\n/g, "\nlazy text\n")],
  ["quotes and lists in turn", `${"> - ".repeat(Math.floor(depth / 2))}${depth % 2 ? "> " : ""}text`],
  [
    "a list in a quote",
    Array.from({ length: depth - 1 }, (_, i) => `> ${"  ".repeat(i)}- level ${i + 2}`).join("\n"),
  ],
];

/** The body's problems as "line: message", the body starting on line 7 of its file. */
function problemsOf(markdown: string): { html: string | undefined; problems: string[] } {
  const problems: Problem[] = [];
  const { html } = checkedMarkdown(markdown, 7, "content/blog/x.md", problems);
  return {
    html,
    problems: problems.map(
      (problem) => `${problem.file}${problem.line ? `:${problem.line}` : ""}: ${problem.message}`,
    ),
  };
}

describe("nesting", () => {
  it.each(nestings(MAX_NESTING))("reads and renders %s at the limit", (_, markdown) => {
    const { html, problems } = problemsOf(markdown);
    expect(problems).toEqual([]);
    expect(html).toMatch(/<(blockquote|ul|ol)>/);
  });

  it.each(nestings(MAX_NESTING + 1))(
    "refuses %s one level deeper, at the first line too deep, without reading the text",
    (_, markdown) => {
      const deepest = markdown.split("\n").length;
      const { html, problems } = problemsOf(markdown);
      expect(html).toBeUndefined();
      const line = tooDeep(markdown)?.line ?? 0;
      expect(line).toBeGreaterThan(0);
      expect(line).toBeLessThanOrEqual(deepest);
      expect(problems).toEqual([`content/blog/x.md:${7 + line - 1}: ${nestingRefusal()}`]);
    },
  );

  it("refuses a 10,000-level quote and a 5,000-level list in milliseconds, naming the line (marked overflowed its stack, or ran for minutes)", () => {
    for (const [written, line] of [
      [`Intro.\n\n${">".repeat(10_000)} deep`, 9],
      [`Intro.\n\n${Array.from({ length: 1_000 }, (_, i) => `${"> ".repeat(i + 1)}x`).join("\r\n")}`, 17],
      [`Intro.\n\n${indentedList(1_000)}`, 17],
      [`Intro.\n\n${"- ".repeat(5_000)}deep`, 9],
    ] as const) {
      // As read from a file: one flat string (a string built by joining is flattened on its first read).
      const markdown = Buffer.from(written).toString("utf8");
      const started = performance.now();
      const { html, problems } = problemsOf(markdown);
      // The scan stops at the first line too deep, whatever follows.
      expect(performance.now() - started).toBeLessThan(500);
      expect(html).toBeUndefined();
      expect(problems).toEqual([`content/blog/x.md:${line}: ${nestingRefusal()}`]);
    }
  });

  it("counts no level in code, a thematic break or a paragraph's continuation", () => {
    for (const markdown of [
      `\`\`\`\n${"> ".repeat(20)}quoted in code\n\`\`\``,
      `~~~\n${"- ".repeat(20)}listed in code\n~~~`,
      `    ${"> ".repeat(20)}indented code`,
      "- - - - - - - - - - - - - -",
      `- item\n      ${"- ".repeat(20)}continues the item's text`,
    ])
      expect(tooDeep(markdown), markdown).toBeUndefined();
  });

  it("never takes a text for a fence that CommonMark does not: a backtick in the info string", () => {
    expect(tooDeep(`\`\`\`a\`b\n${"- ".repeat(MAX_NESTING + 1)}x`)).toEqual({
      line: 2,
      depth: MAX_NESTING + 1,
    });
  });

  it("refuses, naming the file, a text marked reads deeper than its markers show, and one marked fails on, rather than stop with marked's error", () => {
    // Its lines without their first `>` are read into the quote's list, their `>` opening quotes in it.
    const lazy =
      "> 1. > > > > > > text\n     - > > > > >      > text\n   >      > > > > text\n   > > > > > > > > text";
    expect(tooDeep(lazy)).toBeUndefined();
    expect(problemsOf(lazy)).toEqual({
      html: undefined,
      problems: [`content/blog/x.md: ${nestingRefusal(false)}`],
    });
    // marked 18 throws a TypeError reading this.
    const failing = "> 1. text\n      > > > > > 1. \ntext";
    const { html, problems } = problemsOf(failing);
    expect(html).toBeUndefined();
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/blog\/x\.md: the markdown reader fails on this text \(.+\)\. It does on lines/,
      ),
    ]);
  });

  it("leaves marked unread for any other caller, with a plain error", () => {
    expect(() => renderMarkdown(`${">".repeat(10_000)} x`)).toThrow(
      `Markdown nested more than ${MAX_NESTING} levels deep (line 1): not read`,
    );
  });
});
