/**
 * Slug rules of SPEC 2.8. Pure, shared by the route list, the links and the tests.
 */
import { NAME_MAX_BYTES } from "../lib/url";

/**
 * The most characters of a slug, a post's or an author's (a-z, digits and hyphens: one byte
 * each). A slug names files: the post's own, its page (<slug>.html), its cover's sizes and its
 * share card (share-<slug>-<hash>.jpg, the longest, 21 more), the author's page; a file name
 * holds at most NAME_MAX_BYTES, so a longer slug would stop the build with ENAMETOOLONG.
 * tests/unit/slugs.test.ts holds the names the build makes of a slug this long to that limit.
 */
export const SLUG_MAX = 200;

/** Why a slug is too long for the file names made of it, or undefined. */
export function slugLengthProblem(slug: string): string | undefined {
  if (slug.length <= SLUG_MAX) return undefined;
  return `makes a slug of ${slug.length} characters, and a slug may have at most ${SLUG_MAX}: it names the files of the page (a file name holds at most ${NAME_MAX_BYTES} bytes)`;
}

/** Apostrophes a name or title may be written with (typewriter, typographic, modifier letter): a slug drops them. */
const APOSTROPHES = /['\u2018\u2019\u02bc]/g;

/**
 * Author slug: the rule of post slugs (postSlug), lowercase letters a-z and digits joined by
 * single hyphens. For a plain name it is SPEC 2.8's rule, the name lowercased with each space
 * a hyphen ("Sarah Mitchell" -> "sarah-mitchell"); beyond it, accents are folded ("José" -> "jose",
 * however the é was typed), apostrophes dropped ("Sean O'Brien" -> "sean-obrien"), and any
 * other character (a dot, a comma, a letter outside a-z) is a word break. So two spellings of
 * one name make one slug, and the build stops on them (build/2-content/load.ts).
 */
export function authorSlug(name: string): string {
  return postSlug(name);
}

/**
 * Why a name cannot be an author's, or undefined when it can: it becomes the folder of
 * /blog/author/{slug}/, so it must leave a slug (of at most SLUG_MAX characters), and a name holding a slash is taken for a path, not a name.
 */
export function authorNameRefusal(name: string): string | undefined {
  if (/[/\\]/.test(name)) return "holds a slash, which no name has: write the name without / or \\";
  if (authorSlug(name) === "")
    return "makes an empty slug: the address of the author's page needs a letter from a to z (accents aside) or a digit in the name";
  const tooLong = slugLengthProblem(authorSlug(name));
  if (tooLong) return `${tooLong}: shorten the name`;
  return undefined;
}

/** Category slug: lowercased, whitespace turned into hyphens ("Data Center" -> "data-center"). */
export function categorySlug(category: string): string {
  return category.trim().toLowerCase().replace(/\s+/g, "-");
}

/**
 * Post slug from a title (`npm run new-post`): what a post's `slug:` accepts, lowercase letters
 * and digits joined by single hyphens. Accents are dropped ("Café" -> "cafe"), apostrophes
 * joined ("Don't" -> "dont"), "&" read as "and", anything else a word break; "" when nothing of the title is left.
 */
export function postSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(APOSTROPHES, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Display title of a category slug: each hyphen-separated word capitalised. */
export function categoryTitle(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Initials for an avatar without a photo: first letters of the first and last word. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? "") : "";
  return (first + last).toUpperCase();
}
