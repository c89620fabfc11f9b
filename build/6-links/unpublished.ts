/**
 * Links to a post this build holds back (a draft, or one scheduled after today):
 * its page is not written, so the link check finds them dead. They are told
 * apart from other dead links so the message names both files: the one that
 * links and the post it links to, with why that post is not out.
 */
import { withBase } from "../../src/lib/url";
import type { Post } from "../../src/model/schema";
import { paths } from "../../src/paths";
import { type DeadLink, internalUrls } from "./links";

/** The site path (no base path, no trailing slash, query or fragment) a page's URL leads to, from the page at `route`. */
export function linkTargets(url: string, route: string, basePath: string): string[] {
  const origin = "http://site.invalid";
  const page = `${basePath}${route.replace(/^\/+/, "")}`;
  // A page answers at /x and /x/: a relative URL is read against both.
  const bases = url.startsWith("/")
    ? [origin]
    : [`${origin}${page}`, `${origin}${page.replace(/\/?$/, "/")}`];
  const targets = new Set<string>();
  for (const base of bases) {
    let pathname: string;
    try {
      pathname = decodeURI(new URL(url, base).pathname);
    } catch {
      continue;
    }
    if (!pathname.startsWith(basePath)) continue;
    const sitePath = `/${pathname.slice(basePath.length)}`
      .replace(/\/index\.html$/, "")
      .replace(/\.html$/, "")
      .replace(/\/+$/, "");
    targets.add(sitePath || "/");
  }
  return [...targets];
}

/** Dead links that lead to a held-back post, grouped by that post; the rest, as they came. */
export function splitUnpublishedLinks(
  dead: DeadLink[],
  unpublished: readonly Post[],
  basePath: string,
): { byPost: Map<Post, DeadLink[]>; others: DeadLink[] } {
  const postByPath = new Map(unpublished.map((post) => [paths["blog-post"](post), post]));
  const byPost = new Map<Post, DeadLink[]>();
  const others: DeadLink[] = [];
  for (const link of dead) {
    const post = linkTargets(link.url, link.route, basePath)
      .map((target) => postByPath.get(target))
      .find(Boolean);
    if (!post) {
      others.push(link);
      continue;
    }
    byPost.set(post, [...(byPost.get(post) ?? []), link]);
  }
  return { byPost, others };
}

/**
 * The pages of the posts this build holds back, as the link check reads them: their bodies'
 * internal URLs (the links and images written in their markdown, with the base path the page
 * would give them), at the file their page would be. Checked today like a published page's,
 * so that a dead link in a scheduled post does not stop the build of its day.
 */
export function heldPostPages(
  unpublished: readonly Post[],
  basePath: string,
): { route: string; file: string; urls: string[] }[] {
  return unpublished.map((post) => {
    const route = paths["blog-post"](post);
    return {
      route,
      file: `${route.slice(1)}/index.html`,
      // A site path as the page would write it, under the base path (links and images alike).
      urls: [...new Set(internalUrls(post.html).map((url) => withBase(basePath, url)))],
    };
  });
}

/**
 * The dead links of held posts' pages (heldPostPages) but those to a post that is out by the
 * day the linking post is: a scheduled post may link to one scheduled on or before its own
 * date, and a draft to any post held back (its day is not set: the build that publishes it
 * checks its links then). A link to a page that exists on no day stays dead.
 */
export function withoutLinksOutInTime(
  dead: DeadLink[],
  unpublished: readonly Post[],
  basePath: string,
): DeadLink[] {
  const postByPath = new Map(unpublished.map((post) => [paths["blog-post"](post), post]));
  return dead.filter((link) => {
    const from = postByPath.get(link.route);
    if (!from) return true;
    const to = linkTargets(link.url, link.route, basePath)
      .map((target) => postByPath.get(target))
      .find(Boolean);
    if (!to) return true;
    if (from.publication === "draft") return false;
    return to.publication === "draft" || to.date > from.date;
  });
}
