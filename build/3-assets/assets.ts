/**
 * Build step: the brand font, the stylesheet, the client bundle and the browser editor's
 * scripts (admin-scripts.ts), made in memory while the content loads. The font is cut to the
 * characters of the site's text files (font-subset.ts), its @font-face rules put after
 * Tailwind's output. `writeAssets` puts them in place.
 */
import path from "node:path";
import type { BuildConfig } from "../1-config/config";
import { writeOut } from "../7-output/out-path";
import { gzipSize } from "../7-output/size-table";
import { buildAdminScripts } from "./admin-scripts";
import { buildClient, type ClientBundle, type ClientOptions } from "./client";
import { buildCss } from "./css";
import type { BrandFont } from "./font";
import { contentHash } from "./hash";

export interface Assets {
  /** The stylesheet, relative to the output folder ("assets/styles-XXXX.css"). */
  cssFile: string;
  /** The brand font, relative to the output folder ("assets/inter-XXXX.woff2"): every page preloads it. */
  fontFile: string;
  client: ClientBundle;
  /** Gzip size of the stylesheet and of every script, by path relative to the output folder (empty unless `measure`). */
  gzipBySize: Record<string, number>;
  /** Every file to write, relative to the output folder. */
  files: { file: string; contents: string | Uint8Array }[];
}

export interface AssetOptions extends ClientOptions {
  /** Makes the stylesheet from the entry and the build's extra CSS: buildCss, or the dev server's, which reuses it. */
  css?: (entry: string, extra: string) => Promise<string>;
  /** Measure each file's gzip size for the size table (the dev server has none: 20-40 ms an edit saved). */
  measure?: boolean;
  /** The brand font, cut to the characters of the site's text files (font-subset.ts). */
  font: Promise<BrandFont>;
}

/** `options` say how the assets are made (the dev server: incremental builds, no size-table data). */
export async function buildAssets(
  root: string,
  outDir: string,
  config: BuildConfig,
  { css: makeCss = buildCss, measure = true, font: fontMade, ...clientOptions }: AssetOptions,
): Promise<Assets> {
  const [styles, client, admin, font] = await Promise.all([
    makeCss(path.join(root, "src/styles/global.css"), ""),
    buildClient(root, outDir, config, clientOptions),
    buildAdminScripts(),
    fontMade,
  ]);
  const css = withFontFaces(styles, font.css);
  const cssFile = `assets/styles-${contentHash(css)}.css`;
  const files: Assets["files"] = [
    { file: font.file, contents: font.contents },
    { file: cssFile, contents: css },
    ...client.outputs,
  ];
  const gzipBySize: Record<string, number> = {};
  for (const { file, contents } of measure ? files : []) {
    if (file.endsWith(".css") || file.endsWith(".js")) gzipBySize[file] = gzipSize(contents);
  }
  // The editor's scripts are no page's: not in the size table.
  files.push(...admin);
  return { cssFile, fontFile: font.file, client: client.bundle, gzipBySize, files };
}

/** The stylesheet: Tailwind's, then the font's @font-face rules (made once the content is read). */
export function withFontFaces(styles: string, fontCss: string): string {
  return `${styles.trimEnd()}\n${fontCss}\n`;
}

export function writeAssets(outDir: string, assets: Assets): void {
  for (const { file, contents } of assets.files) writeOut(outDir, file, contents);
}
