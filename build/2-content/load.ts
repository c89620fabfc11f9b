/**
 * Reads content/: blog posts (markdown + frontmatter), authors and legal
 * pages, and through copy.ts the copy files (site.yaml, services.yaml,
 * pages/*.yaml), whose constants make the tokens. Every problem of every file is collected and reported at once: a
 * file's references (its author, its images, its slug against the other
 * posts) are checked on the raw fields even when its schema failed,
 * so one build shows all of them and the next one no new ones.
 * Every file in content/blog/ is a post: one that is not named <slug>.md is
 * reported, never skipped, so no article goes missing without a word; so is one in a folder
 * of content/blog/, which no post may be in.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { format } from "date-fns/format";
import { AUTHORS_FILE, LEGAL_FILES, POSTS_DIR } from "../../src/model/content-files";
import { didYouMean } from "../../src/model/did-you-mean";
import { countWords, readTimeText } from "../../src/model/read-time";
import {
  type Author,
  authorsSchema,
  type Content,
  type ImageUse,
  type LegalDoc,
  legalFrontmatter,
  type Post,
  type PostFrontmatter,
  postFrontmatter,
} from "../../src/model/schema";
import { authorNameRefusal, authorSlug, categorySlug } from "../../src/model/slugs";
import type { Tokens } from "../../src/model/tokens";
import { ADMIN_DIR, paths } from "../../src/paths";
import { loadConfig } from "../1-config/config";
import { ContentInvalid, SiteBuildError } from "../errors";
import { readContentFile } from "./content-file";
import { copyPostLinkProblems, readCopy } from "./copy";
import { type SplitFile, splitFrontmatter } from "./frontmatter";
import { jsonFieldLines, jsonSyntaxError, lineAndColumn } from "./json-file";
import { withoutLoneSurrogates } from "./lone-surrogates";
import { type Problem, parseFields, shown } from "./problems";
import { notInPublic } from "./public-file";
import { publicationOf, splitByPublication } from "./publication";
import { templateLeftovers } from "./template";
import { type CheckedMarkdown, checkedMarkdown, filledBody, withFilledFields } from "./text";

export interface ContentDirs {
  /** Project root; file names in messages are relative to it. */
  root: string;
  /** Folder holding blog/, authors.json and legal/. */
  contentDir: string;
  /** public/ folder, where images must exist. */
  publicDir: string;
  /** The files of blog/, when the caller has listed them already (postFiles). */
  postFiles?: string[];
  /** The build's today (YYYY-MM-DD); by default the configuration's (SITE_TODAY, else today in New York). */
  today?: string;
  /** Keep drafts and scheduled posts among the posts (`npm run dev`). */
  showUnpublished?: boolean;
  /**
   * When a post's markdown is read (lexed, its link URLs checked, rendered): "now", as the
   * build does, or "on-demand", the dev server's start: a post whose markdown was not read yet
   * is loaded without it, reads it the first time its page asks for its HTML (readMarkdown), and
   * has its problems told by the next load with "now". Legal pages are always read now.
   */
  markdown?: "now" | "on-demand";
  /**
   * Kept between loads by the dev server: what each post file says on its own, and which
   * public files exist. The dev server deletes the entry of a post file that changed, and
   * the existence checks when public/ changes; the build passes none and reads every file.
   */
  cache?: ContentCache;
}

export interface ContentCache {
  posts: Map<string, ReadPost>;
  exists: Map<string, boolean>;
  /** The tokens the cached posts were filled with: an edit of site.yaml or services.yaml reads them again. */
  tokens?: string;
}

export function contentCache(): ContentCache {
  return { posts: new Map(), exists: new Map() };
}

export function dateText(iso: string): string {
  return format(new Date(`${iso}T12:00:00`), "MMMM d, yyyy");
}

interface LoadedAuthors {
  authors: Author[];
  /** Names posts may give as author; undefined when authors.json could not be read at all. */
  names?: string[];
}

