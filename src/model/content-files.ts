/**
 * Where each kind of content lives, relative to the content folder (content/) unless said: the loader reads
 * these (build/2-content/), and the browser editor's configuration names the same files
 * (build/5-site-files/admin/cms-config.ts). The copy files are in src/model/copy/index.ts.
 */

/** Where the content lives and where its pictures are, relative to the project's root. */
export const CONTENT_FOLDER = "content";
export const PUBLIC_FOLDER = "public";

/** The folders of public/ that pictures are kept in, by what they show (the browser editor saves there). */
export const IMAGE_FOLDERS = {
  /** Covers and the images of posts' bodies: where `npm run new-post` puts a cover too. */
  posts: "images/blog",
  authors: "images/authors",
  other: "images",
} as const;

/** The posts: one Markdown file each, named <slug>.md. */
export const POSTS_DIR = "blog";

/** The blog's authors: a JSON list of { name, role, bio, image? }. */
export const AUTHORS_FILE = "authors.json";

/** The legal pages, by their name in the content (privacy policy, terms of service): Markdown with frontmatter. */
export const LEGAL_FILES = { privacy: "legal/privacy-policy.md", terms: "legal/terms.md" } as const;

/** Old paths of the site and where they moved, one pair a line (build/2-content/redirects-file.ts). */
export const REDIRECTS_FILE = "redirects.txt";
