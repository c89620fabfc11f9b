/**
 * Which link and image URLs markdown content may use: web pages (http, https,
 * protocol-relative //host), mailto:, tel:, site paths (/x, x, ../x) and
 * fragments (#x). Anything else (javascript:, data:, vbscript:, file:...)
 * could run code in the page or open something outside the site, and is refused.
 *
 * The URL is judged as the browser will read it: marked writes an href with
 * its character references as written (&#106;avascript: reaches the page and
 * the browser decodes it), and the browser's URL parser ignores case, tabs,
 * line breaks and leading spaces in a scheme. So the check decodes the
 * references and then asks the same WHATWG URL parser which scheme it sees.
 */
import { decodeHTMLAttribute } from "entities/decode";

const ALLOWED = new Set(["http:", "https:", "mailto:", "tel:"]);
// Any relative URL resolves against this, so it comes out as https: and passes.
const BASE = "https://site.invalid/";

/** Why a link or image URL is refused, or undefined when it is allowed. */
export function urlRefusal(href: string): string | undefined {
  // Both readings: the decoded one is what browsers see today; the raw one is what
  // they would see if the renderer ever escaped the ampersands.
  for (const candidate of new Set([decodeHTMLAttribute(href), href])) {
    let protocol: string;
    try {
      protocol = new URL(candidate, BASE).protocol;
    } catch {
      return "is not a valid URL: fix it or remove the link";
    }
    if (!ALLOWED.has(protocol)) {
      return `uses the scheme "${protocol}", which could run code or open something outside the site: only http:, https:, mailto: and tel: links, site paths (/x, x, ../x) and fragments (#x) are allowed; change the link or remove it`;
    }
    const host = disguisedHost(candidate);
    if (host !== undefined)
      return `is read by browsers as a link to another site (${host}), though it looks like a path of this one: write a path of this site with / only (/about-us), or the other site's whole address (https://${host}/)`;
  }
  return undefined;
}

/**
 * The host a URL without a scheme takes the browser to when it is not written as "//host":
 * browsers read a backslash as a slash and drop tabs and line breaks, so "/\\evil.example"
 * is "//evil.example". Undefined for a site path, a fragment and a plain "//host".
 */
function disguisedHost(candidate: string): string | undefined {
  // What the URL parser drops before reading: leading and trailing C0 controls and spaces, tabs and line breaks anywhere.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are the characters the URL parser drops
  const written = candidate.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  const read = written.replace(/[\t\n\r]/g, "");
  if (/^[a-z][a-z0-9+.-]*:/i.test(read) || /^\/\/(?!\/)/.test(written)) return undefined;
  const { host } = new URL(read, BASE);
  return host === new URL(BASE).host ? undefined : host;
}