function loadAuthors(dirs: ContentDirs, problems: Problem[]): LoadedAuthors {
  const file = path.join(dirs.contentDir, AUTHORS_FILE);
  const rel = path.relative(dirs.root, file);
  if (!existsSync(file)) {
    problems.push({
      file: rel,
      message: "is missing: it lists the blog authors (name, role, bio, optional image)",
    });
    return { authors: [] };
  }
  let json: unknown;
  const read = readContentFile(file);
  if (read.problem !== undefined) {
    problems.push({ file: rel, message: read.problem });
    return { authors: [] };
  }
  // A byte order mark is invisible in an editor and not JSON: drop it, as in markdown files.
  const text = read.text.replace(/^\uFEFF/, "");
  try {
    // Without lone surrogates (a "\uD800" escape), in every text and field name: lone-surrogates.ts.
    json = withoutLoneSurrogates(JSON.parse(text));
  } catch (error) {
    problems.push(jsonProblem(rel, text, error as Error));
    return { authors: [] };
  }
  const start = problems.length;
  const lineOf = jsonFieldLines(text);
  const parsed = parseFields(authorsSchema, json, rel, problems, lineOf);
  // Not a list: nothing to check, and no names to check the posts' authors against.
  if (!Array.isArray(json)) return { authors: [] };
  const broken = brokenFields(problems, start);
  // Checked on the raw entries, so that a schema problem does not hide a missing photo.
  const entries = json.map(asRecord);
  for (const [index, author] of entries.entries()) {
    const image = textField(author, "image", broken, `${index}.`);
    if (image && !existsSync(path.join(dirs.publicDir, image))) {
      problems.push({
        file: rel,
        line: lineOf([index, "image"]),
        field: `${index}.image`,
        message: notInPublic(dirs.publicDir, image),
      });
    }
  }
  namedByAuthor(problems.slice(start), entries);
  const names = entries.flatMap((author) => textField(author, "name") ?? []);
  checkAuthorSlugs(names, rel, text, problems);
  if (!parsed) return { authors: [], names };
  return { authors: parsed.map((author) => ({ ...author, slug: authorSlug(author.name) })), names };
}

/** A JSON file that does not parse: the line, the column and the likely cause, where the scan finds them. */
function jsonProblem(rel: string, text: string, error: Error): Problem {
  const broken = jsonSyntaxError(text);
  if (!broken) return { file: rel, message: `is not valid JSON: ${error.message}` };
  const { line, column } = lineAndColumn(text, broken.offset);
  return { file: rel, line, message: `is not valid JSON (column ${column}): ${broken.cause}` };
}

/**
 * A problem of an author's field names the author as the editor knows them, by name ("role" of
 * "Jane Doe"), not by the index zod gives ("5.role"); an entry without a name, by its place.
 */
function namedByAuthor(problems: readonly Problem[], entries: readonly Record<string, unknown>[]): void {
  for (const problem of problems) {
    const match = /^(\d+)(?:\.(.+))?$/.exec(problem.field ?? "");
    if (!match) continue;
    const index = Number(match[1]);
    const name = textField(entries[index] ?? {}, "name");
    problem.field = match[2];
    problem.entry = name ? JSON.stringify(name) : `the ${ordinal(index + 1)} author`;
  }
}

/** 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, ... 21st. */
function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/**
 * Each author's page is /blog/author/{slug}: a slug must be one folder inside the output,
 * and two names must not make the same one (one page would hide the other's articles).
 */
function checkAuthorSlugs(names: readonly string[], rel: string, text: string, problems: Problem[]): void {
  const owners = new Map<string, string>();
  const lines = text.split("\n");
  let from = 0;
  for (const name of names) {
    const slug = authorSlug(name);
    // The names come in the file's order: each is looked for below the one before.
    const found = lines.findIndex(
      (line, i) => i >= from && /"name"\s*:/.test(line) && line.includes(JSON.stringify(name)),
    );
    const line = found === -1 ? undefined : found + 1;
    if (found !== -1) from = found + 1;
    const unsafe = authorNameRefusal(name);
    if (unsafe) problems.push({ file: rel, line, field: "name", message: `"${shown(name)}" ${unsafe}` });
    const owner = owners.get(slug);
    if (owner !== undefined && !unsafe)
      problems.push({
        file: rel,
        line,
        field: "name",
        message: `"${name}" makes the slug "${slug}", as "${owner}" does, and each author has a page of their own at /blog/author/{slug}: write each author once, or tell the names apart`,
      });
    if (owner === undefined) owners.set(slug, name);
  }
}

/** A parsed YAML or JSON value as a record of fields ({} when it is not a group of fields). */
function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The fields (as problem paths) that the problems added since `start` are about. */
function brokenFields(problems: Problem[], start: number): Set<string> {
  return new Set(problems.slice(start).flatMap((problem) => problem.field ?? []));
}

