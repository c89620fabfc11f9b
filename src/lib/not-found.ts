/**
 * Which not-found text a missing path gets (SPEC 2.8, 2.15): unknown
 * /blog/{slug}, /blog/author/{x} and /blog/category/{x} get their own
 * variants; every other path the generic 404.
 */
export type NotFoundKind = "page" | "post" | "author" | "category";

export function notFoundKind(path: string): NotFoundKind {
  const segments = path.split("/").filter(Boolean);
  if (segments[0] !== "blog" || segments.length < 2) return "page";
  if (segments[1] === "author") return segments.length === 3 ? "author" : "page";
  if (segments[1] === "category") return segments.length === 3 ? "category" : "page";
  return segments.length === 2 ? "post" : "page";
}
