/**
 * The URL of what a link of the copy leads to (src/model/copy/links.ts, LinkTarget): copy
 * names a page, a service or a post by its key, and its path is written here, from src/paths.ts.
 */
import type { LinkTarget, Service } from "../model/copy";
import { paths } from "../paths";

/**
 * The site path (without the base path) a link of the copy leads to; a service's from its slug in
 * `services`; an anchor's is `#<id>`, a place on the page the link is on.
 */
export function hrefOf(target: LinkTarget, services: readonly Pick<Service, "id" | "slug">[]): string {
  if ("anchor" in target) return `#${target.anchor}`;
  if ("page" in target) return target.hash ? `${paths[target.page]}#${target.hash}` : paths[target.page];
  if ("service" in target) {
    const service = services.find((candidate) => candidate.id === target.service);
    // The copy loader checks every service id against services.yaml: a miss is a bug.
    if (!service) throw new Error(`No service with id "${target.service}" in the loaded services`);
    return paths.service(service);
  }
  return paths["blog-post"]({ slug: target.post });
}
