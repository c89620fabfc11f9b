/**
 * Reads content/: blog posts (markdown + frontmatter), authors and legal
 * pages. Every problem of every file is collected and reported at once.
 * Every file in content/blog/ is a post: one that is not named <slug>.md is
 * reported, never skipped, so no article goes missing without a word.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { format } from "date-fns";
import fg from "fast-glob";
import { services } from "../../content/services";
import { countWords, readTimeText } from "../../src/content/read-time";
import {
  type Author,
  authorsSchema,
  type Content,
  type LegalDoc,
  legalFrontmatter,
  type Post,
  postFrontmatter,
} from "../../src/content/schema";
import { authorSlug, categorySlug } from "../../src/content/slugs";
import { splitFrontmatter } from "./frontmatter";
import { ContentError, type Problem, parseFields } from "./problems";
import { checkedBody, withFilledFields } from "./text";

export interface ContentDirs {
  /** Project root; file names in messages are relative to it. */
  root: string;
  /** Folder holding blog/, authors.json and legal/. */
  contentDir: string;
  /** public/ folder, where images must exist. */
  publicDir: string;
  /** The files of blog/, when the caller has listed them already (postFiles). */
  postFiles?: string[];
}

export function dateText(iso: string): string {
  return format(new Date(`${iso}T12:00:00`), "MMMM d, yyyy");
}

function loadAuthors(dirs: ContentDirs, problems: Problem[]): Author[] {
  const file = path.join(dirs.contentDir, "authors.json");
  const rel = path.relative(dirs.root, file);
  if (!existsSync(file)) {
    problems.push({
      file: rel,
      message: "is missing: it lists the blog authors (name, role, bio, optional image)",
    });
    return [];
  }
  let json: unknown;
  try {
    // A byte order mark is invisible in an editor and not JSON: drop it, as in markdown files.
    json = JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
  } catch (error) {
    problems.push({ file: rel, message: `is not valid JSON: ${(error as Error).message}` });
    return [];
  }
  const parsed = parseFields(authorsSchema, json, rel, problems);
  if (!parsed) return [];
  for (const author of parsed) {
    if (author.image && !existsSync(path.join(dirs.publicDir, author.image))) {
      problems.push({
        file: rel,
        field: `${author.name}.image`,
        message: `${author.image} is not in public/`,
      });
    }
  }
  return parsed.map((author) => ({ ...author, slug: authorSlug(author.name) }));
}

/**
 * The files of blog/, in a stable order: one post each. Hidden files (.DS_Store,
 * .gitkeep) are not posts; anything else is, and loadPosts checks its name.
 */
export function postFiles(contentDir: string): string[] {
  return fg.sync("blog/*", { cwd: contentDir, absolute: true }).sort();
}

/** Frontmatter fields that visitors read, and so may hold {{tokens}}. */
const POST_TEXT_FIELDS = ["title", "excerpt"] as const;
const LEGAL_TEXT_FIELDS = ["title", "description"] as const;

/** Why a file in blog/ cannot be read as a post from its name, or undefined when it can. */
function misnamedPost(file: string): string | undefined {
  const extension = path.extname(file);
  if (extension === ".md") return undefined;
  const stem = path.basename(file, extension);
  if (extension.toLowerCase() === ".md")
    return `the extension "${extension}" must be lowercase: rename the file to ${stem}.md`;
  return `is not a post: every file in content/blog/ must be a <slug>.md post; rename it to ${stem}.md if it is one, or move it out of content/blog/`;
}

