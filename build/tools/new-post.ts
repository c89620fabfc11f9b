/**
 * `npm run new-post -- "Title of the article"`: draws the post's cover, then writes
 * content/blog/<slug>.md, a draft with every frontmatter field filled in, so the post shows at
 * once in `npm run dev` and a build passes with it. It writes those two files and nothing else
 * (writeNewPost), the cover first: a dev server watching content/ and public/ sees the post
 * once its cover is there, a change it can build, not a post whose cover is missing.
 *
 * - slug: from the title (postSlug), or --slug; the file is never written over.
 * - category and author: --category (a name or its slug) and --author (a name in
 *   content/authors.json, any case); by default the first of each, and the output says so.
 * - date: today as the build reckons it (SITE_TODAY, else the date in New York:
 *   build/1-config/config.ts), or --date to schedule it.
 * - draft: true, and the excerpt and body are guidance marked [new-post] on every line: the
 *   build refuses to publish a post that still holds one (build/2-content/template.ts).
 * Posts have no numbered id: the slug is the one identifier (src/model/schema.ts).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { categories } from "../../src/model/categories";
import { authorsSchema, type PostFrontmatter, postFrontmatter } from "../../src/model/schema";
import { categorySlug, postSlug } from "../../src/model/slugs";
import { paths } from "../../src/paths";
import { loadConfig } from "../1-config/config";
import { loadServicesData } from "../2-content/copy";
import { simpleFields } from "../2-content/frontmatter";
import { formatProblem, shown, zodProblems } from "../2-content/problems";
import { TEMPLATE_MARK } from "../2-content/template";
import { commandLine } from "../cli-args";
import { failureReport, NewPostExists, NewPostInvalid, SiteBuildError } from "../errors";
import { coverPlan } from "./covers";
import { drawCover } from "./images";

export interface NewPostOptions {
  title: string;
  category?: string;
  author?: string;
  date?: string;
  slug?: string;
}

/** What the new post is checked against. */
export interface NewPostContext {
  /** Names in content/authors.json, in order. */
  authors: readonly string[];
  /** The build's today, YYYY-MM-DD. */
  today: string;
  /** The post file's name as messages give it, from its slug. */
  fileOf: (slug: string) => string;
}

const M = TEMPLATE_MARK;

/**
 * The new post's frontmatter: the options checked against the known categories and authors
 * and against the post schema, the rest filled in. Throws NewPostInvalid with every reason.
 */
export function newPostFields(options: NewPostOptions, context: NewPostContext): PostFrontmatter {
  const reasons: string[] = [];
  const title = options.title.trim().replace(/\s+/g, " ");
  const category = options.category
    ? categories.find((name) =>
        [name.toLowerCase(), categorySlug(name)].includes(options.category!.trim().toLowerCase()),
      )
    : categories[0];
  if (!category)
    reasons.push(
      `--category "${options.category}" is not a blog category: use one of ${categories.join(", ")}`,
    );
  const author = options.author
    ? context.authors.find(
        (name) => name.toLowerCase() === options.author!.trim().replace(/\s+/g, " ").toLowerCase(),
      )
    : context.authors[0];
  if (!author)
    reasons.push(
      context.authors.length
        ? `--author "${options.author}" is not in content/authors.json: use one of ${context.authors.join(", ")}, or add the author there first`
        : "content/authors.json lists no author: add the author there first (name, role, bio)",
    );
  const slug = options.slug?.trim() || postSlug(title);
  // The slug names the post's file and its cover's: checked (its length too) before any file is made.
  const slugRule = postFrontmatter.shape.slug.safeParse(slug).error?.issues[0]?.message;
  if (!slug)
    reasons.push(
      `the title "${title}" gives no slug (no latin letter or digit): give one with --slug words-with-hyphens`,
    );
  else if (slugRule && options.slug?.trim()) reasons.push(`--slug "${shown(slug)}" ${slugRule}`);
  else if (slugRule)
    reasons.push(
      `the title gives the slug "${shown(slug)}", which ${slugRule}: give a shorter one with --slug words-with-hyphens`,
    );
  if (reasons.length) throw new SiteBuildError(NewPostInvalid, { reasons });
  const fields = {
    slug,
    title,
    excerpt: `${M} One or two sentences for the cards, search results and search engines: what the reader will learn. 50 to 300 characters.`,
    category,
    author,
    date: options.date?.trim() || context.today,
    image: `/images/blog/${slug}.jpg`,
    imageAlt: `${M} What the cover shows, in words, for a reader who cannot see it (a drawn cover: "Illustration of ...").`,
    draft: true,
  };
  const checked = postFrontmatter.safeParse(fields, { reportInput: true });
  if (!checked.success)
    throw new SiteBuildError(NewPostInvalid, {
      reasons: zodProblems(context.fileOf(slug), checked.error).map((problem) =>
        formatProblem(problem).trim(),
      ),
    });
  return checked.data;
}

/** A frontmatter value as the posts write it: plain when it reads back as the same text, else in double quotes. */
function yamlText(value: string): string {
  return simpleFields(`x: ${value}`)?.x === value ? value : JSON.stringify(value);
}

