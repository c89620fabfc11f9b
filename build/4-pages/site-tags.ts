/**
 * The head tags every page carries, made once per build from the assets (the dev server makes
 * them after each asset change): the policy, theme colour, icon, font preload, stylesheet, feed.
 */
import { MAIN_ID } from "../../src/components/layout/layout";
import type { HeadTag } from "../../src/lib/head";
import { withBase } from "../../src/lib/url";
import { FEED_PATH } from "../../src/paths";
import { brand } from "../../src/styles/palette";
import type { Assets } from "../3-assets/assets";
import { contentSecurityPolicy } from "./csp";

/**
 * Tags every page's head carries: the policy (allowing the inline capture script and speculation
 * rules by hash), theme colour, icon, brand font preload, stylesheet and feed (titled with `brandName`).
 */
export function siteTags(
  basePath: string,
  { cssFile, fontFile, client }: Pick<Assets, "cssFile" | "fontFile" | "client">,
  brandName: string,
): HeadTag[] {
  const inlineScripts = [client.inlineScript, client.speculationRules];
  const url = (sitePath: string) => withBase(basePath, sitePath);
  return [
    {
      tag: "meta",
      attrs: {
        "http-equiv": "Content-Security-Policy",
        content: contentSecurityPolicy({ inlineScripts }),
      },
    },
    { tag: "meta", attrs: { name: "theme-color", content: brand[700] } },
    { tag: "link", attrs: { rel: "icon", href: url("/favicon.svg"), type: "image/svg+xml" } },
    // The stylesheet names the font; preloaded, it arrives with the stylesheet instead of after it.
    {
      tag: "link",
      attrs: { rel: "preload", href: url(`/${fontFile}`), as: "font", type: "font/woff2", crossorigin: "" },
    },
    { tag: "link", attrs: { rel: "stylesheet", href: url(`/${cssFile}`) } },
    // No first paint until the header has been read whole: a busy phone could paint the part
    // parsed so far, and the nav and the header's buttons then moved as the rest came (layout
    // shift). The header ends where <main> starts; browsers without rel=expect ignore it.
    { tag: "link", attrs: { rel: "expect", href: `#${MAIN_ID}`, blocking: "render" } },
    {
      tag: "link",
      attrs: {
        rel: "alternate",
        type: "application/rss+xml",
        title: `${brandName} Blog`,
        href: url(FEED_PATH),
      },
    },
  ];
}
