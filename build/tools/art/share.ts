/**
 * The default share image (public/images/og-default.png, 1200x630): the brand's mark
 * (as public/favicon.svg draws it), its name and its tagline (content/site.ts, exact),
 * beside the home illustration. `npm run images` rasterises it.
 */
import { site } from "../../../content/site";
import { C } from "./kit";
import { drawings } from "./scenes";

/** The brand's mark: public/favicon.svg, the logo, and the share image draw this. */
export const markSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b4f8a"/><path d="M9 17.5l4.5 4.5L23 11" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** Splits the tagline into lines of at most `max` characters, at spaces. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The default share image: mark, brand name and tagline on the left, the ITAD flow on the right. */
export function defaultOgSvg(): string {
  const lines = wrapWords(site.tagline, 34);
  const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const hero = drawings["home-hero"]()
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="${C.w}"/>
<rect x="0" y="0" width="1200" height="12" fill="${C.b700}"/>
${markSvg.replace("<svg ", '<svg x="72" y="160" width="88" height="88" ')}
<g font-family="Liberation Sans, Arial, Helvetica, sans-serif" fill="${C.ink}">
<text x="184" y="232" font-size="80" font-weight="700" letter-spacing="-1">${esc(site.brand)}</text>
${lines.map((line, i) => `<text x="72" y="${326 + i * 46}" font-size="34" fill="#334155">${esc(line)}</text>`).join("\n")}
</g>
<rect x="72" y="${326 + lines.length * 46 - 6}" width="120" height="6" rx="3" fill="${C.g}"/>
<svg x="660" y="130" width="480" height="360" viewBox="0 0 560 420">${hero}</svg>
</svg>`;
}
