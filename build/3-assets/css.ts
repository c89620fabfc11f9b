/** Build step: Tailwind v4 through PostCSS into one minified stylesheet. */
import { readFile } from "node:fs/promises";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";

export async function buildCss(entry: string): Promise<string> {
  const source = await readFile(entry, "utf8");
  const result = await postcss([tailwind({ optimize: { minify: true } })]).process(source, { from: entry });
  return result.css;
}
