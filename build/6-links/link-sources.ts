/**
 * Where a dead link was written, so that the message points at what to edit,
 * not at dist/: the markdown of the post or legal page it is on, or the line of
 * the redirects file that a redirect page is made from, searched as raw text
 * for the URL as written. The copy files write no URL: their links
 * name a page, a service or a post by key, checked when they are loaded
 * (build/2-content/copy.ts), a link to a post the build does not publish among
 * them; a link of theirs to an element's id (anchor, hash) that is missing is
 * named by its field (content.copyAnchorLinks). A link found in no markdown
 * (drawn by a component, or derived, like a cover's WebP sizes) is named by
 * the route of its page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Content } from "../../src/model/schema";
import { pageOf } from "../../src/pages";
import { paths } from "../../src/paths";
import type { Route } from "../../src/route";
import { lineOf } from "../2-content/frontmatter";
import type { DeadLink } from "./links";

/** A dead link as reported: where to fix it, the URL, and a note (how many pages, why it is dead). */
export interface LocatedLink {
  /** "content/blog/x.md:12", or "page /about-us" when no source holds the URL. */
  where: string;
  url: string;
  note?: string;
}

export interface LinkSources {
  /** The content file a route's page is written from, if any: a post's or a legal page's markdown. */
  own: (routePath: string) => string | undefined;
  /** A source file's text (undefined when it cannot be read). */
  read: (file: string) => string | undefined;
  /** Where the copy names an element's id, in the anchor or hash field of a link: its file, line and field. */
  anchor?: (id: string) => string | undefined;
}

/** The redirect pages of a build: the redirects file (relative to the root) and the route each page is reported by. */
export interface RedirectSources {
  file: string;
  routes: readonly string[];
}

/**
 * The sources of this build's routes; file names are relative to `root`, as in content messages.
 * A redirect page's link is the target of a line of the redirects file.
 */
export function linkSources(
  root: string,
  routes: Route[],
  content: Content,
  redirects?: RedirectSources,
): LinkSources {
  const own = new Map<string, string>();
  for (const route of routes) {
    const file = pageOf(route).source?.(route, content);
    if (file) own.set(route.path, file);
  }
  // A post held back has no route, but its links are checked at the path its page will have.
  for (const post of content.unpublished ?? []) own.set(paths["blog-post"](post), post.file);
  for (const route of redirects?.routes ?? []) own.set(route, redirects?.file ?? "");
  const texts = new Map<string, string | undefined>();
  const anchors = new Map<string, string>();
  for (const written of content.copyAnchorLinks ?? [])
    if (!anchors.has(written.id))
      anchors.set(
        written.id,
        `${written.file}${written.line ? `:${written.line}` : ""}: field "${written.field}"`,
      );
  return {
    own: (routePath) => own.get(routePath),
    anchor: (id) => anchors.get(id),
    read(file) {
      if (!texts.has(file)) {
        try {
          texts.set(file, readFileSync(path.resolve(root, file), "utf8"));
        } catch {
          texts.set(file, undefined);
        }
      }
      return texts.get(file);
    },
  };
}

/**
 * Names each dead link by the file and line that wrote it. One written link that is dead on
 * many pages (a header link) is reported once, with the number of pages.
 */
export function locateDeadLinks(dead: DeadLink[], sources: LinkSources, basePath: string): LocatedLink[] {
  const found = new Map<string, { where: string; url: string; note?: string; routes: string[] }>();
  for (const link of dead) {
    const written = writtenForms(link.url, basePath);
    const at = (file: string) => {
      const text = sources.read(file);
      const offset = text === undefined ? undefined : findUrl(text, written);
      return offset === undefined || text === undefined ? undefined : `${file}:${lineOf(text, offset)}`;
    };
    const ownFile = sources.own(link.route);
    // A missing anchor written in a copy file is named by its field there.
    const where =
      (ownFile === undefined ? undefined : at(ownFile)) ??
      (link.anchor === undefined ? undefined : sources.anchor?.(link.anchor));
    const key = `${where ?? ""}\n${link.url}`;
    const entry = found.get(key) ?? { where: where ?? "", url: link.url, note: link.note, routes: [] };
    entry.routes.push(link.route);
    found.set(key, entry);
  }
  return [...found.values()].map(({ where, url, note, routes }) => {
    const notes = [note, where && routes.length > 1 ? `on ${routes.length} pages` : undefined];
    return {
      where: where || pagesText(routes),
      url,
      note: notes.filter(Boolean).join("; ") || undefined,
    };
  });
}

function pagesText(routes: string[]): string {
  if (routes.length === 1) return `page ${routes[0]}`;
  const shown = routes.slice(0, 3).join(", ");
  return `pages ${shown}${routes.length > 3 ? ` and ${routes.length - 3} more` : ""}`;
}

/**
 * How a URL of the page may be written in its source: as is, or without the base path the build
 * adds; each also as its source writes the characters markdown percent-encodes ("/blög" for
 * "/bl%C3%B6g").
 */
function writtenForms(url: string, basePath: string): string[] {
  const forms =
    basePath !== "/" && url.startsWith(basePath) ? [url, `/${url.slice(basePath.length)}`] : [url];
  return [
    ...new Set(
      forms.flatMap((form) => {
        try {
          return [form, decodeURI(form)];
        } catch {
          return [form]; // a malformed escape: written as it is
        }
      }),
    ),
  ];
}

/**
 * Offset of the first place `text` writes one of the URLs whole: not a piece of a longer path
 * ("/blog" in "/blog/x"). A relative URL must follow a bracket or a quote, so that a plain word
 * of the text is not taken for it.
 */
function findUrl(text: string, urls: string[]): number | undefined {
  let first: number | undefined;
  for (const url of urls) {
    const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const before = url.startsWith("/") ? "(?<=^|[\\s(<\"'`=])" : "(?<=[(<\"'`])";
    const match = new RegExp(`${before}${escaped}(?![\\w\\-./~%?#&=+])`).exec(text);
    if (match && (first === undefined || match.index < first)) first = match.index;
  }
  return first;
}
