/**
 * Links to a post this build holds back (a draft, or one scheduled after today):
 * its page is not written, so the link check finds them dead. They are told
 * apart from other dead links so the message names both files: the one that
 * links and the post it links to, with why that post is not out.
 */
import type { Post } from "../../src/model/schema";
import { paths } from "../../src/paths";
import type { DeadLink } from "./links";

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
