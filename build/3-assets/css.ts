/**
 * Build step: Tailwind v4 through PostCSS into one minified stylesheet. After the entry's own
 * rules come the palette's @theme colours (src/styles/palette.ts: the stylesheet holds none of
 * its own) and `extra`, CSS the build makes (the brand font's @font-face rules, which name its
 * hashed file).
 */
import { readFile } from "node:fs/promises";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";
import { themeColors } from "../../src/styles/palette";

export async function buildCss(entry: string, extra = ""): Promise<string> {
  return (await cssWithSources(entry, extra)).css;
}

/**
 * The stylesheet and the files Tailwind read for class names (its dependency messages),
 * for the dev server, which makes it again only when their class names change
 * (build/tools/dev/dev-styles.ts). Tailwind keeps its compiler between calls for one entry
 * and only ever adds class names to it; a change to the CSS text starts it afresh.
 */
export async function cssWithSources(
  entry: string,
  extra = "",
  /** Put before the entry's text: a comment that changes the input (so Tailwind starts afresh) and nothing else. */
  lead = "",
): Promise<{ css: string; files: string[] }> {
  const source = `${lead}${await readFile(entry, "utf8")}\n${themeColors()}${extra}`;
  const result = await postcss([tailwind({ optimize: { minify: true } })]).process(source, { from: entry });
  const files = result.messages.flatMap((message) =>
    message.type === "dependency" && typeof message.file === "string" && message.file !== entry
      ? [message.file]
      : [],
  );
  return { css: result.css, files };
}
