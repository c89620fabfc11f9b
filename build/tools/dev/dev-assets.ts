/**
 * The dev server's stylesheet and client bundle: made by the build's buildAssets, with esbuild
 * contexts that rebuild incrementally and a stylesheet made again only when the class names it
 * is made of changed (dev-styles.ts).
 */
import path from "node:path";
import * as esbuild from "esbuild";
import type { BuildConfig } from "../../1-config/config";
import { type Assets, buildAssets } from "../../3-assets/assets";
import type { Bundler } from "../../3-assets/client";
import { brandFont, fontCacheDir, siteText } from "../../3-assets/font-subset";
import { type DevStyles, devStyles } from "./dev-styles";

export interface DevAssets {
  /** Makes the stylesheet and the client bundle, each from what changed since. */
  make: () => Promise<Assets>;
  /** Takes in changed files (absolute paths) before the next make(). */
  changed: (files: readonly string[]) => void;
  styles: DevStyles;
  /** Whether either client build ran in the last make() (else both results were reused). */
  readonly clientRebuilt: boolean;
  dispose: () => Promise<void>;
}

type ClientContext = esbuild.BuildContext<{ metafile: true; write: false }>;
type ClientResult = esbuild.BuildResult<{ metafile: true; write: false }>;

export function devAssets(root: string, outDir: string, config: BuildConfig, contentDir: string): DevAssets {
  // The client bundle's two esbuild builds, as incremental contexts keyed by their entry.
  // A build's output depends only on its input files (the options are fixed while the server
  // runs): when no file it read has changed since, its last result is the same bytes, so it is
  // handed back as it is. An edit to a component that no island imports (the footer, a page's
  // copy) thus costs the client nothing.
  const contexts = new Map<string, ClientContext>();
  const results = new Map<string, { result: ClientResult; inputs: Set<string> }>();
  const styles = devStyles();
  /** Files changed since the client builds last ran (absolute paths). */
  const changedSinceClient = new Set<string>();
  let clientRebuilt = false;
  const bundler: Bundler = async (buildOptions) => {
    const key = String(buildOptions.entryPoints);
    const last = results.get(key);
    if (last && ![...changedSinceClient].some((file) => last.inputs.has(file))) return last.result;
    let context = contexts.get(key);
    if (!context) {
      // Paths in the metafile relative to the root, as buildClient reads them.
      context = await esbuild.context({ ...buildOptions, absWorkingDir: root });
      contexts.set(key, context);
    }
    results.delete(key);
    clientRebuilt = true;
    const result = await context.rebuild();
    const inputs = new Set(Object.keys(result.metafile.inputs).map((file) => path.resolve(root, file)));
    results.set(key, { result, inputs });
    return result;
  };
  return {
    make() {
      clientRebuilt = false;
      // The font the build cuts from the same files (its cut is cached: read again, not remade).
      const font = brandFont(siteText(root, contentDir), fontCacheDir(root));
      const made = buildAssets(root, outDir, config, {
        bundle: bundler,
        css: styles.css,
        measure: false,
        font,
      });
      // Both client builds have started (buildClient calls them at once): what they see is taken in.
      changedSinceClient.clear();
      return made;
    },
    changed(files) {
      for (const file of files) changedSinceClient.add(file);
    },
    styles,
    get clientRebuilt() {
      return clientRebuilt;
    },
    async dispose() {
      await Promise.all([...contexts.values()].map((context) => context.dispose()));
    },
  };
}
