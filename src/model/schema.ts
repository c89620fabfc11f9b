/**
 * Content schemas: one per content type, the types derived from them.
 * Cross-file rules (unique slugs, known authors, images that exist)
 * live in build/2-content/ where the files are read.
 */

import * as z from "zod";
import { categories } from "./categories";
import type { Copy, CopyAnchorLink, CopyPostLink, Service, SiteData } from "./copy";
import { DESCRIPTION_MAX } from "./description";
import { didYouMean } from "./did-you-mean";
import { isRasterImage } from "./images";
import { SLUG_MAX } from "./slugs";
import { trimInvisible, visibleLength } from "./visible-text";

/** The code points of a text that shows nothing, as U+XXXX, for the message that says what it holds. */
function codePoints(text: string): string {
  const points = [...new Set(Array.from(text, (char) => char.codePointAt(0) ?? 0))];
  const named = points
    .slice(0, 4)
    .map((point) => `U+${point.toString(16).toUpperCase().padStart(4, "0")}`)
    .join(", ");
  return points.length > 4 ? `${named}, ...` : named;
}

/**
 * A text a reader must see: the one rule of every required text field of the content (a
 * post's title, excerpt and alt text, an author's name, role and bio, a legal page's title
 * and description, every text of the copy). It must hold a visible character (spaces and
 * zero-width characters alone are refused, naming what the field holds), it is kept without
 * the invisible characters at its ends, and `min` and `max` count what is left, `min` its
 * visible characters. The limits stay zod's own checks, which the browser editor reads.
 */
export function requiredText({
  min = 1,
  max,
  tooShort = `must be at least ${min} characters`,
  tooLong = `must be at most ${max} characters`,
  empty = "is empty: write its text",
}: {
  min?: number;
  max?: number;
  tooShort?: string;
  tooLong?: string;
  empty?: string;
} = {}) {
  const text = z
    .string()
    .refine((value) => visibleLength(value) > 0, {
      error: (issue) =>
        issue.input === ""
          ? empty
          : `holds only white space or invisible characters (${codePoints(String(issue.input))}), so the page would show nothing: write its text`,
      abort: true,
    })
    .overwrite(trimInvisible)
    .min(min, tooShort);
  return (max === undefined ? text : text.max(max, tooLong)).refine(
    (value) => visibleLength(value) >= min,
    // Its length passed, but some of what it counted shows nothing (zero-width characters between words).
    {
      error: `${tooShort} (invisible characters do not count)`,
      when: (payload) => payload.issues.length === 0,
    },
  );
}

/**
 * Why a date written YYYY-MM-DD is not a day of the calendar, in words ("the month is 13, and
 * months go 01-12"), or undefined when it is one. A month past 12 whose day could be a month
 * is taken for the two swapped (2026-13-01 for 2026-01-13), and that date is offered.
 */
export function calendarDateProblem(value: string): string | undefined {
  const [year = 0, month = 0, day = 0] = value.split("-").map(Number);
  const daysIn = (m: number) => new Date(Date.UTC(year, m, 0)).getUTCDate();
  if (month < 1 || month > 12) {
    const swapped = `${String(year).padStart(4, "0")}-${String(day).padStart(2, "0")}-${String(month).padStart(2, "0")}`;
    const swap =
      day >= 1 && day <= 12 && month >= 1 && month <= daysIn(day) ? ` Did you mean "${swapped}"?` : "";
    return `the month is ${month}, and months go 01-12 (YYYY-MM-DD: year, month, day).${swap}`;
  }
  if (day < 1 || day > daysIn(month)) {
    const name = new Date(Date.UTC(year, month - 1, 1)).toLocaleString("en-US", {
      month: "long",
      timeZone: "UTC",
    });
    return `the day is ${day}, and ${name} ${year} has ${daysIn(month)} days`;
  }
  return undefined;
}

/** A calendar date written YYYY-MM-DD that exists (no February 30th). */
export const isoDate = z
  .string()
  .meta({ cms: { widget: "date" } })
  // abort: a value not written YYYY-MM-DD gets that one message, not also "not a real date".
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date written YYYY-MM-DD", abort: true })
  .refine((value) => calendarDateProblem(value) === undefined, {
    error: (issue) => `must be a real calendar date: ${calendarDateProblem(String(issue.input))}`,
  });

/** A site path to a file in public/ ("/images/x.jpg"): an image, in the browser editor (/admin/). */
export const sitePath = z
  .string()
  .meta({ cms: { widget: "image" } })
  .regex(/^\/[A-Za-z0-9._/-]+$/, {
    error: "must be a path inside the site starting with / (e.g. /images/blog/x.jpg)",
    abort: true,
  })
  // "/../x" or "/a/./x" would name a file outside public/ (or the same one twice): each folder and file name once, by name.
  .refine(
    (value) =>
      value
        .slice(1)
        .split("/")
        .every((name) => name !== "" && name !== "." && name !== ".."),
    {
      error:
        "must name a file in public/ by its folders from the site's root, without //, . or .. (e.g. /images/blog/x.jpg)",
      abort: true,
    },
  );