/** The post file: the frontmatter, then a body of guidance that shows what a post may hold, every line marked. */
export function newPostText(fields: PostFrontmatter): string {
  const service = loadServicesData({ root, contentDir: path.join(root, "content") })[0]!;
  const frontmatter = [
    `slug: ${fields.slug}`,
    `title: ${yamlText(fields.title)}`,
    `excerpt: ${yamlText(fields.excerpt)}`,
    `category: ${yamlText(fields.category)}`,
    `author: ${yamlText(fields.author)}`,
    `date: ${fields.date}`,
    `image: ${fields.image}`,
    `imageAlt: ${yamlText(fields.imageAlt)}`,
    `draft: ${fields.draft === true}`,
  ];
  const body = [
    `${M} Open with the reader: who the article is for, the question it answers, what they will know by the end. Replace every line that holds ${M}; until then the build will not publish the post, and it stays a draft.`,
    `## ${M} A heading for each main point`,
    `${M} "## " starts a section, "### " a part of one; each gets an anchor from its words. Keep paragraphs short, with a blank line between. **Bold** marks the few words a reader skimming must not miss.`,
    `### ${M} Lists`,
    [
      `- ${M} A bulleted list, "- " at the start of each line, for items in no order`,
      `- ${M} One line an item`,
    ].join("\n"),
    [`1. ${M} A numbered list, "1. ", "2. " and so on, for steps in order`, `2. ${M} The next step`].join(
      "\n",
    ),
    `## ${M} Links and pictures`,
    `${M} Link to a page of the site by its path, without the domain: [${service.title}](${paths.service(service)}), or another article as \`[its title](/blog/its-slug)\`. The build stops on a link that leads nowhere or to a post not yet published. A link to another site is written in full, https:// and all.`,
    `![${M} What the picture shows, for a reader who cannot see it](${fields.image})`,
    `${M} A picture: save it (JPEG, PNG or WebP) under public/images/blog/ and write a line like the one above; the words in brackets are its alt text, and they are required. This one shows the post's cover. The cover itself is \`image:\` above: a drawing made from the title and category, or your own photo saved under that name.`,
  ];
  return `---\n${frontmatter.join("\n")}\n---\n${body.join("\n\n")}\n`;
}

/** The folders a new post goes into: the project's, or a test's copy. */
export interface NewPostDirs {
  /** Paths in messages are relative to it. */
  root: string;
  contentDir: string;
  publicDir: string;
}

/** What writeNewPost wrote, relative to the root, in the order it wrote them. */
export interface NewPostWritten {
  /** The drawn cover; none when a file was there already (a photo saved under its name). */
  cover?: string;
  post: string;
}

/**
 * Writes the new post's own files and nothing else: its cover (drawn when no file is at
 * `image:`), then the post, never over a file that is there. Nothing is written when the post
 * exists already (NewPostExists).
 */
export async function writeNewPost(fields: PostFrontmatter, dirs: NewPostDirs): Promise<NewPostWritten> {
  const file = path.join(dirs.contentDir, "blog", `${fields.slug}.md`);
  const post = path.relative(dirs.root, file);
  if (existsSync(file)) throw new SiteBuildError(NewPostExists, { file: post });
  const plan = coverPlan(fields.image, (sitePath) => existsSync(path.join(dirs.publicDir, sitePath)));
  const cover =
    plan.name && plan.draw
      ? path.relative(
          dirs.root,
          await drawCover(
            dirs.publicDir,
            { name: plan.name, draw: plan.draw },
            fields.title,
            fields.category,
          ),
        )
      : undefined;
  try {
    writeFileSync(file, newPostText(fields), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      throw new SiteBuildError(NewPostExists, { file: post });
    throw error;
  }
  return { ...(cover ? { cover } : {}), post };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function authorNames(): string[] {
  const file = path.join(root, "content/authors.json");
  const parsed = authorsSchema.safeParse(JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, "")));
  // A broken authors.json is the build's to explain, with every problem; here it is just no names.
  return parsed.success ? parsed.data.map((author) => author.name) : [];
}

async function main(): Promise<void> {
  // One title, and options after `--` (build/cli-args.ts refuses the options npm kept for itself).
  const { values, positionals } = commandLine({
    command: "npm run new-post",
    positionals: '"Title of the article"',
    maxPositionals: 1,
    usage:
      'npm run new-post -- "Title of the article" [--category NAME] [--author "Full Name"] [--date YYYY-MM-DD] [--slug words-with-hyphens]',
    options: {
      category: { type: "string" },
      author: { type: "string" },
      date: { type: "string" },
      slug: { type: "string" },
    },
  });
  const title = positionals[0] ?? "";
  if (!title.trim()) throw new SiteBuildError(NewPostInvalid, { reasons: ["give the post's title"] });
  const fileOf = (slug: string) => path.join("content/blog", `${slug}.md`);
  const authors = authorNames();
  const fields = newPostFields({ title, ...values }, { authors, today: loadConfig(root).today, fileOf });
  const written = await writeNewPost(fields, {
    root,
    contentDir: path.join(root, "content"),
    publicDir: path.join(root, "public"),
  });
  const chosen = (given: string | undefined, list: readonly string[], flag: string) =>
    given ? "" : ` (the first; ${flag} to choose one of ${list.join(", ")})`;
  console.log(
    [
      `Wrote ${written.post}, a draft:`,
      `  title:    ${fields.title}`,
      `  category: ${fields.category}${chosen(values.category, categories, "--category")}`,
      `  author:   ${fields.author}${chosen(values.author, authors, "--author")}`,
      `  date:     ${fields.date}${values.date ? "" : " (today; a later date schedules it)"}`,
      written.cover
        ? `  cover:    ${written.cover}, drawn from the title and category`
        : `  cover:    public${fields.image}, the file already there`,
    ].join("\n"),
  );
  console.log(
    `Next: npm run dev and open /blog/${fields.slug}; replace every ${M} line (CONTENT.md says how), then delete draft: true to publish.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(failureReport(error));
    process.exit(1);
  });
}
