/**
 * Images the build reads though it makes no file of them, so that one that is not an image it
 * can show stops the build today, named by the content that shows it:
 * - the covers and body images of the posts it holds back (a draft's, a scheduled post's):
 *   otherwise a truncated cover would pass every build until the post's day, and stop that one;
 * - the authors' photos (authors.json's `image`, a post's `authorImage`), which pages show as
 *   they are, with no sizes made of them.
 * The build hands them to the images step's own check (planImages in build/3-assets/images.ts:
 * the file read, its header decoded with sharp, its format the one its name says) and writes
 * nothing of what it plans.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { AUTHORS_FILE } from "../../src/model/content-files";
import type { Content, ImageUse } from "../../src/model/schema";
import { jsonFieldLines } from "./json-file";

/** The covers, then the bodies' images, of the posts this build holds back. */
export function heldImages(content: Pick<Content, "unpublished">): ImageUse[] {
  return [
    ...content.unpublished.map((post) => ({ src: post.image, file: post.file, field: "image" })),
    ...content.unpublished.flatMap((post) => post.bodyImages),
  ];
}

/** Every author photo content names: each author's in authors.json (at its line), then each post's own. */
export function authorPhotos(
  content: Pick<Content, "authors" | "posts" | "unpublished">,
  dirs: { root: string; contentDir: string },
): ImageUse[] {
  const file = path.join(dirs.contentDir, AUTHORS_FILE);
  const named = content.authors.flatMap((author, index) =>
    author.image ? [{ src: author.image, index }] : [],
  );
  // The file is read for its lines only when an author has a photo (it loaded a moment ago).
  const lineOf = named.length
    ? jsonFieldLines(readFileSync(file, "utf8").replace(/^\uFEFF/, ""))
    : () => undefined;
  return [
    ...named.map(({ src, index }) => ({
      src,
      file: path.relative(dirs.root, file),
      line: lineOf([index, "image"]),
      field: "image",
    })),
    ...[...content.posts, ...content.unpublished].flatMap((post) =>
      post.authorImage ? [{ src: post.authorImage, file: post.file, field: "authorImage" }] : [],
    ),
  ];
}
