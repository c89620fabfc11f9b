/**
 * URL helpers. Every internal link and asset URL goes through withBase so a
 * GitHub Pages project site (BASE_PATH=/repo/) works like a root site.
 */

/**
 * A folder or file name a URL path keeps as it is, which no host or browser reads as
 * anything else: letters, digits, - _ ~ and dots, not starting with a dot (so never "." or "..").
 */
export const PATH_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/** Prefixes a site path ("/about-us", "/", "/images/x.jpg#y") with the base path ("/" or "/repo/"). */
export function withBase(basePath: string, sitePath: string): string {
  if (!sitePath.startsWith("/")) return sitePath;
  if (basePath === "/") return sitePath;
  return basePath + sitePath.slice(1);
}

/**
 * Puts the base path before every site path a link of rendered markdown points at
 * (`href="/services"`, not `href="//host"` or `href="https:..."`). The renderer writes each
 * link as `<a href="...">` with its quotes in text escaped, so the pattern meets links only.
 */
export function withBaseInLinks(html: string, basePath: string): string {
  if (basePath === "/") return html;
  return html.replace(/\bhref="\/(?!\/)/g, `href="${basePath}`);
}

/** Absolute URL of a site path: origin + base path + path (home is origin + base path). */
export function absoluteUrl(siteUrl: string, basePath: string, sitePath: string): string {
  return siteUrl + withBase(basePath, sitePath);
}

/** Strips the base path from a browser pathname; the inverse of withBase for pages. */
export function stripBase(basePath: string, pathname: string): string {
  if (basePath === "/" || !pathname.startsWith(basePath.slice(0, -1))) return pathname || "/";
  const rest = pathname.slice(basePath.length - 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}
