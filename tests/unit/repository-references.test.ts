/**
 * A clone holds everything it refers to: a newcomer with nothing but the repository can open
 * every file the docs and comments name, look up every section of the specification they
 * cite, and never meets a reference to a folder beside the project or to an issue tracker
 * they cannot see.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers";

const SPEC = "docs/spec.md";
/** Inputs kept as they were given (bench/README.md says why): their own comments are theirs. */
const AS_GIVEN = new Set(["bench/gen-posts.mjs", "bench/to-site-posts.mjs", SPEC]);
const TEXT = /\.(ts|tsx|mjs|js|md|json|yml|yaml|sh|css|txt)$|^\.ci\//;

/** The project's own text files: tracked or new, never ignored ones (node_modules, dist, .tmp). */
function projectFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter((file) => file && TEXT.test(file) && !AS_GIVEN.has(file) && existsSync(path.join(ROOT, file)))
    .filter((file) => !file.startsWith("content/blog/") && !file.startsWith("public/"));
}

const files = projectFiles().map((file) => ({ file, text: readFileSync(path.join(ROOT, file), "utf8") }));

/** Each match of `pattern` in the project's files, as "file:line: match". */
function occurrences(pattern: RegExp, keep: (match: RegExpExecArray, file: string) => boolean = () => true) {
  const found: string[] = [];
  for (const { file, text } of files) {
    for (const match of text.matchAll(pattern)) {
      if (!keep(match, file)) continue;
      const line = text.slice(0, match.index).split("\n").length;
      found.push(`${file}:${line}: ${match[0]}`);
    }
  }
  return found;
}

describe("the repository holds everything it refers to", () => {
  it("names no folder beside the project (the specification and the bench inputs are in docs/ and bench/)", () => {
    expect(occurrences(/\.\.\/(?:shared|\.library)(?![\w-])[^\s`)"']*/g)).toEqual([]);
  });

  it("cites no issue number, which a clone cannot look up: it says what was decided instead", () => {
    expect(occurrences(/\bissues? #?\d+\b/gi)).toEqual([]);
  });

  it("cites only sections the specification has", () => {
    const spec = readFileSync(path.join(ROOT, SPEC), "utf8");
    const sections = new Set([...spec.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((match) => match[1]));
    expect(sections.size).toBeGreaterThan(10);
    const cited = occurrences(/\bSPEC (\d+(?:\.\d+)?)/g, (match) => !sections.has(match[1] ?? ""));
    expect(cited).toEqual([]);
  });

  it("names only files and folders that exist, in the docs", () => {
    // A path in backticks or a Markdown link, from a folder of the project, without wildcards or placeholders
    // (<slug>, {id}, *.md end the match before they start, and so are not looked up).
    const pathLike =
      /(?:`|\]\()((?:build|src|tests|docs|content|bench|deploy|\.ci|\.github)\/[A-Za-z0-9_./-]*[A-Za-z0-9_/-])(?::\d+)?(?:#[\w-]*)?(?=[`)])/g;
    const missing = occurrences(pathLike, (match, file) => {
      if (!file.endsWith(".md")) return false;
      const named = match[1] ?? "";
      // Posts come and go with the editors; "x.ts" stands for any file.
      if (named.startsWith("content/blog/") || /^x\./.test(path.basename(named))) return false;
      return !existsSync(path.join(ROOT, named)) && !existsSync(path.join(ROOT, path.dirname(file), named));
    });
    expect(missing).toEqual([]);
  });
});
