/**
 * Build step: the copy files of content/ (site.yaml, services.yaml, pages/*.yaml), read with
 * the yaml package, their {{tokens}} filled, checked with their schemas (src/model/copy/),
 * every problem of every file collected with its line: the line of the node it is about, from
 * the field's path. site.yaml is read first (its constants make the tokens), then the services
 * (their titles are tokens too), then the pages. The copy's links to posts are checked once the
 * posts are loaded (copyPostLinkProblems): a link to a post the build does not publish stops it
 * with the copy file and line, never the page's address.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import type * as z from "zod";
import {
  type Copy,
  type CopyAnchorLink,
  type CopyPostLink,
  pageCopyFiles,
  SERVICES_FILE,
  type Service,
  SITE_FILE,
  type SiteData,
  servicesSchema,
  siteSchema,
} from "../../src/model/copy";
import { didYouMean } from "../../src/model/did-you-mean";
import type { Post } from "../../src/model/schema";
import { contentTokens, fillTokens, type Tokens } from "../../src/model/tokens";
import { ContentInvalid, SiteBuildError } from "../errors";
import { readContentFile } from "./content-file";
import { withoutLoneSurrogates } from "./lone-surrogates";
import { type FieldLine, fieldLines, type Problem, parseFields } from "./problems";
import { unknownToken } from "./text";

export interface CopyDirs {
  /** Project root: file names in messages are relative to it. */
  root: string;
  /** The content folder, holding site.yaml, services.yaml and pages/. */
  contentDir: string;
}

/** The copy, once every file passed. */
export interface LoadedCopy {
  site: SiteData;
  services: Service[];
  copy: Copy;
}

export interface ReadCopy {
  /** Undefined when a copy file has a problem (told in `problems`). */
  loaded?: LoadedCopy;
  /** The tokens every other text fills, from what of site.yaml and services.yaml could be read. */
  tokens: Tokens;
  /** The copy's links to posts, each where it is written. */
  postLinks: CopyPostLink[];
  /** The copy's links to a place on a page (`anchor`, `hash`), each where it is written. */
  anchorLinks: CopyAnchorLink[];
}

/** Aliases (*name) a copy file may expand: yaml's own default, named here because the message tells it. */
const MAX_ALIASES = 100;

/** What to do about a line YAML cannot read: the mistakes editors make. */
const YAML_ADVICE =
  'Put a text in double quotes when it holds ": " or " #", or starts with {, [, \', " or @ (e.g. title: "Data: where it goes", eyebrow: "{{service:itad}}"), and indent each field under its group by two spaces';

/** A copy file as read: its fields, and the line of each by its path. */
interface YamlFile {
  rel: string;
  value: unknown;
  lineOf: FieldLine;
}

/** Reads a YAML file, or adds its problem (missing, empty, not YAML) and returns undefined. */
function readYaml(file: string, root: string, what: string, problems: Problem[]): YamlFile | undefined {
  const rel = path.relative(root, file);
  if (!existsSync(file)) {
    problems.push({
      file: rel,
      message: `is missing: it holds ${what}, and the site cannot be built without it`,
    });
    return undefined;
  }
  const read = readContentFile(file);
  if (read.problem !== undefined) {
    problems.push({ file: rel, message: read.problem });
    return undefined;
  }
  return parseYaml(read.text, rel, what, problems);
}

/** A copy file's text read as YAML (`rel` names it), or its problems added (empty, not YAML) and undefined. */
function parseYaml(source: string, rel: string, what: string, problems: Problem[]): YamlFile | undefined {
  // A byte order mark is invisible in an editor: dropped, as in the posts.
  const text = source.replace(/^\uFEFF/, "");
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  if (doc.errors.length) {
    for (const error of doc.errors) {
      const at = error.linePos?.[0];
      const reason = error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, "");
      problems.push({
        file: rel,
        line: at?.line,
        message: `is not valid YAML: ${reason}${at ? ` (column ${at.col})` : ""}. ${YAML_ADVICE}.`,
      });
    }
    return undefined;
  }
  let value: unknown;
  try {
    // Without lone surrogates (an escape), in every text and field name: lone-surrogates.ts.
    value = withoutLoneSurrogates(doc.toJS({ maxAliasCount: MAX_ALIASES }));
  } catch (error) {
    // An alias bomb ("billion laughs") is refused by yaml as a ReferenceError, with no line.
    if (!(error instanceof ReferenceError)) throw error;
    problems.push({
      file: rel,
      message: `its aliases (*name) repeat other fields more than ${MAX_ALIASES} times: write each field's text out in full`,
    });
    return undefined;
  }
  if (value === null || value === undefined) {
    problems.push({ file: rel, message: `is empty: it holds ${what}` });
    return undefined;
  }
  return { rel, value, lineOf: fieldLines(doc, lineCounter) };
}

