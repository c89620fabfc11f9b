/**
 * What `npm run build` prints in full of its warnings and notes (build/2-content/told.ts): what
 * an earlier build did not tell, the rest counted on one line, all of it when asked.
 */
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Problem } from "../../build/2-content/problems";
import { ALL_WARNINGS, rememberTold, toldBefore, toldReport } from "../../build/2-content/told";
import { tempDir } from "../helpers";

const long = (file: string): Problem => ({
  file,
  field: "excerpt",
  message:
    "is 170 characters long: search results show about 160 and cut the rest. Shorten it to 160 or fewer",
});
const old = [long("content/blog/a.md"), long("content/blog/b.md"), long("content/blog/c.md")];
const fresh = long("content/blog/new.md");
const note: Problem = {
  file: "content/authors.json",
  line: 12,
  message: '"Jane Doe" has no published post yet',
};
/** The lines an earlier build printed of these warnings. */
const printed = (problems: Problem[]) =>
  new Set(toldReport({ warnings: problems, notes: [] }, new Set()).split("\n"));

describe("toldReport", () => {
  it("tells every warning and note in full the first time, warnings first", () => {
    expect(toldReport({ warnings: [fresh], notes: [note] }, new Set())).toBe(
      [
        "1 warning, which does not stop a build; fix it when you can:",
        '  content/blog/new.md: field "excerpt": is 170 characters long: search results show about 160 and cut the rest. Shorten it to 160 or fewer',
        "1 note:",
        '  content/authors.json:12: "Jane Doe" has no published post yet',
      ].join("\n"),
    );
  });

  it("tells in full only what an earlier build did not, and counts the rest on one line saying how to see them", () => {
    const report = toldReport({ warnings: [...old, fresh], notes: [note] }, printed([...old]));
    expect(report.split("\n")).toEqual([
      "1 warning, which does not stop a build; fix it when you can:",
      '  content/blog/new.md: field "excerpt": is 170 characters long: search results show about 160 and cut the rest. Shorten it to 160 or fewer',
      "1 note:",
      '  content/authors.json:12: "Jane Doe" has no published post yet',
      `Not repeated: 3 warnings told by an earlier build, unchanged since (${ALL_WARNINGS} prints them).`,
    ]);
    expect(report).not.toContain("content/blog/a.md");
  });

  it("tells a warning in full again once it changed", () => {
    const changed = { ...old[0]!, message: old[0]!.message.replace("170", "171") };
    expect(toldReport({ warnings: [changed], notes: [] }, printed(old))).toContain("content/blog/a.md");
  });

  it("is one line when nothing is new, and nothing when there is nothing to tell", () => {
    const before = new Set([
      ...printed(old),
      ...toldReport({ warnings: [], notes: [note] }, new Set()).split("\n"),
    ]);
    expect(toldReport({ warnings: old, notes: [note] }, before)).toBe(
      `Not repeated: 3 warnings and 1 note told by an earlier build, unchanged since (${ALL_WARNINGS} prints them).`,
    );
    expect(toldReport({ warnings: [], notes: [] }, before)).toBe("");
  });

  it("tells everything in full when asked to", () => {
    const report = toldReport({ warnings: old, notes: [] }, printed(old), true);
    expect(report.split("\n")).toHaveLength(4);
    expect(report).not.toContain("Not repeated");
  });
});

describe("what builds remember", () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it("is what the last build of each content folder found, and forgets folders that are gone", () => {
    const temp = tempDir();
    cleanup = temp.cleanup;
    const memory = path.join(temp.dir, "cache/told.json");
    const content = path.join(temp.dir);
    const gone = path.join(temp.dir, "no-such-content");
    expect(toldBefore(memory, content)).toEqual(new Set());
    rememberTold(memory, gone, { warnings: [fresh], notes: [] });
    rememberTold(memory, content, { warnings: old, notes: [note] });
    expect(toldReport({ warnings: old, notes: [note] }, toldBefore(memory, content))).toMatch(
      /^Not repeated: /,
    );
    rememberTold(memory, content, { warnings: [fresh], notes: [] });
    expect(toldReport({ warnings: old, notes: [] }, toldBefore(memory, content))).toContain(
      "content/blog/a.md",
    );
    expect(toldBefore(memory, gone)).toEqual(new Set());
  });
});
