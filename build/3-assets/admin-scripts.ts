/**
 * The browser editor's two scripts (/admin/, build/5-site-files/admin/admin-files.ts): the page
 * script that starts it (src/admin/main.ts, bundled here) and Sveltia CMS's own, copied as its
 * package ships it. Made with the other assets, while the content loads; no page of the site
 * loads either.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";
import { ADMIN_DIR } from "../../src/paths";

/** The two scripts, by their names in the output folder. */
export const ADMIN_SCRIPTS = {
  page: `${ADMIN_DIR}/admin.js`,
  cms: `${ADMIN_DIR}/sveltia-cms.js`,
} as const;

const ENTRY = path.resolve(import.meta.dirname, "../../src/admin/main.ts");

/**
 * The CMS's script, as its package ships it (one file, no build of ours): read once a process,
 * since the dev server makes the assets again after every edit of src/.
 */
let cmsScript: Promise<Buffer> | undefined;
function readCmsScript(): Promise<Buffer> {
  const main = createRequire(import.meta.url).resolve("@sveltia/cms");
  cmsScript ??= readFile(path.join(path.dirname(main), "..", "dist", "sveltia-cms.js"));
  return cmsScript;
}

export async function buildAdminScripts(): Promise<{ file: string; contents: string | Uint8Array }[]> {
  const [page, cms] = await Promise.all([
    build({
      entryPoints: [ENTRY],
      bundle: true,
      minify: true,
      format: "iife",
      target: "es2022",
      write: false,
      legalComments: "none",
    }),
    readCmsScript(),
  ]);
  return [
    { file: ADMIN_SCRIPTS.page, contents: page.outputFiles[0]?.contents ?? new Uint8Array() },
    { file: ADMIN_SCRIPTS.cms, contents: cms },
  ];
}