/** The value with every text's {{tokens}} filled; an unknown token is a problem at its field's line. */
function filled(file: YamlFile, tokens: Tokens, problems: Problem[]): unknown {
  const fill = (value: unknown, at: (string | number)[]): unknown => {
    if (typeof value === "string") {
      const { text, unknown } = fillTokens(value, tokens);
      for (const { token } of unknown)
        problems.push({
          file: file.rel,
          line: file.lineOf(at),
          field: at.join(".") || undefined,
          message: unknownToken(token, tokens),
        });
      return text;
    }
    if (Array.isArray(value)) return value.map((item, index) => fill(item, [...at, index]));
    if (isRecord(value))
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, [...at, key])]));
    return value;
  };
  return fill(file.value, []);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A file read, filled and checked with its schema; undefined when it has a problem. */
function checked<S extends z.ZodType>(
  file: YamlFile | undefined,
  schema: S,
  tokens: Tokens,
  problems: Problem[],
): z.output<S> | undefined {
  if (!file) return undefined;
  const before = problems.length;
  const data = parseFields(schema, filled(file, tokens, problems), file.rel, problems, file.lineOf);
  return problems.length > before ? undefined : data;
}

/**
 * A copy file's text, its tokens filled and checked with `schema`: its data, or undefined with
 * every problem added (each at its line). What the loader does with each file, on a text.
 */
export function checkCopyText<S extends z.ZodType>(
  text: string,
  rel: string,
  schema: S,
  tokens: Tokens,
  problems: Problem[],
): z.output<S> | undefined {
  return checked(parseYaml(text, rel, "its words", problems), schema, tokens, problems);
}

/**
 * The links of a checked file to posts (`to: { post: slug }`) and to a place on a page
 * (`to: { anchor: id }`, `to: { page: p, hash: id }`), each with its field and line.
 */
function linksOf(file: YamlFile, data: unknown): { posts: CopyPostLink[]; anchors: CopyAnchorLink[] } {
  const posts: CopyPostLink[] = [];
  const anchors: CopyAnchorLink[] = [];
  const at = (field: (string | number)[]) => ({
    file: file.rel,
    line: file.lineOf(field),
    field: field.join("."),
  });
  const visit = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, [...path, index]);
    } else if (isRecord(value))
      for (const [key, item] of Object.entries(value)) {
        if (key === "to" && isRecord(item)) {
          if (typeof item.post === "string") posts.push({ ...at([...path, "to", "post"]), slug: item.post });
          for (const kind of ["anchor", "hash"] as const) {
            const id = item[kind];
            if (typeof id === "string") anchors.push({ ...at([...path, "to", kind]), id });
          }
        } else visit(item, [...path, key]);
      }
  };
  visit(data, []);
  return { posts, anchors };
}

const SITE_WHAT = "the site's constants (brand, phone, e-mail, address, navigation)";
const SERVICES_WHAT = "the five services: their names, addresses, descriptions and icons";

/** site.yaml, filled with the tokens of its own constants. */
function readSite(dirs: CopyDirs, problems: Problem[]) {
  const file = readYaml(path.join(dirs.contentDir, SITE_FILE), dirs.root, SITE_WHAT, problems);
  const raw = isRecord(file?.value) ? file.value : {};
  const site = checked(file, siteSchema, contentTokens(raw), problems);
  return { file, raw, site };
}

/**
 * Reads every copy file; adds the problems of each to `problems`. The tokens come from site.yaml
 * and services.yaml even when one of their fields fails (those that are text), so that the
 * posts' tokens are checked all the same.
 */
export function readCopy(dirs: CopyDirs, problems: Problem[]): ReadCopy {
  // The same files read again (the dev server on every change, a test many times over) are not
  // parsed and checked again: reading them costs a millisecond, checking them twenty.
  const key = copyKey(dirs);
  if (lastRead?.key === key) {
    problems.push(...lastRead.problems);
    return lastRead.result;
  }
  const start = problems.length;
  const result = readCopyFiles(dirs, problems);
  lastRead = { key, result, problems: problems.slice(start) };
  return result;
}

let lastRead: { key: string; result: ReadCopy; problems: Problem[] } | undefined;

/** The folders and every copy file's text: what readCopy's result follows from. */
function copyKey(dirs: CopyDirs): string {
  const files = [SITE_FILE, SERVICES_FILE, ...Object.values(pageCopyFiles).map(({ file }) => file)];
  const texts = files.map((file) => {
    const full = path.join(dirs.contentDir, file);
    if (!existsSync(full)) return null;
    const read = readContentFile(full);
    return read.problem ?? read.text;
  });
  return JSON.stringify([dirs.root, dirs.contentDir, texts]);
}

