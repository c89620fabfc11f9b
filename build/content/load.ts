/**
 * Reads content/: blog posts (markdown + frontmatter), authors and legal
 * pages. Every problem of every file is collected and reported at once.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { format } from "date-fns";
import fg from "fast-glob";
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
import { fillTokens } from "../../src/content/tokens";
import { splitFrontmatter } from "./frontmatter";
import { ContentError, type Problem, zodProblems } from "./problems";

export interface ContentDirs {
  /** Project root; file names in messages are relative to it. */
  root: string;
  /** Folder holding blog/, authors.json and legal/. */
  contentDir: string;
  /** public/ folder, where images must exist. */
  publicDir: string;
  /** The article files, when the caller has listed them already (postFiles). */
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
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push({ file: rel, message: `is not valid JSON: ${(error as Error).message}` });
    return [];
  }
  const parsed = authorsSchema.safeParse(json);
  if (!parsed.success) {
    problems.push(...zodProblems(rel, parsed.error));
    return [];
  }
  for (const author of parsed.data) {
    if (author.image && !existsSync(path.join(dirs.publicDir, author.image))) {
      problems.push({
        file: rel,
        field: `${author.name}.image`,
        message: `${author.image} is not in public/`,
      });
    }
  }
  return parsed.data.map((author) => ({ ...author, slug: authorSlug(author.name) }));
}

/** The article files, in a stable order: one post each. */
export function postFiles(contentDir: string): string[] {
  return fg.sync("blog/*.md", { cwd: contentDir, absolute: true }).sort();
}

function loadPosts(dirs: ContentDirs, authors: Author[], problems: Problem[]): Post[] {
  const files = dirs.postFiles ?? postFiles(dirs.contentDir);
  const posts: Post[] = [];
  const ids = new Map<string, string>();
  const slugs = new Map<string, string>();
  const authorNames = new Map(authors.map((author) => [author.name, author]));
  for (const file of files) {
    const rel = path.relative(dirs.root, file);
    let split: ReturnType<typeof splitFrontmatter>;
    try {
      split = splitFrontmatter(readFileSync(file, "utf8"), rel);
    } catch (error) {
      problems.push({ file: rel, message: (error as Error).message.replace(`${rel}: `, "") });
      continue;
    }
    const parsed = postFrontmatter.safeParse(split.data ?? {});
    if (!parsed.success) {
      problems.push(...zodProblems(rel, parsed.error));
      continue;
    }
    const data = parsed.data;
    const before = problems.length;
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
    if (!split.body) problems.push({ file: rel, message: "has no body text after the frontmatter" });
    ids.set(data.id, ids.get(data.id) ?? rel);
    slugs.set(data.slug, slugs.get(data.slug) ?? rel);
    if (problems.length > before) continue;
    const words = countWords(split.body);
    posts.push({
      ...data,
      body: split.body,
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
  try {
    const split = splitFrontmatter(readFileSync(file, "utf8"), rel);
    const parsed = legalFrontmatter.safeParse(split.data ?? {});
    if (!parsed.success) {
      problems.push(...zodProblems(rel, parsed.error));
      return undefined;
    }
    return { ...parsed.data, body: fillTokens(split.body, rel), updatedText: dateText(parsed.data.updated) };
  } catch (error) {
    problems.push({ file: rel, message: (error as Error).message.replace(`${rel}: `, "") });
    return undefined;
  }
}

/** Loads and validates all content; throws a ContentError listing every problem. */
export function loadContent(dirs: ContentDirs): Content {
  const problems: Problem[] = [];
  const authors = loadAuthors(dirs, problems);
  const posts = loadPosts(dirs, authors, problems);
  const privacy = loadLegal(dirs, "privacy-policy", problems);
  const terms = loadLegal(dirs, "terms", problems);
  if (problems.length || !privacy || !terms) throw new ContentError(problems);
  return { posts, authors, legal: { privacy, terms } };
}
