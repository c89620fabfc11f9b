/**
 * simpleFields (build/2-content/frontmatter.ts) reads the common frontmatter without the
 * YAML parser: whatever it reads must be exactly what YAML reads, and whatever it cannot
 * be sure of it must leave to YAML (undefined).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { simpleFields, splitFrontmatter } from "../../build/2-content/frontmatter";
import { ROOT } from "../helpers";

describe("frontmatter read without the YAML parser", () => {
  it("reads every real post as YAML does, or leaves it to YAML (a draft's true is YAML's)", () => {
    const dir = path.join(ROOT, "content/blog");
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".md"))) {
      const yaml = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(path.join(dir, file), "utf8"))?.[1] ?? "";
      const fields = simpleFields(yaml);
      if (fields !== undefined) expect(fields, file).toEqual(parse(yaml));
    }
  });

  it("reads the fixture posts without falling back", () => {
    const dir = path.join(ROOT, "tests/fixtures/content/blog");
    const files = readdirSync(dir).filter((name) => name.endsWith(".md"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const yaml = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(path.join(dir, file), "utf8"))?.[1] ?? "";
      expect(simpleFields(yaml), file).toEqual(parse(yaml));
    }
  });

  it.each([
    'title: "Quoted: with a colon"',
    "title: 'single quoted'",
    "title: plain text, with commas; and 100% value",
    "date: 2025-06-08",
    "image: /images/blog/cover.jpg",
    "category: Data Center\nauthor: Ada Lovelace",
    "excerpt: What's new in e-waste (2025)",
    "title: C# and F# tips",
    "title: a-b",
  ])("gives what YAML gives for %j", (yaml) => {
    const fields = simpleFields(yaml);
    expect(fields).toBeDefined();
    expect(fields).toEqual(parse(yaml));
  });

  it.each([
    ["a number", "id: 14"],
    ["a float", "id: 1.5e3"],
    ["a boolean", "draft: true"],
    ["null", "image: ~"],
    ["an empty value", "image: "],
    ["an escape", 'title: "tab\\tthere"'],
    ["a comment", "title: text # note"],
    ["a list", "tags:\n  - a"],
    ["a flow list", "tags: [a, b]"],
    ["a repeated field", "title: a\ntitle: b"],
    ["an anchor", "title: &x text"],
    ["a colon and space", "title: a: b"],
    ["trailing space", "title: text "],
    ["hex", "id: 0x1F"],
    ["infinity", "id: .inf"],
    ["a block scalar", "excerpt: >\n  folded"],
    ["a blank line", "title: a\n\nslug: b"],
  ])("leaves %s to YAML", (_, yaml) => {
    expect(simpleFields(yaml)).toBeUndefined();
  });

  it("still reports YAML's error with the file's line when the fallback fails", () => {
    expect(() => splitFrontmatter("---\ntitle: a\ntitle: [b\n---\nbody", "x.md")).toThrow();
  });
});
