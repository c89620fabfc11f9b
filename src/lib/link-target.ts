/**
 * The URL of what a link of the copy leads to (content/pages/types.ts, LinkTarget): copy
 * names a page, a service or a post by its key, and its path is written here, from src/paths.ts.
 */

import { serviceById } from "../../content/pages/shared";
import type { LinkTarget } from "../../content/pages/types";
import { paths } from "../paths";

/** The site path (without the base path) a link of the copy leads to. */
export function hrefOf(target: LinkTarget): string {
  if ("page" in target) return target.hash ? `${paths[target.page]}#${target.hash}` : paths[target.page];
  if ("service" in target) return paths.service(serviceById(target.service));
  return paths["blog-post"]({ slug: target.post });
}
