/**
 * The default share image (public/images/og-default.png, 1200x630): the brand's mark
 * (as public/favicon.svg draws it), its name and its tagline (content/site.yaml, exact),
 * beside the home illustration, its words set in Inter as outlines (./text-paths.ts).
 * `npm run images` rasterises it.
 */
import type { SiteData } from "../../../src/model/copy";
import { markSvg } from "../../../src/styles/brand-mark";
import { C } from "./kit";
import { drawings } from "./scenes";
import { typesetter } from "./text-paths";

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
export function defaultOgSvg(site: Pick<SiteData, "brand" | "tagline">): string {
  const lines = wrapWords(site.tagline, 34);
  const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const type = typesetter({ grid: 1000 });
  const words =
    type.text(184, 232, site.brand, { size: 80, weight: 700, fill: C.ink, letterSpacing: -1 }) +
    lines.map((line, i) => type.text(72, 326 + i * 46, line, { size: 34, fill: C.s700 })).join("");
  const hero = drawings["home-hero"]()
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<title>${esc(site.brand)}: ${esc(site.tagline)}</title>
<defs>${type.defs()}</defs>
<rect width="1200" height="630" fill="${C.w}"/>
<rect x="0" y="0" width="1200" height="12" fill="${C.b700}"/>
${markSvg.replace("<svg ", '<svg x="72" y="160" width="88" height="88" ')}
${words}
<rect x="72" y="${326 + lines.length * 46 - 6}" width="120" height="6" rx="3" fill="${C.g}"/>
<svg x="660" y="130" width="480" height="360" viewBox="0 0 560 420">${hero}</svg>
</svg>`;
}
