/**
 * Slug rules of SPEC 2.8. Pure, shared by the route list, the links and the tests.
 */

/** Apostrophes a name may be written with (typewriter, typographic, modifier letter): a slug drops them, as post slugs do. */
const APOSTROPHES = /['\u2018\u2019\u02bc]/g;

/**
 * Author slug (SPEC 2.8): the name lowercased, each run of whitespace turned into a hyphen,
 * apostrophes dropped ("Sean O'Brien" -> "sean-obrien"). NFC first, so that one name typed
 * two ways (a precomposed "é" or "e" and an accent) makes one slug.
 */
export function authorSlug(name: string): string {
  return name.normalize("NFC").trim().toLowerCase().replace(APOSTROPHES, "").replace(/\s+/g, "-");
}

/**
 * Why an author slug cannot name a folder of the site, or undefined when it can: it
 * becomes /blog/author/{slug}/index.html, and must stay a single folder inside the output.
 */
export function unsafeAuthorSlug(slug: string): string | undefined {
  if (slug === "") return "makes an empty slug: the name needs at least one letter or digit";
  if (slug === "." || slug === "..") return `makes the slug "${slug}", which is not a folder name`;
  if (/[/\\]/.test(slug))
    return `makes the slug "${slug}", which holds a slash: write the name without / or \\`;
  return undefined;
}

/** Category slug: lowercased, whitespace turned into hyphens ("Data Center" -> "data-center"). */
export function categorySlug(category: string): string {
  return category.trim().toLowerCase().replace(/\s+/g, "-");
}

/**
 * Post slug from a title (`npm run new-post`): what a post's `slug:` accepts, lowercase letters
 * and digits joined by single hyphens. Accents are dropped ("Café" -> "cafe"), apostrophes
 * joined ("Don't" -> "dont"), "&" read as "and"; "" when nothing of the title is left.
 */
export function postSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['\u2019]/g, "")
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
