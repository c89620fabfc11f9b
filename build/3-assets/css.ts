/**
 * Build step: Tailwind v4 through PostCSS into one minified stylesheet. `extra` is CSS
 * the build makes (the brand font's @font-face rules, which name its hashed file),
 * added after the entry's own rules.
 */
import { readFile } from "node:fs/promises";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";

export async function buildCss(entry: string, extra = ""): Promise<string> {
  const source = `${await readFile(entry, "utf8")}\n${extra}`;
  const result = await postcss([tailwind({ optimize: { minify: true } })]).process(source, { from: entry });
  return result.css;
}
