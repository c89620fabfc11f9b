/**
 * What the dead links found become: the build's errors, each link named by the file and line
 * that wrote it (link-sources.ts). A link to a draft or a scheduled post is told with that
 * post and why it is not out (UnpublishedPostLinked), the others as dead (DeadLinks), each with
 * the page its path is closest to when one is ("/blog/x-guidelines" for "/blog/x-guidelines-explained").
 * `npm run build` and `npm run dev` show them all.
 */

import { closestPath } from "../../src/model/did-you-mean";
import type { Content } from "../../src/model/schema";
import type { Route } from "../../src/route";
import { DeadLinks, SiteBuildError, UnpublishedPostLinked } from "../errors";
import { type LocatedLink, linkSources, locateDeadLinks, type RedirectSources } from "./link-sources";
import type { DeadLink } from "./links";
import { linkTargets, splitUnpublishedLinks } from "./unpublished";

export interface LinkedSite {
  /** Project root: file names in messages are relative to it. */
  root: string;
  /** The routes of the site the links were found on, and its content (its `unpublished` are the posts held back). */
  routes: Route[];
  content: Content;
  basePath: string;
  /** The build's today (YYYY-MM-DD), which a scheduled post waits for. */
  today: string;
  /** The redirect pages it wrote, whose links the redirects file's lines name. */
  redirects?: RedirectSources;
}

/** The errors the dead links make, links to held-back posts first; none when there are none. */
export function deadLinkErrors(dead: DeadLink[], site: LinkedSite): Error[] {
  if (!dead.length) return [];
  const { root, routes, content, basePath, today, redirects } = site;
  const sources = linkSources(root, routes, content, redirects);
  const { byPost, others } = splitUnpublishedLinks(dead, content.unpublished, basePath);
  const errors: Error[] = [];
  if (byPost.size) {
    const links = [...byPost].flatMap(([post, links]) =>
      locateDeadLinks(links, sources, basePath).map((link) => ({ ...link, post })),
    );
    errors.push(new SiteBuildError(UnpublishedPostLinked, { links, today }));
  }
  if (others.length) {
    const known = routes.map((route) => route.path);
    // A missing anchor's page exists: guessing another page for it would mislead.
    const anchors = others.filter((link) => link.anchor !== undefined);
    const links = [
      ...locateDeadLinks(
        others.filter((link) => link.anchor === undefined),
        sources,
        basePath,
      ).map((link) => withGuess(link, known, basePath)),
      ...locateDeadLinks(anchors, sources, basePath),
    ];
    errors.push(new SiteBuildError(DeadLinks, { links }));
  }
  return errors;
}

/**
 * The link with the page its path is closest to in its note, written without the base path,
 * as the editor writes it; a relative link is left as it is.
 */
function withGuess(link: LocatedLink, known: readonly string[], basePath: string): LocatedLink {
  const [target] = link.url.startsWith("/") ? linkTargets(link.url, "/", basePath) : [];
  const guess = target === undefined ? undefined : closestPath(target, known);
  if (guess === undefined) return link;
  return { ...link, note: [link.note, `did you mean "${guess}"?`].filter(Boolean).join("; ") };
}