/** A text field's raw value, unless it is not text or broke its own rules (then its problem is told already). */
function textField(
  fields: Record<string, unknown>,
  name: string,
  broken: ReadonlySet<string> = new Set(),
  prefix = "",
): string | undefined {
  const value = fields[name];
  return typeof value === "string" && !broken.has(`${prefix}${name}`) ? value : undefined;
}

/**
 * The files of blog/ and of the folders in it, in a stable order: one post each. Hidden files
 * and folders (.DS_Store, .gitkeep, .obsidian/) are not posts; anything else is, and loadPosts
 * checks its name and place (a post in a folder of blog/ is refused by name, never skipped).
 * A symbolic link is read as what it leads to, as a glob would; one to a folder is listed
 * (loadPosts tells it), never followed.
 */
export function postFiles(contentDir: string): string[] {
  const dir = path.join(contentDir, POSTS_DIR);
  const stats = statSync(dir, { throwIfNoEntry: false });
  if (!stats) return [];
  // A file where the folder belongs is listed as it is: loadPosts tells it (misnamedPost).
  return stats.isDirectory() ? filesIn(dir).sort() : [dir];
}

/** The files of `dir` and its folders, but the hidden ones; links as they are (postFiles). */
function filesIn(dir: string): string[] {
  // readdir, not a glob: at thousands of posts fast-glob's matching cost more than reading the files' names.
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesIn(file);
    // A socket or a pipe is no post (reading a pipe would wait for ever).
    return entry.isFile() || entry.isSymbolicLink() ? [file] : [];
  });
}

/** Frontmatter fields that visitors read, and so may hold {{tokens}}. */
const POST_TEXT_FIELDS = ["title", "excerpt", "description", "imageAlt"] as const;
const LEGAL_TEXT_FIELDS = ["title", "description"] as const;

/**
 * Why a file of blog/ (`blogDir`) cannot be read as a post from its name and place, or
 * undefined when it can. A post in a folder of blog/ is refused: its page would be
 * /blog/<slug> whatever the folder (two folders could hold one slug), and the browser editor
 * (/admin/) lists and writes only the files of blog/ itself, so it would never see it.
 */
function misnamedPost(file: string, blogDir: string, root: string): string | undefined {
  if (file === blogDir)
    return "is a file, where the build reads the folder of posts: move the file out of the way and keep the posts in this folder, one <slug>.md each";
  const folder = path.dirname(file);
  if (folder !== blogDir) {
    const rel = (name: string) => path.relative(root, name);
    const flat = path.join(blogDir, path.basename(file));
    const taken = existsSync(flat) ? `, under another name: ${rel(flat)} is there already` : "";
    return `is in the folder ${rel(folder)}/, and posts are read from ${rel(blogDir)}/ itself: a post's page is ${paths["blog-post"]({ slug: "<slug>" })} whatever its folder, and the browser editor (/${ADMIN_DIR}/) sees only the files of ${rel(blogDir)}/. Move it to ${rel(flat)}${taken}`;
  }
  const extension = path.extname(file);
  if (extension === ".md") return undefined;
  const stem = path.basename(file, extension);
  if (extension.toLowerCase() === ".md")
    return `the extension "${extension}" must be lowercase: rename the file to ${stem}.md`;
  return `is not a post: every file in content/blog/ must be a <slug>.md post; rename it to ${stem}.md if it is one, or move it out of content/blog/`;
}

/** Splits a file, or adds the problem (no frontmatter, YAML that does not parse) and returns undefined. */
function splitFile(file: string, rel: string, problems: Problem[]): SplitFile | undefined {
  const read = readContentFile(file);
  if (read.problem !== undefined) {
    problems.push({ file: rel, message: read.problem });
    return undefined;
  }
  try {
    return splitFrontmatter(read.text, rel);
  } catch (error) {
    if (!(error instanceof SiteBuildError)) throw error;
    problems.push({ file: rel, line: error.location?.line, message: error.text });
    return undefined;
  }
}

