/**
 * What the build tells the editor without stopping: content that publishes as it is, but
 * that a search engine or a share card shows worse than it could, or whose typography is the
 * typewriter's (typography.ts). Each warning names the file and the field, like a problem
 * (build/2-content/problems.ts); the build goes on, and `npm run build` prints them after its
 * result, each in full once (build/2-content/told.ts).
 */

import { readFileSync } from "node:fs";
import path from "node:path";
import { AUTHORS_FILE } from "../../src/model/content-files";
import { pageCopyFiles, SERVICES_FILE, SITE_FILE } from "../../src/model/copy";
import { DESCRIPTION_MAX } from "../../src/model/description";
import { type ImageManifest, SHARE_IMAGE_SIZE } from "../../src/model/images";
import type { Content } from "../../src/model/schema";
import { visibleLength } from "../../src/model/visible-text";
import { splitFrontmatter } from "./frontmatter";
import type { Problem } from "./problems";
import { TEMPLATE_MARK } from "./template";
import { copyTypographyWarnings, markdownTypographyWarnings, typographyIssues } from "./typography";

export { DESCRIPTION_MAX };

/** Where the content's files are, for the warnings that name a copy file or an article's line. */
export interface ContentFiles {
  /** Project root: file names in warnings are relative to it. */
  root: string;
  /** The content folder. */
  contentDir: string;
}

/**
 * One warning for each page description longer than DESCRIPTION_MAX: a legal page's, and a
 * post's excerpt where the post has no description of its own (the schema holds that one to the
 * limit); with the images read (`images`: build/3-assets/images.ts), one for each cover
 * smaller than a share preview (coverWarnings); with the content's files (`files`), one for each
 * field or line of visible copy whose typography is the typewriter's (typographyWarnings).
 */
export function contentWarnings(
  content: Pick<Content, "posts" | "unpublished" | "legal"> &
    Partial<Pick<Content, "site" | "services" | "copy" | "authors">>,
  images: ImageManifest = {},
  files?: ContentFiles,
  /** The build's today (YYYY-MM-DD): with it, a post dated more than a year after it is told (farDateWarnings). */
  today?: string,
): Problem[] {
  const cut = `search results show about ${DESCRIPTION_MAX} and cut the rest`;
  const descriptions = [
    // A long excerpt is the card's to keep: a description in its place is the editor's quicker fix.
    ...[...content.posts, ...content.unpublished].flatMap((post) =>
      post.description === undefined
        ? [
            {
              file: post.file,
              field: "excerpt",
              text: post.excerpt,
              fix: (length: number) =>
                `is ${length} characters long and the post has no description: ${cut}. Give the post a description: of ${DESCRIPTION_MAX} characters or fewer (the excerpt stays on its card and in the feed), or shorten the excerpt to ${DESCRIPTION_MAX} or fewer`,
            },
          ]
        : [],
    ),
    ...Object.values(content.legal).map((doc) => ({
      file: doc.file,
      field: "description",
      text: doc.description,
      fix: (length: number) =>
        `is ${length} characters long: ${cut}. Shorten it to ${DESCRIPTION_MAX} or fewer`,
    })),
  ];
  const long = descriptions.flatMap(({ file, field, text, fix }) => {
    // Characters as the page shows them: an emoji or an accented letter is one.
    const length = visibleLength(text);
    return length <= DESCRIPTION_MAX ? [] : [{ file, field, message: fix(length) }];
  });
  return [
    ...long,
    ...(today ? farDateWarnings(content, today) : []),
    ...revisionWarnings(content),
    ...coverWarnings(content, images),
    ...(files ? typographyWarnings(content, files) : []),
  ];
}

/**
 * A post dated more than a year after the build's today: held back so long, it is most likely
 * a slip of the year (2205 for 2025), and would wait unseen but for this warning (and the
 * note that names every post held back: notes.ts).
 */
export function farDateWarnings(content: Pick<Content, "posts" | "unpublished">, today: string): Problem[] {
  // YYYY-MM-DD dates compare as text; a year after February 29th is March 1st's eve, near enough.
  const yearAhead = `${String(Number(today.slice(0, 4)) + 1).padStart(4, "0")}${today.slice(4)}`;
  return [...content.posts, ...content.unpublished].flatMap((post) =>
    post.date > yearAhead
      ? [
          {
            file: post.file,
            field: "date",
            message: `${post.date} is more than a year after today (${today}), so the post stays off the site until then: if the year is a typo, fix it`,
          },
        ]
      : [],
  );
}

