/**
 * What the dead links found become: the build's errors, each link named by the file and line
 * that wrote it (link-sources.ts). A link to a draft or a scheduled post is told with that
 * post and why it is not out (UnpublishedPostLinked), the others as dead (DeadLinks).
 * `npm run build` stops on the first; `npm run dev` shows them all.
 */
import type { Content } from "../../src/model/schema";
import type { Route } from "../../src/route";
import { DeadLinks, SiteBuildError, UnpublishedPostLinked } from "../errors";
import { linkSources, locateDeadLinks } from "./link-sources";
import type { DeadLink } from "./links";
import { splitUnpublishedLinks } from "./unpublished";

export interface LinkedSite {
  /** Project root: file names in messages are relative to it. */
  root: string;
  /** The routes of the site the links were found on, and its content (its `unpublished` are the posts held back). */
  routes: Route[];
  content: Content;
  basePath: string;
  /** The build's today (YYYY-MM-DD), which a scheduled post waits for. */
  today: string;
}

/** The errors the dead links make, links to held-back posts first; none when there are none. */
export function deadLinkErrors(dead: DeadLink[], site: LinkedSite): Error[] {
  if (!dead.length) return [];
  const { root, routes, content, basePath, today } = site;
  const sources = linkSources(root, routes, content);
  const { byPost, others } = splitUnpublishedLinks(dead, content.unpublished, basePath);
  const errors: Error[] = [];
  if (byPost.size) {
    const links = [...byPost].flatMap(([post, links]) =>
      locateDeadLinks(links, sources, basePath).map((link) => ({ ...link, post })),
    );
    errors.push(new SiteBuildError(UnpublishedPostLinked, { links, today }));
  }
  if (others.length)
    errors.push(new SiteBuildError(DeadLinks, { links: locateDeadLinks(others, sources, basePath) }));
  return errors;
}