/** The shortest description a post may have, as for its excerpt: a few words say nothing under a title. */
const DESCRIPTION_MIN = 50;

/**
 * An author's photo: a JPEG, PNG or WebP of public/, shown as it is (no sizes are made of it).
 * The build reads its header as it reads a cover's, so a file that is not the image its name
 * says stops the build naming the field (build/2-content/image-uses.ts).
 */
const authorPhoto = sitePath.refine(isRasterImage, {
  error: "must be a JPEG, PNG or WebP image (.jpg, .jpeg, .png or .webp), which every browser shows",
});

/**
 * A post's frontmatter. The slug is the post's one identifier: a post has no numbered id to
 * keep unique by hand (nothing public ever carried it), and no author role (the role comes
 * from content/authors.json, so the author box and the structured data name the same one).
 * Strict: a field not listed here, or one of those two still written, is reported as unknown.
 */
export const postFrontmatter = z.strictObject({
  /** The file is named <slug>.md. */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens")
    .max(
      SLUG_MAX,
      `must be at most ${SLUG_MAX} characters: it names the post's file, its page and its images, and a file name holds at most 255 bytes`,
    )
    .describe(
      "The post's address: /blog/ and the slug, e.g. /blog/why-erasure-certificates-matter. Lowercase words joined by hyphens, different for every post.",
    ),
  title: requiredText({ min: 10, max: 120 }),
  excerpt: requiredText({ min: 50, max: 300 }).describe(
    "A short summary, shown on the post's card and in the feed, and by search engines under its title when the post has no description. 50 to 300 characters; search engines show about 160.",
  ),
  /**
   * What search engines and share previews show under the title, in place of the excerpt. Its
   * length is counted as a reader counts it (src/model/description.ts), which zod's max and the
   * editor's maxlength do not (an emoji is two of theirs): checked here, the editor told as a hint.
   */
  description: requiredText()
    .refine((value) => visibleLength(value) >= DESCRIPTION_MIN, {
      error: (issue) =>
        `must be at least ${DESCRIPTION_MIN} characters (it has ${visibleLength(String(issue.input))}): a sentence or two on what the reader will learn`,
      abort: true,
    })
    .refine((value) => visibleLength(value) <= DESCRIPTION_MAX, {
      error: (issue) =>
        `must be at most ${DESCRIPTION_MAX} characters (it has ${visibleLength(String(issue.input))}): search results show about ${DESCRIPTION_MAX} and cut the rest`,
    })
    .meta({ cms: { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX } })
    .describe(
      `What search engines show under the post's title, and share previews under theirs, in place of the excerpt: ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters. Give one when the excerpt is longer than ${DESCRIPTION_MAX}, which search results would cut.`,
    )
    .optional(),
  category: z.enum(categories, {
    error: (issue) => {
      const guess = typeof issue.input === "string" ? didYouMean(issue.input, categories) : "";
      return `must be one of ${categories.join(", ")}${guess && `.${guess}`}`;
    },
  }),
  /** A name of content/authors.json. */
  author: requiredText({ min: 2 })
    .meta({ cms: { relation: "authors" } })
    .describe("Who wrote the post, chosen from the authors. Their role, photo and bio are shown with it."),
  authorImage: authorPhoto
    .describe(
      "A photo of the author for this post only, in place of the one in the authors list. Without either, the author's initials are shown.",
    )
    .optional(),
  /** A post dated after the build's today waits for that day (build/2-content/publication.ts). */
  date: isoDate.describe(
    "The publication date. A post dated in the future stays off the site until that day.",
  ),
  /** The share image as it is; on the site as AVIF and WebP at the layout's widths (the build makes them). */
  image: sitePath
    .refine(isRasterImage, {
      error:
        "must be a JPEG, PNG or WebP image (.jpg, .jpeg, .png or .webp): the build makes its AVIF and WebP sizes",
    })
    .describe(
      "The cover picture: a JPEG, PNG or WebP, 1200x630 pixels or larger in that shape. Shown on the post, its card, and when the post is shared.",
    ),
  imageAlt: requiredText({
    min: 5,
    tooShort: "must say in words what the cover shows (5 characters or more), for readers who cannot see it",
  }).describe(
    "What the cover shows, in words, for readers who cannot see it. Used on the post's page and when the post is shared.",
  ),
  /** A real revision after publication: shown beside the date, and the article's dateModified. */
  updated: isoDate
    .describe(
      "The date of the article's last real revision (a standard it names changed, a fact was corrected), shown as Updated beside its date. Leave it out until the article is revised; one on or before the publication date is not shown.",
    )
    .optional(),
  /** `npm run dev` shows a draft, with a banner. */
  draft: z
    .boolean({ error: "must be true or false (no quotes)" })
    .describe("On: the post stays off the site while it is being written. Off: it is published on its date.")
    .optional(),
});
export type PostFrontmatter = z.output<typeof postFrontmatter>;