/** What a post file says on its own, before the checks against other files. */
export interface ReadPost {
  /** The file, relative to the project root, as problems name it. */
  file: string;
  /** Its own problems but its markdown's: frontmatter, fields, tokens. */
  problems: Problem[];
  /** False when it has no readable frontmatter (the one problem then), and nothing else can be checked. */
  split: boolean;
  /** The body, tokens filled. */
  body: string;
  /** The file's line the body starts on. */
  bodyLine: number;
  /** The body read as markdown, once (readMarkdown); undefined until then. */
  markdown?: ReadMarkdown;
  data?: PostFrontmatter;
  /** The frontmatter as written (tokens filled), for the checks that tolerate a failed schema. */
  raw: Record<string, unknown>;
  /** The file's line of each frontmatter field, by name. */
  fieldLines: ReadonlyMap<string, number>;
  /** Fields that broke their own rules. */
  broken: Set<string>;
}

/** A post's body read as markdown. */
export interface ReadMarkdown extends CheckedMarkdown {
  /** The refused link URLs and images. */
  problems: Problem[];
  words: number;
}

/** Reads one post file on its own, but for its markdown (readMarkdown). */
function readPost(file: string, rel: string, tokens: Tokens): ReadPost {
  const problems: Problem[] = [];
  const parts = splitFile(file, rel, problems);
  if (!parts)
    return {
      file: rel,
      problems,
      split: false,
      body: "",
      bodyLine: 1,
      raw: {},
      broken: new Set(),
      fieldLines: new Map(),
    };
  const body = filledBody(parts.body, parts.bodyLine, rel, problems, tokens);
  const fields = withFilledFields(parts.data ?? {}, POST_TEXT_FIELDS, rel, problems, tokens);
  const schemaStart = problems.length;
  const data = parseFields(postFrontmatter, fields, rel, problems, ([field]) =>
    parts.fieldLines.get(String(field)),
  );
  // References are checked on the raw fields whether or not the schema passed; a field
  // that broke its own rules is left out, its problem is told already.
  const broken = brokenFields(problems, schemaStart);
  problems.push(...templateLeftovers(asRecord(fields), body, parts.bodyLine, rel));
  atFieldLines(problems, parts.fieldLines);
  return {
    file: rel,
    problems,
    split: true,
    body,
    bodyLine: parts.bodyLine,
    data,
    raw: asRecord(fields),
    broken,
    fieldLines: parts.fieldLines,
  };
}

/** Gives each problem that names a field and no line the line of that field in the file. */
function atFieldLines(problems: readonly Problem[], lines: ReadonlyMap<string, number>): void {
  for (const problem of problems)
    if (problem.line === undefined && problem.field)
      problem.line = lines.get(problem.field.split(".")[0] ?? "");
}

/**
 * A read post's body as markdown, the first time it is asked for: lexed, its link URLs
 * checked, rendered, and its words counted. The filled body is the one every reader of the
 * post sees: page, read time, word count.
 */
export function readMarkdown(read: ReadPost): ReadMarkdown {
  if (!read.markdown) {
    const problems: Problem[] = [];
    const checked = read.split
      ? checkedMarkdown(read.body, read.bodyLine, read.file, problems)
      : { html: "", headings: [], images: [] };
    read.markdown = { ...checked, problems, words: countWords(read.body) };
  }
  return read.markdown;
}

/** A post's HTML, read when its page first asks for it ("on-demand"); a refused link URL stops that page as it would the build. */
function htmlOnDemand(read: ReadPost): string {
  const { html, problems } = readMarkdown(read);
  if (html === undefined) throw new SiteBuildError(ContentInvalid, { problems });
  return html;
}