function loadPosts(dirs: ContentDirs, authors: Author[], problems: Problem[]): Post[] {
  const files = dirs.postFiles ?? postFiles(dirs.contentDir);
  const posts: Post[] = [];
  const ids = new Map<string, string>();
  const slugs = new Map<string, string>();
  const authorNames = new Map(authors.map((author) => [author.name, author]));
  for (const file of files) {
    const rel = path.relative(dirs.root, file);
    const misnamed = misnamedPost(file);
    if (misnamed) {
      problems.push({ file: rel, message: misnamed });
      continue;
    }
    let split: ReturnType<typeof splitFrontmatter>;
    try {
      split = splitFrontmatter(readFileSync(file, "utf8"), rel);
    } catch (error) {
      problems.push({ file: rel, message: (error as Error).message.replace(`${rel}: `, "") });
      continue;
    }
    const before = problems.length;
    const body = checkedBody(split.body, split.bodyLine, rel, problems);
    const fields = withFilledFields(split.data ?? {}, POST_TEXT_FIELDS, rel, problems);
    const data = parseFields(postFrontmatter, fields, rel, problems);
    if (!data) continue;
    const seenId = ids.get(data.id);
    if (seenId)
      problems.push({ file: rel, field: "id", message: `"${data.id}" is already used by ${seenId}` });
    const seenSlug = slugs.get(data.slug);
    if (seenSlug)
      problems.push({ file: rel, field: "slug", message: `"${data.slug}" is already used by ${seenSlug}` });
    const expected = path.basename(file, ".md");
    if (data.slug !== expected) {
      problems.push({
        file: rel,
        field: "slug",
        message: `"${data.slug}" must match the file name "${expected}"`,
      });
    }
    if (!authorNames.has(data.author)) {
      problems.push({
        file: rel,
        field: "author",
        message: `"${data.author}" is not in content/authors.json (known: ${[...authorNames.keys()].join(", ")})`,
      });
    }
    for (const field of ["image", "authorImage"] as const) {
      const value = data[field];
      if (value && !existsSync(path.join(dirs.publicDir, value))) {
        problems.push({
          file: rel,
          field,
          message: `${value} is not in public/: add the file or fix the path`,
        });
      }
    }
    if (!body) problems.push({ file: rel, message: "has no body text after the frontmatter" });
    ids.set(data.id, ids.get(data.id) ?? rel);
    slugs.set(data.slug, slugs.get(data.slug) ?? rel);
    if (problems.length > before) continue;
    // The filled body is the one every reader of the post sees: page, read time, word count.
    const words = countWords(body);
    posts.push({
      ...data,
      body,
      file: rel,
      words,
      readTime: readTimeText(words),
      dateText: dateText(data.date),
      authorSlug: authorSlug(data.author),
      categorySlug: categorySlug(data.category),
    });
  }
  // Newest first; the id breaks ties so the order never depends on the file system.
  return posts.sort((a, b) => b.date.localeCompare(a.date) || Number(a.id) - Number(b.id));
}

function loadLegal(dirs: ContentDirs, name: string, problems: Problem[]): LegalDoc | undefined {
  const file = path.join(dirs.contentDir, "legal", `${name}.md`);
  const rel = path.relative(dirs.root, file);
  if (!existsSync(file)) {
    problems.push({ file: rel, message: "is missing" });
    return undefined;
  }
  let split: ReturnType<typeof splitFrontmatter>;
  try {
    split = splitFrontmatter(readFileSync(file, "utf8"), rel);
  } catch (error) {
    problems.push({ file: rel, message: (error as Error).message.replace(`${rel}: `, "") });
    return undefined;
  }
  const before = problems.length;
  const body = checkedBody(split.body, split.bodyLine, rel, problems);
  const fields = withFilledFields(split.data ?? {}, LEGAL_TEXT_FIELDS, rel, problems);
  const data = parseFields(legalFrontmatter, fields, rel, problems);
  if (!data || problems.length > before) return undefined;
  return { ...data, body, updatedText: dateText(data.updated) };
}

/** Loads and validates all content; throws a ContentError listing every problem. */
export function loadContent(dirs: ContentDirs): Content {
  const problems: Problem[] = [];
  const authors = loadAuthors(dirs, problems);
  const posts = loadPosts(dirs, authors, problems);
  const privacy = loadLegal(dirs, "privacy-policy", problems);
  const terms = loadLegal(dirs, "terms", problems);
  if (problems.length || !privacy || !terms) throw new ContentError(problems);
  return { services, posts, authors, legal: { privacy, terms } };
}
