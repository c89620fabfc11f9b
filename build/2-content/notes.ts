/**
 * What the build tells the editor that is neither a problem nor a warning: nothing to fix, but
 * not what they may expect. An author of content/authors.json gets a page with their first
 * published post, not before: a page with no article is thin content, which search engines rank
 * down, and an empty list is a dead end for a visitor. So a new author has none yet, and the
 * build says so (once: build/2-content/told.ts). And each post it holds back, a draft or one
 * dated after today, is named with until when, so that none goes missing without a word (a
 * date one year too far is also a warning: warnings.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { AUTHORS_FILE } from "../../src/model/content-files";
import type { Content, Post } from "../../src/model/schema";
import { paths } from "../../src/paths";
import { withFieldLines } from "./frontmatter";
import { jsonFieldLines } from "./json-file";
import type { Problem } from "./problems";

/**
 * One note for each post this build holds back (heldNotes), then one for each author with no
 * post in this build, at the line of their name in authors.json.
 */
export function contentNotes(
  content: Pick<Content, "authors" | "posts"> & Partial<Pick<Content, "unpublished">>,
  dirs: { root: string; contentDir: string },
): Problem[] {
  return [...withFieldLines(heldNotes(content.unpublished ?? []), dirs.root), ...authorNotes(content, dirs)];
}

/**
 * One note for each post held back, at its field: a draft until draft: true goes, a scheduled
 * post until its date.
 */
export function heldNotes(unpublished: readonly Pick<Post, "file" | "publication" | "date">[]): Problem[] {
  return unpublished.map((post) =>
    post.publication === "draft"
      ? {
          file: post.file,
          field: "draft",
          message:
            "holds the post back: a draft is published once draft: true is removed (npm run dev shows it)",
        }
      : {
          file: post.file,
          field: "date",
          message: `holds the post back until ${post.date}: the first build on or after that day publishes it`,
        },
  );
}

function authorNotes(
  content: Pick<Content, "authors" | "posts">,
  dirs: { root: string; contentDir: string },
) {
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