/**
 * A post's `updated` on or before its `date` (re-dated after a revision, or a slip): the page
 * shows no revision then, and the editor is told why rather than finding it gone.
 */
export function revisionWarnings(content: Pick<Content, "posts" | "unpublished">): Problem[] {
  return [...content.posts, ...content.unpublished].flatMap((post) =>
    post.updated && post.updated <= post.date
      ? [
          {
            file: post.file,
            field: "updated",
            message: `${post.updated} is not after the post's date, ${post.date}, so the page shows no revision: give the day of a change made after publication, or leave the field out`,
          },
        ]
      : [],
  );
}

/**
 * The typography of every text a visitor reads (typography.ts): the copy files, field by field;
 * the posts' and legal pages' titles, excerpts and descriptions, and their bodies line by line;
 * the authors' roles and bios. Posts held back are checked too, so that a post is right on its day.
 */
export function typographyWarnings(
  content: Pick<Content, "posts" | "unpublished" | "legal"> &
    Partial<Pick<Content, "site" | "services" | "copy" | "authors">>,
  files: ContentFiles,
): Problem[] {
  const rel = (file: string) => path.relative(files.root, path.join(files.contentDir, file));
  const copyFiles: [string, unknown][] = [
    [SITE_FILE, content.site],
    [SERVICES_FILE, content.services],
    ...Object.entries(pageCopyFiles).map(([key, { file }]): [string, unknown] => [
      file,
      content.copy?.[key as keyof typeof pageCopyFiles],
    ]),
  ];
  const copy = copyFiles.flatMap(([file, data]) =>
    data === undefined ? [] : copyTypographyWarnings(rel(file), data),
  );
  const fieldWarnings = (file: string, fields: Record<string, string>, entry?: string): Problem[] =>
    Object.entries(fields).flatMap(([field, text]) => {
      // new-post's guidance is the editor's to replace, and the build refuses it already.
      const issues = text.includes(TEMPLATE_MARK) ? [] : typographyIssues(text);
      const [first] = issues;
      if (!first) return [];
      const more = issues.length > 1 ? ` (and ${issues.length - 1} more in this field)` : "";
      return [{ file, field, ...(entry ? { entry } : {}), message: `${first.message}${more}` }];
    });
  const documents = [
    ...[...content.posts, ...content.unpublished].map((post) => ({
      file: post.file,
      body: post.body,
      fields: {
        title: post.title,
        excerpt: post.excerpt,
        ...(post.description === undefined ? {} : { description: post.description }),
        imageAlt: post.imageAlt ?? "",
      },
    })),
    ...Object.values(content.legal).map((doc) => ({
      file: doc.file,
      body: doc.body,
      fields: { title: doc.title, description: doc.description },
    })),
  ];
  const texts = documents.flatMap(({ file, body, fields }) => {
    const inBody = markdownTypographyWarnings(file, body, 1);
    // The body's first line in the file, read only for a file with something to tell.
    const bodyLine = inBody.length ? bodyLineOf(files.root, file) : 1;
    return [
      ...fieldWarnings(file, fields),
      ...inBody.map((warning) => ({ ...warning, line: (warning.line ?? 1) + bodyLine - 1 })),
    ];
  });
  const authors = (content.authors ?? []).flatMap((author) =>
    fieldWarnings(rel(AUTHORS_FILE), { role: author.role, bio: author.bio }, `"${author.name}"`),
  );
  return [...copy, ...texts, ...authors];
}

/** The line of `file` (relative to `root`) where its markdown body starts; 1 when it cannot be read. */
function bodyLineOf(root: string, file: string): number {
  try {
    return splitFrontmatter(readFileSync(path.resolve(root, file), "utf8"), file).bodyLine;
  } catch {
    return 1;
  }
}

/**
 * A cover is its post's share image: one narrower or lower than SHARE_IMAGE_SIZE is stretched
 * to fill the preview, blurred. Said once per post whose cover the images step read.
 */
export function coverWarnings(
  content: Pick<Content, "posts" | "unpublished">,
  images: ImageManifest,
): Problem[] {
  const { width, height } = SHARE_IMAGE_SIZE;
  return [...content.posts, ...content.unpublished].flatMap((post) => {
    const cover = images[post.image];
    if (!cover || (cover.width >= width && cover.height >= height)) return [];
    return [
      {
        file: post.file,
        field: "image",
        message: `${post.image} is ${cover.width}x${cover.height} pixels: share previews show it blurred; use an image of ${width}x${height} or larger, of that shape`,
      },
    ];
  });
}