export const authorSchema = z.strictObject({
  name: requiredText({ min: 2 }).describe(
    "The author's full name, shown with their posts. Posts name their author by it, so a changed name must be changed in them too.",
  ),
  role: requiredText({ min: 2 }).describe(
    "The author's job title, shown with their name on their posts and their author page.",
  ),
  bio: requiredText({ min: 20 }).describe(
    "A few sentences about the author, shown after each of their posts and on their author page.",
  ),
  image: authorPhoto
    .describe(
      "The author's photo, shown with their posts and on their author page. Without one, their initials are shown.",
    )
    .optional(),
});
export const authorsSchema = z.array(authorSchema);
export type AuthorData = z.output<typeof authorSchema>;

export const legalFrontmatter = z.strictObject({
  title: requiredText({ min: 3 }),
  description: requiredText({ min: 50, max: 200 }).describe(
    "What search engines show under the page's title. 50 to 200 characters.",
  ),
  updated: isoDate.describe("The date of the last change, shown as Last updated under the page's title."),
});
export type LegalFrontmatter = z.output<typeof legalFrontmatter>;

/**
 * Whether a post is out: "published" (not a draft, dated on or before the build's today),
 * "draft" (draft: true) or "scheduled" (dated after today). Only `npm run dev` renders the other two.
 */
export type Publication = "published" | "draft" | "scheduled";

/** An image content shows, and where: a post's cover (its field) or an image in a body (its line). */
export interface ImageUse {
  /** The site path of its file in public/ ("/images/blog/x.jpg"). */
  src: string;
  /** The content file, relative to the project root. */
  file: string;
  line?: number;
  field?: string;
}

/** A post as pages see it: frontmatter plus what the build derives. */
export interface Post extends PostFrontmatter {
  publication: Publication;
  /** Markdown body. */
  body: string;
  /** The body rendered to HTML (src/model/markdown.ts), once, when the content loads. */
  html: string;
  /** The images of the body, in order. */
  bodyImages: ImageUse[];
  /** Repository-relative file it came from, for error messages. */
  file: string;
  words: number;
  /** "N min", from the word count at 230 words a minute. */
  readTime: string;
  /** Display date, e.g. "June 8, 2025". */
  dateText: string;
  /** The display date of `updated`, when the post has one after its date (else it is not shown). */
  updatedText?: string;
  authorSlug: string;
  categorySlug: string;
}

/**
 * The day a post last changed for its readers: its `updated`, when after its date (the page
 * shows that revision then), else its date. Its structured data's dateModified, its sitemap lastmod.
 */
export function lastModified(post: Pick<Post, "date" | "updated">): string {
  return post.updated && post.updated > post.date ? post.updated : post.date;
}

export interface Author extends AuthorData {
  slug: string;
}

export interface LegalDoc extends LegalFrontmatter {
  body: string;
  /** The body rendered to HTML (src/model/markdown.ts), once, when the content loads. */
  html: string;
  /** The body's h2 headings in order, with their ids: the page's table of contents. */
  sections: { id: string; text: string }[];
  /** The images of the body, in order. */
  bodyImages: ImageUse[];
  /** Repository-relative file it came from, for error messages. */
  file: string;
  updatedText: string;
}

export interface Content {
  /** The site's constants (content/site.yaml): brand, phone, e-mail, address, navigation. */
  site: SiteData;
  /** The five services (content/services.yaml), in the order pages list them. */
  services: readonly Service[];
  /** Every page's words (content/pages/*.yaml), tokens filled. */
  copy: Copy;
  /** The copy's links to posts, where each is written (checked against the posts a build publishes). */
  copyPostLinks: readonly CopyPostLink[];
  /** The copy's links to a place on a page (anchor, hash), where each is written: a dead one's message names it. */
  copyAnchorLinks: readonly CopyAnchorLink[];
  /** The posts this build publishes, newest first: every list, feed and route reads these. */
  posts: Post[];
  /** Drafts and scheduled posts held back from this build: no page, no card; a link to one stops the build. */
  unpublished: Post[];
  authors: Author[];
  legal: { privacy: LegalDoc; terms: LegalDoc };
}