function loadPosts(
  dirs: ContentDirs,
  today: string,
  authorNames: string[] | undefined,
  problems: Problem[],
  tokens: Tokens,
): Post[] {
  const files = dirs.postFiles ?? postFiles(dirs.contentDir);
  const blogDir = path.join(dirs.contentDir, POSTS_DIR);
  const tokensText = JSON.stringify(tokens);
  if (dirs.cache && dirs.cache.tokens !== tokensText) {
    dirs.cache.posts.clear();
    dirs.cache.tokens = tokensText;
  }
  const posts: Post[] = [];
  const checks: PostChecks = {
    publicDir: dirs.publicDir,
    slugs: new Map<string, string>(),
    authorNames,
    knownAuthors: new Set(authorNames),
    // Which public files exist, asked once per path (the authors' photos recur on every post).
    exists: dirs.cache?.exists ?? new Map<string, boolean>(),
  };
  for (const file of files) {
    const rel = path.relative(dirs.root, file);
    const misnamed = misnamedPost(file, blogDir, dirs.root);
    if (misnamed) {
      problems.push({ file: rel, message: misnamed });
      continue;
    }
    const read = dirs.cache?.posts.get(file) ?? readPost(file, rel, tokens);
    dirs.cache?.posts.set(file, read);
    // A body with an image is read now even on demand: its files are checked, and made, with the content's.
    const markdown =
      dirs.markdown === "on-demand" && !read.body.includes("![") ? read.markdown : readMarkdown(read);
    const before = problems.length;
    problems.push(...read.problems, ...(markdown?.problems ?? []));
    if (!read.split) continue;
    const checked = problems.length;
    checkPost(file, rel, read, markdown, checks, problems);
    atFieldLines(problems.slice(checked), read.fieldLines);
    if (!read.data || problems.length > before) continue;
    posts.push(madePost(read, read.data, markdown, rel, today));
  }
  // Newest first; the slug breaks ties so the order never depends on the file system.
  // ISO dates and slugs compare as plain strings (localeCompare would ask the locale, and is slow).
  return posts.sort((a, b) =>
    a.date < b.date ? 1 : a.date > b.date ? -1 : a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0,
  );
}

/** What a post is checked against beyond its own fields: the slugs before it, the authors, public/. */
interface PostChecks {
  publicDir: string;
  /** The file (relative) that first used each slug. */
  slugs: Map<string, string>;
  authorNames: string[] | undefined;
  knownAuthors: ReadonlySet<string>;
  exists: Map<string, boolean>;
}

/**
 * The problems of a post beyond its schema: a slug used before or not its file's name, an
 * author not in authors.json, an image not in public/, no body.
 */
function checkPost(
  file: string,
  rel: string,
  read: ReadPost,
  markdown: ReadMarkdown | undefined,
  checks: PostChecks,
  problems: Problem[],
): void {
  const { body, broken, raw } = read;
  const { slugs, authorNames, exists } = checks;
  const slug = textField(raw, "slug", broken);
  const author = textField(raw, "author", broken);
  const seenSlug = slug === undefined ? undefined : slugs.get(slug);
  if (seenSlug)
    problems.push({ file: rel, field: "slug", message: `"${slug}" is already used by ${seenSlug}` });
  const expected = path.basename(file, ".md");
  if (slug !== undefined && slug !== expected) {
    problems.push({
      file: rel,
      field: "slug",
      message: `"${slug}" must match the file name "${expected}"`,
    });
  }
  if (author !== undefined && authorNames && !checks.knownAuthors.has(author)) {
    const guess = didYouMean(author, authorNames);
    problems.push({
      file: rel,
      field: "author",
      message: `"${author}" is not in content/authors.json (known: ${authorNames.join(", ")})${guess && `.${guess}`}`,
    });
  }
  for (const field of ["image", "authorImage"] as const) {
    const value = textField(raw, field, broken);
    if (value && !inPublic(checks.publicDir, value, exists)) {
      problems.push({
        file: rel,
        field,
        message: notInPublic(checks.publicDir, value),
      });
    }
  }
  checkImagesExist(markdown?.images ?? [], checks.publicDir, exists, problems);
  if (!body) problems.push({ file: rel, message: "has no body text after the frontmatter" });
  if (slug !== undefined) slugs.set(slug, slugs.get(slug) ?? rel);
}

/**
 * The post of a read whose fields passed. The same read and the same today make the same post:
 * the dev server reloads its content after every edit, and builds each unchanged post only once.
 */
function madePost(
  read: ReadPost,
  data: PostFrontmatter,
  markdown: ReadMarkdown | undefined,
  rel: string,
  today: string,
): Post {
  let made = madePosts.get(read);
  if (made?.post.file !== rel || made.today !== today) {
    const post: Post = {
      ...data,
      body: read.body,
      html: markdown?.html ?? "",
      bodyImages: markdown?.images ?? [],
      file: rel,
      publication: publicationOf(data, today),
      words: markdown?.words ?? 0,
      readTime: readTimeText(markdown?.words ?? 0),
      dateText: dateText(data.date),
      // A revision is after publication; one dated on or before it is not shown (warnings.ts says so).
      ...(data.updated && data.updated > data.date ? { updatedText: dateText(data.updated) } : {}),
      authorSlug: authorSlug(data.author),
      categorySlug: categorySlug(data.category),
    };
    // Read the first time a page asks for one of them; the same post then serves them from the read.
    if (!markdown)
      Object.defineProperties(post, {
        html: { enumerable: true, get: () => htmlOnDemand(read) },
        words: { enumerable: true, get: () => readMarkdown(read).words },
        readTime: { enumerable: true, get: () => readTimeText(readMarkdown(read).words) },
      });
    made = { post, today };
    madePosts.set(read, made);
  }
  return made.post;
}

