/**
 * What the redirects of content/redirects.txt become on each host:
 * - GitHub Pages cannot answer with a status, so each old path gets a small page
 *   (at the same file names a page would have) that sends the visitor on at once:
 *   meta refresh 0, a visible link, a canonical link to the target (search engines
 *   treat the pair as a permanent redirect) and noindex.
 * - The CloudFront function for the REST origin holds the map between two marker lines
 *   and answers a 301: the build fills the map into the template
 *   (deploy/cloudfront-directory-index.template.js, never written) and writes the function
 *   beside the output folder (cloudFrontFunctionFile: dist.cloudfront.js for dist/), where
 *   `npm run deploy:s3` finds it. Not inside: it is no file of the site, and must not be served.
 * The S3 website endpoint's 301s are object metadata: build/hosts.ts, s3RedirectObjects.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { escapeUTF8 } from "entities";
import { type HeadTag, renderHeadTags } from "../../src/lib/head";
import { absoluteUrl, withBase } from "../../src/lib/url";
import { type Redirect, targetParts } from "../2-content/redirects-file";
import { outFiles } from "../4-pages/out-files";
import { internalUrls } from "../6-links/links";
import { outPath, writeOut } from "../7-output/out-path";
import { CloudFrontFunctionTooLarge, SiteBuildError } from "../errors";

export interface RedirectPageOptions {
  siteUrl: string;
  basePath: string;
  /** The site's Content-Security-Policy, as every page carries it. */
  csp: string;
  /** The company's name, in the page's title (content/site.yaml). */
  brand: string;
}

/** The page GitHub Pages serves at an old path. No script, no stylesheet: it is seen for an instant, if at all. */
export function redirectPage(
  redirect: Redirect,
  { siteUrl, basePath, csp, brand }: RedirectPageOptions,
): string {
  // The visitor goes to the place on the page (a target's #id); search engines take the page.
  const href = withBase(basePath, redirect.to);
  const canonical = absoluteUrl(siteUrl, basePath, targetParts(redirect.to)[0]);
  const head: HeadTag[] = [
    { tag: "meta", attrs: { charset: "utf-8" } },
    { tag: "meta", attrs: { "http-equiv": "Content-Security-Policy", content: csp } },
    { tag: "meta", attrs: { "http-equiv": "refresh", content: `0; url=${href}` } },
    { tag: "meta", attrs: { name: "viewport", content: "width=device-width, initial-scale=1" } },
    { tag: "meta", attrs: { name: "robots", content: "noindex" } },
    { tag: "title", attrs: {}, content: `This page has moved | ${brand}` },
    { tag: "link", attrs: { rel: "canonical", href: canonical } },
  ];
  return `<!DOCTYPE html>
<html lang="en">
<head>
${renderHeadTags(head)}
</head>
<body>
<main>
<h1>This page has moved</h1>
<p>Its new address is <a href="${escapeUTF8(href)}">${escapeUTF8(canonical)}</a>.</p>
</main>
</body>
</html>
`;
}

/**
 * Writes each redirect's page under the names a page at its old path would have
 * (old/index.html and old.html: GitHub Pages answers /old, /old/ and /old.html with it).
 * Returns, per redirect, the files and the internal URLs, for the stale-file sweep and the link check.
 */
export function writeRedirectPages(
  outDir: string,
  redirects: readonly Redirect[],
  options: RedirectPageOptions,
): { route: string; files: string[]; urls: string[] }[] {
  return redirects.map((redirect) => {
    const html = redirectPage(redirect, options);
    const files = outFiles(redirect.from);
    for (const file of files) writeOut(outDir, file, html);
    return { route: `${redirect.from} (redirect)`, files, urls: internalUrls(html) };
  });
}

/** The template of the CloudFront function: its code, with an empty map between the marker lines. */
export const CLOUDFRONT_FUNCTION_TEMPLATE = "deploy/cloudfront-directory-index.template.js";

/** Where a build writes the CloudFront function with its redirect map: beside the output folder (dist -> dist.cloudfront.js). */
export function cloudFrontFunctionFile(outDir: string): string {
  return outPath(path.dirname(outDir), `${path.basename(outDir)}.cloudfront.js`);
}

/** CloudFront Functions' limit on a function's code. */
export const CLOUDFRONT_FUNCTION_LIMIT = 10 * 1024;

const MAP_START =
  "// <redirects> Written by `npm run build` from content/redirects.txt: edit that file, not these lines.";
const MAP_END = "// </redirects>";

/**
 * The function's source with the redirect map between its marker lines replaced. Keys and
 * values are site paths: CloudFront serves the site at the domain root (docs/deploy.md).
 */
export function withCloudFrontRedirects(
  source: string,
  redirects: readonly Pick<Redirect, "from" | "to">[],
): string {
  const start = source.indexOf(MAP_START);
  const end = source.indexOf(MAP_END, start);
  if (start < 0 || end < 0)
    throw new Error(`The CloudFront function has lost its marker lines "${MAP_START}" and "${MAP_END}"`);
  const entries = redirects.map(({ from, to }) => `  ${JSON.stringify(from)}: ${JSON.stringify(to)},`);
  const map = entries.length ? `const REDIRECTS = {\n${entries.join("\n")}\n};` : "const REDIRECTS = {};";
  return `${source.slice(0, start)}${MAP_START}\n${map}\n${source.slice(end)}`;
}

/** The redirect map a function's code holds (old path -> new path), read back as CloudFront will run it. */
export function cloudFrontRedirects(source: string): Record<string, string> {
  const start = source.indexOf(MAP_START);
  const end = source.indexOf(MAP_END, start);
  const map = /const REDIRECTS = (\{[\s\S]*?\});/.exec(source.slice(start, end))?.[1];
  if (start < 0 || end < 0 || map === undefined)
    throw new Error(`The CloudFront function has no redirect map between "${MAP_START}" and "${MAP_END}"`);
  // The map is written one JSON pair a line, each with a trailing comma (withCloudFrontRedirects).
  return JSON.parse(map.replace(/,\n\}$/, "\n}")) as Record<string, string>;
}

/**
 * The function's code with this build's map (the template read from `root`), or a
 * CloudFrontFunctionTooLarge error (naming the redirects file) when it would pass CloudFront's limit.
 */
export function cloudFrontFunction(
  root: string,
  redirects: readonly Redirect[],
  names: { redirectsFile: string; functionFile: string },
): string {
  const text = withCloudFrontRedirects(
    readFileSync(path.join(root, CLOUDFRONT_FUNCTION_TEMPLATE), "utf8"),
    redirects,
  );
  const bytes = Buffer.byteLength(text);
  if (bytes > CLOUDFRONT_FUNCTION_LIMIT) {
    throw new SiteBuildError(CloudFrontFunctionTooLarge, {
      file: names.redirectsFile,
      functionFile: names.functionFile,
      bytes,
      redirects: redirects.length,
    });
  }
  return text;
}

/**
 * Writes the function beside the output folder, after the swap: written whole under another
 * name, then renamed, so the file a deploy reads is never half written. Returns whether it changed.
 */
export function writeCloudFrontFunction(outDir: string, text: string): boolean {
  const file = cloudFrontFunctionFile(outDir);
  if (existsSync(file) && readFileSync(file, "utf8") === text) return false;
  const partial = outPath(path.dirname(file), `${path.basename(file)}.tmp`);
  writeFileSync(partial, text);
  renameSync(partial, file);
  return true;
}