function readCopyFiles(dirs: CopyDirs, problems: Problem[]): ReadCopy {
  const read = (file: string, what: string) =>
    readYaml(path.join(dirs.contentDir, file), dirs.root, what, problems);
  const siteFile = readSite(dirs, problems);
  const servicesFile = read(SERVICES_FILE, SERVICES_WHAT);
  const services = checked(servicesFile, servicesSchema, contentTokens(siteFile.raw), problems);
  const rawServices = Array.isArray(servicesFile?.value) ? servicesFile.value.filter(isRecord) : [];
  const tokens = contentTokens(siteFile.site ?? siteFile.raw, services ?? rawServices);
  const siteLinks = siteFile.file && siteFile.site ? linksOf(siteFile.file, siteFile.site) : undefined;
  const postLinks = siteLinks?.posts ?? [];
  const anchorLinks = siteLinks?.anchors ?? [];
  const copy: Partial<Record<keyof Copy, unknown>> = {};
  for (const [key, { file, schema }] of Object.entries(pageCopyFiles)) {
    const yaml = read(file, `the words of the page (${key})`);
    const data = checked(yaml, schema, tokens, problems);
    if (yaml && data) {
      const links = linksOf(yaml, data);
      postLinks.push(...links.posts);
      anchorLinks.push(...links.anchors);
    }
    copy[key as keyof Copy] = data;
  }
  const complete = Object.values(copy).every((data) => data !== undefined);
  const loaded =
    siteFile.site && services && complete ? { site: siteFile.site, services, copy: copy as Copy } : undefined;
  return { loaded, tokens, postLinks, anchorLinks };
}

/**
 * The site's constants alone (content/site.yaml), for what needs no more of the content: the
 * configuration's default address, the tools that draw the brand. Throws ContentInvalid, with
 * the file's problems, when it does not pass.
 */
export function loadSiteData(dirs: CopyDirs): SiteData {
  const problems: Problem[] = [];
  const { site } = readSite(dirs, problems);
  if (!site) throw new SiteBuildError(ContentInvalid, { problems });
  return site;
}

/**
 * The services alone (content/services.yaml, with site.yaml's tokens), for a tool that names
 * one. Throws ContentInvalid, with the files' problems, when they do not pass.
 */
export function loadServicesData(dirs: CopyDirs): Service[] {
  const problems: Problem[] = [];
  const { raw } = readSite(dirs, problems);
  const file = readYaml(path.join(dirs.contentDir, SERVICES_FILE), dirs.root, SERVICES_WHAT, problems);
  const services = checked(file, servicesSchema, contentTokens(raw), problems);
  if (!services) throw new SiteBuildError(ContentInvalid, { problems });
  return services;
}

/** What the copy's links to posts are checked against: the posts of this build, and the build's today. */
export interface PostsOfBuild {
  /** The posts this build publishes. */
  posts: readonly Pick<Post, "slug">[];
  /** Drafts and scheduled posts held back from it. */
  unpublished: readonly Pick<Post, "slug" | "file" | "publication" | "date">[];
  today: string;
  /** The posts' folder, relative to the project root: content/blog. */
  blogDir: string;
  /** The files of the posts' folder: a post that did not load (misnamed, broken) is told by its own problems. */
  postFiles: readonly string[];
}

/**
 * A problem for each link of the copy to a post this build does not publish: a draft, a post
 * scheduled after today, or none at all; each at the copy file's line, with what to do. The one
 * check of these links: the build stops on it before any page is made, and the dev server asks
 * it of the build it would make (build/tools/dev/dev-checks.ts).
 */
export function copyPostLinkProblems(links: readonly CopyPostLink[], build: PostsOfBuild): Problem[] {
  const published = new Set(build.posts.map((post) => post.slug));
  const held = new Map(build.unpublished.map((post) => [post.slug, post]));
  const files = new Set(build.postFiles.map((file) => path.basename(file).split(".")[0]));
  return links.flatMap(({ file, line, field, slug }): Problem[] => {
    if (published.has(slug)) return [];
    const post = held.get(slug);
    const fix = `remove or change the link in ${path.basename(file)}`;
    if (post?.publication === "draft")
      return [
        {
          file,
          line,
          field,
          message: `"${slug}" is ${post.file}, a draft (draft: true), which this build does not publish: ${fix}, or publish the post (remove draft: true)`,
        },
      ];
    if (post)
      return [
        {
          file,
          line,
          field,
          message: `"${slug}" is ${post.file}, scheduled for ${post.date} (today is ${build.today}), which this build does not publish yet: ${fix}, or publish the post (give it a date no later than ${build.today})`,
        },
      ];
    // Its file is there but did not load: its own problems are told.
    if (files.has(slug)) return [];
    const guess = didYouMean(slug, [...published]);
    return [
      {
        file,
        line,
        field,
        message: `"${slug}" is not a post: ${build.blogDir}/ holds no ${slug}.md.${guess} Write the slug of a published post (its file name without .md), or ${fix}`,
      },
    ];
  });
}
