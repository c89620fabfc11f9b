/**
 * URL helpers. Every internal link and asset URL goes through withBase so a
 * GitHub Pages project site (BASE_PATH=/repo/) works like a root site.
 */

/**
 * A folder or file name a URL path keeps as it is, which no host or browser reads as
 * anything else: letters, digits, - _ ~ and dots, not starting with a dot (so never "." or "..").
 */
export const PATH_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * The most bytes (UTF-8) a file or folder name may hold on the disks the site is built on and
 * served from (ext4, APFS, NTFS): a longer name of content stops Node with ENAMETOOLONG.
 */
export const NAME_MAX_BYTES = 255;

/**
 * The most bytes of an S3 object key, a file's whole path in the bucket: it also keeps a path
 * well inside Linux's PATH_MAX (4,096), wherever the output folder is.
 */
export const KEY_MAX_BYTES = 1024;

/** The bytes of `text` in UTF-8, as a file system counts a name. */
export function utf8Length(text: string): number {
  return utf8.encode(text).length;
}

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

/**
 * Absolute URL of a site path: origin + base path + path (home is origin + base path), the
 * path percent-encoded (encodedPath), as a sitemap, a feed and a canonical link must give it.
 */
export function absoluteUrl(siteUrl: string, basePath: string, sitePath: string): string {
  return siteUrl + encodedPath(withBase(basePath, sitePath));
}

/** The characters a path segment holds as they are (RFC 3986 pchar but "%"): unreserved, sub-delims, ":" and "@". */
const PATH_CHAR = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;
const PLAIN_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;
const utf8 = new TextEncoder();

/**
 * A path (the folder and file names it stands for, as written) as a URL path: each segment in
 * NFC, then every character a URL path cannot hold as it is as the percent escapes of its
 * UTF-8 bytes ("/blog/author/zoë" -> "/blog/author/zo%C3%AB"). A "%" is a character of the
 * name too ("%25"). A query or fragment after the path is left as it is.
 */
export function encodedPath(pathname: string): string {
  // Nearly every path is plain ASCII already.
  if (PLAIN_PATH.test(pathname)) return pathname;
  const end = pathname.search(/[?#]/);
  const [path, rest] = end < 0 ? [pathname, ""] : [pathname.slice(0, end), pathname.slice(end)];
  const encoded = path
    .split("/")
    .map((segment) =>
      Array.from(segment.normalize("NFC"), (char) =>
        PATH_CHAR.test(char)
          ? char
          : Array.from(
              utf8.encode(char),
              (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
            ).join(""),
      ).join(""),
    )
    .join("/");
  return encoded + rest;
}

/** Strips the base path from a browser pathname; the inverse of withBase for pages. */
export function stripBase(basePath: string, pathname: string): string {
  if (basePath === "/" || !pathname.startsWith(basePath.slice(0, -1))) return pathname || "/";
  const rest = pathname.slice(basePath.length - 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}
