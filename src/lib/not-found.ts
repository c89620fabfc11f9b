/**
 * Which not-found text a missing path gets (SPEC 2.8, 2.15): a path with the shape of a post's,
 * an author's or a category's (src/paths.ts), whose slug is unknown, gets its own variant;
 * every other path the generic 404.
 */
import { type CollectionPageId, collectionOf } from "../paths";

export type NotFoundKind = "page" | "post" | "author" | "category";

/** The text each collection page's unknown slug gets: a service the spec gives none, so the generic one. */
const kindOf = {
  service: "page",
  "blog-post": "post",
  "blog-author": "author",
  "blog-category": "category",
} as const satisfies Record<CollectionPageId, NotFoundKind>;

export function notFoundKind(path: string): NotFoundKind {
  const collection = collectionOf(path);
  return collection ? kindOf[collection] : "page";
}
