/**
 * The Content Security Policy every page carries in a meta tag: scripts and
 * styles only from the site (plus the inline capture script and the speculation
 * rules the client entry inserts, src/islands/prefetch.ts, by their hashes), connections
 * only to the site and the e-mail provider, frames only from the maps service.
 * 'wasm-unsafe-eval' lets site search compile Pagefind's WebAssembly (served by the site,
 * fetched when search opens); it allows no eval of JavaScript. Every page has the search
 * entry in its header, so every page needs it.
 * frame-ancestors cannot be set by a meta tag: deploy/response-headers-policy.json sets it.
 */
import { createHash } from "node:crypto";
import { MAPS_ORIGIN } from "../../src/lib/maps";

export const EMAIL_PROVIDER_ORIGIN = "https://api.emailjs.com";

export function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

export function contentSecurityPolicy({
  inlineScripts = [],
  inlineStyles = [],
}: {
  inlineScripts?: string[];
  inlineStyles?: string[];
}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'wasm-unsafe-eval'", ...inlineScripts.map(sha256)],
    "style-src": ["'self'", ...inlineStyles.map(sha256)],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", EMAIL_PROVIDER_ORIGIN],
    "frame-src": [MAPS_ORIGIN],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
