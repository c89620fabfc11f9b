/**
 * What the build tells the editor that is neither a problem nor a warning: nothing to fix, but
 * not what they may expect. An author of content/authors.json gets a page with their first
 * published post, not before: a page with no article is thin content, which search engines rank
 * down, and an empty list is a dead end for a visitor. So a new author has none yet, and the
 * build says so (once: build/2-content/told.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { AUTHORS_FILE } from "../../src/model/content-files";
import type { Content } from "../../src/model/schema";
import { paths } from "../../src/paths";
import { jsonFieldLines } from "./json-file";
import type { Problem } from "./problems";

/** One note for each author with no post in this build, at the line of their name in authors.json. */
export function contentNotes(
  content: Pick<Content, "authors" | "posts">,
  dirs: { root: string; contentDir: string },
): Problem[] {
  const writing = new Set(content.posts.map((post) => post.author));
  const idle = content.authors.flatMap((author, index) =>
    writing.has(author.name) ? [] : [{ author, index }],
  );
  if (!idle.length) return [];
  const file = path.join(dirs.contentDir, AUTHORS_FILE);
  const lineOf = jsonFieldLines(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
  return idle.map(({ author, index }) => ({
    file: path.relative(dirs.root, file),
    line: lineOf([index, "name"]),
    message: `${JSON.stringify(author.name)} has no published post yet, so no author page: ${paths["blog-author"](author)} appears with their first published post`,
  }));
}