/** Posts made from a read (the cache's entries), for as long as the read is kept. */
const madePosts = new WeakMap<ReadPost, { post: Post; today: string }>();

/** Whether a site path names a file in public/, remembered in `known`. */
function inPublic(publicDir: string, sitePath: string, known: Map<string, boolean>): boolean {
  let exists = known.get(sitePath);
  if (exists === undefined) {
    exists = existsSync(path.join(publicDir, sitePath));
    known.set(sitePath, exists);
  }
  return exists;
}

/** Adds a problem, at its line, for each image of a body whose file is not in public/. */
function checkImagesExist(
  images: readonly ImageUse[],
  publicDir: string,
  known: Map<string, boolean>,
  problems: Problem[],
): void {
  for (const image of images) {
    if (!inPublic(publicDir, image.src, known))
      problems.push({
        file: image.file,
        line: image.line,
        message: `image ${notInPublic(publicDir, image.src)}`,
      });
  }
}

function loadLegal(
  dirs: ContentDirs,
  /** The file, relative to the content folder. */
  name: string,
  problems: Problem[],
  tokens: Tokens,
): LegalDoc | undefined {
  const file = path.join(dirs.contentDir, name);
  const rel = path.relative(dirs.root, file);
  if (!existsSync(file)) {
    problems.push({ file: rel, message: "is missing" });
    return undefined;
  }
  const parts = splitFile(file, rel, problems);
  if (!parts) return undefined;
  const before = problems.length;
  const body = filledBody(parts.body, parts.bodyLine, rel, problems, tokens);
  const { html, headings, images } = checkedMarkdown(body, parts.bodyLine, rel, problems);
  checkImagesExist(images, dirs.publicDir, dirs.cache?.exists ?? new Map(), problems);
  const fields = withFilledFields(parts.data ?? {}, LEGAL_TEXT_FIELDS, rel, problems, tokens);
  const data = parseFields(legalFrontmatter, fields, rel, problems, ([field]) =>
    parts.fieldLines.get(String(field)),
  );
  atFieldLines(problems.slice(before), parts.fieldLines);
  if (!data || html === undefined || problems.length > before) return undefined;
  return {
    ...data,
    body,
    html,
    sections: headings.filter((heading) => heading.depth === 2),
    bodyImages: images,
    file: rel,
    updatedText: dateText(data.updated),
  };
}

/**
 * Loads and validates all content; throws a SiteBuildError (ContentInvalid) listing every problem.
 * Drafts and scheduled posts are checked like the others (they must be ready on their day),
 * then held back unless `showUnpublished`.
 */
export function loadContent(dirs: ContentDirs): Content {
  const problems: Problem[] = [];
  const today = dirs.today ?? loadConfig(dirs.root).today;
  // The copy first (build/2-content/copy.ts): its constants and service titles are the tokens every text fills.
  const copy = readCopy(dirs, problems);
  const { authors, names } = loadAuthors(dirs, problems);
  const { posts, unpublished } = splitByPublication(
    loadPosts(dirs, today, names, problems, copy.tokens),
    dirs.showUnpublished,
  );
  const privacy = loadLegal(dirs, LEGAL_FILES.privacy, problems, copy.tokens);
  const terms = loadLegal(dirs, LEGAL_FILES.terms, problems, copy.tokens);
  problems.push(
    ...copyPostLinkProblems(copy.postLinks, {
      posts,
      unpublished,
      today,
      blogDir: path.relative(dirs.root, path.join(dirs.contentDir, POSTS_DIR)),
      postFiles: dirs.postFiles ?? postFiles(dirs.contentDir),
    }),
  );
  if (problems.length || !privacy || !terms || !copy.loaded)
    throw new SiteBuildError(ContentInvalid, { problems });
  return {
    ...copy.loaded,
    copyPostLinks: copy.postLinks,
    copyAnchorLinks: copy.anchorLinks,
    posts,
    unpublished,
    authors,
    legal: { privacy, terms },
  };
}
