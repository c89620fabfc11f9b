/**
 * `node build/run.mjs build/cli.ts [args]`: runs a TypeScript entry of build/ as one esbuild
 * bundle (`npm run build`, `npm run dev` and the benches do). tsx compiles and loads the
 * project's modules one by one, through its loader hooks; esbuild compiles them in one pass
 * (about 70 ms) and Node loads one file. The real site's build starts 0.4-0.7 s sooner and
 * takes 90 MB less. Packages stay external, loaded from node_modules/ as under tsx.
 *
 * `import.meta.url`, `.dirname` and `.filename` keep meaning each source file's own (written
 * into the bundle per file), so every path worked out from them is the one it is under tsx. The bundle lives in
 * node_modules/.cache/ (so that its imports of packages resolve) and goes when the process ends.
 * This file is plain JavaScript: it is what makes the TypeScript runnable.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("Usage: node build/run.mjs <entry.ts> [arguments]");
  process.exit(2);
}

/** Each project source file's `import.meta.url` (and dirname, filename) is its own, not the bundle's. */
const ownUrls = {
  name: "own-import-meta-url",
  /** @param {esbuild.PluginBuild} build */
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, (args) => {
      if (args.path.split(path.sep).includes("node_modules")) return undefined;
      const source = readFileSync(args.path, "utf8");
      if (!source.includes("import.meta.")) return undefined;
      const own = {
        url: pathToFileURL(args.path).href,
        dirname: path.dirname(args.path),
        filename: args.path,
      };
      const extension = path.extname(args.path).slice(1);
      return {
        contents: source.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, name) =>
          JSON.stringify(own[/** @type {"url" | "dirname" | "filename"} */ (name)]),
        ),
        loader: extension === "tsx" ? "tsx" : extension.endsWith("ts") ? "ts" : "js",
      };
    });
  },
};

const cache = path.join(root, "node_modules/.cache");
mkdirSync(cache, { recursive: true });
// Named by the process, as the dev server's folder is, so that what a process left behind can be told.
const dir = mkdtempSync(path.join(cache, `run-${process.pid}-`));
const cleanup = () => rmSync(dir, { recursive: true, force: true });
process.once("exit", cleanup);
// Interrupted: the folder goes. An entry that handles the signal itself (the dev server
// closes, then exits) goes on doing so; otherwise the signal does what it would have done.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.once(signal, () => {
    cleanup();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  });
}

// The entries set this before they import React (its production build is chosen when it
// loads): in one bundle every package import comes first, so it is set here, before any.
process.env.NODE_ENV ??= "production";

const outfile = path.join(dir, `${path.basename(entry).replace(/\.[cm]?[jt]sx?$/, "")}.mjs`);
await esbuild.build({
  entryPoints: [path.resolve(entry)],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  jsx: "automatic",
  plugins: [ownUrls],
  logLevel: "warning",
});
// esbuild's service process is not kept for the entry: one that bundles again starts it anew (the
// build's client bundle), and a process that does not (the build's own while Pagefind indexes a
// large site: build/pages-apart.ts) does not hold its 40-65 MB meanwhile.
await esbuild.stop();
// The entry reads its arguments from process.argv, as it would when run directly.
process.argv = [process.argv[0] ?? "node", outfile, ...args];
await import(pathToFileURL(outfile).href);
