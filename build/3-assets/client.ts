/**
 * Build step: the client bundle. One entry (src/islands/client.ts), minified
 * ESM, split so that each island and React load only on pages that need them.
 * Returns, per island, every file it pulls in, for the per-page size table.
 */
import path from "node:path";
import * as esbuild from "esbuild";
import { speculationRulesText } from "../../src/islands/prefetch";
import type { BuildConfig } from "../1-config/config";

export interface ClientBundle {
  /** Entry script, relative to the output folder ("assets/client-XXXX.js"). */
  entry: string;
  /** Files the entry loads statically, itself included. */
  entryFiles: string[];
  /**
   * Files each island loads (its chunk, the hydrate chunk with React, and their static imports),
   * for the size table; empty when not asked for (the dev server has no size table).
   */
  islandFiles: Record<string, string[]>;
  /** Every file written, relative to the output folder. */
  files: string[];
  /**
   * The capture script (src/islands/capture.ts), minified, inlined in the head of
   * every page with islands: it must run before any file can arrive.
   */
  inlineScript: string;
  /** The Speculation Rules the entry inserts (src/islands/prefetch.ts), allowed in the CSP by their hash. */
  speculationRules: string;
}

export interface ClientBuild {
  bundle: ClientBundle;
  /** The files to write, relative to the output folder. */
  outputs: { file: string; contents: Uint8Array }[];
}

/** Runs one esbuild build: esbuild.build, or the dev server's incremental contexts (same options, same output). */
export type Bundler = (
  options: esbuild.BuildOptions & { metafile: true; write: false },
) => Promise<esbuild.BuildResult<{ metafile: true; write: false }>>;

export interface ClientOptions {
  /** Runs the esbuild builds: esbuild.build by default; the dev server passes incremental ones. */
  bundle?: Bundler;
  /**
   * The island list (`islandNames` of src/islands/islands.ts), to work out each island's files
   * (islandFiles) for the size table; the dev server has no size table and passes none. Passed
   * in rather than imported here: in a bundle (build/run.mjs) the list brings every island's
   * code and packages with it, which the dev server's own process has no use for.
   */
  islandNames?: readonly string[];
}

/**
 * Bundles in memory (esbuild works in its own process, so the build loads the
 * content meanwhile); the caller writes `outputs` once the output folder is ready.
 */
export async function buildClient(
  root: string,
  outDir: string,
  config: BuildConfig,
  { bundle = esbuild.build, islandNames }: ClientOptions = {},
): Promise<ClientBuild> {
  const entryPoint = path.join(root, "src/islands/client.ts");
  const speculationRules = speculationRulesText(config.basePath);
  const inline = bundle(captureOptions(root));
  const result = await bundle(clientOptions(entryPoint, outDir, config, speculationRules));
  const chunks = chunkGraph(root, outDir, result.metafile);
  const entryOut = chunks.outputBySource.get(entryPoint);
  if (!entryOut) throw new Error("esbuild produced no output for src/islands/client.ts");
  const hydrateOut = chunks.outputBySource.get(path.join(root, "src/islands/hydrate.ts"));
  if (!hydrateOut) throw new Error("esbuild produced no chunk for src/islands/hydrate.ts");
  const { rel, staticClosure } = chunks;
  const outputs = result.metafile.outputs;
  return {
    bundle: {
      entry: rel(entryOut),
      entryFiles: [...staticClosure(entryOut)].map(rel),
      islandFiles: islandNames ? islandFiles(root, result.metafile, islandNames, chunks, hydrateOut) : {},
      files: Object.keys(outputs).map(rel),
      inlineScript: ((await inline).outputFiles[0]?.text ?? "").trim(),
      speculationRules,
    },
    outputs: result.outputFiles.map((output) => {
      const file = path.relative(outDir, output.path).split(path.sep).join("/");
      if (file !== rel(entryOut)) return { file, contents: output.contents };
      const dynamicImports = outputs[entryOut]?.imports.filter((imp) => imp.kind === "dynamic-import") ?? [];
      return { file, contents: Buffer.from(withRetryQuery(output.text, dynamicImports.length)) };
    }),
  };
}

/**
 * What every script the browser gets shares: the browsers the site supports (the same for the
 * inline capture script and the islands), minified, kept in memory for the build to hash and write.
 */
const FOR_BROWSERS = {
  bundle: true,
  platform: "browser",
  target: ["es2020", "safari15"],
  minify: true,
  metafile: true,
  write: false,
  legalComments: "none",
  logLevel: "silent",
} as const satisfies esbuild.BuildOptions;

/** The early-input capture script (src/islands/capture.ts): one classic script, inlined in every page's head. */
function captureOptions(root: string) {
  return {
    ...FOR_BROWSERS,
    entryPoints: [path.join(root, "src/islands/capture.ts")],
    format: "iife",
  } satisfies esbuild.BuildOptions;
}

/** The islands' ESM bundle, split into chunks by what each page needs; the configuration goes in as constants. */
function clientOptions(entryPoint: string, outDir: string, config: BuildConfig, speculationRules: string) {
  return {
    ...FOR_BROWSERS,
    entryPoints: [entryPoint],
    outdir: path.join(outDir, "assets"),
    splitting: true,
    format: "esm",
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    jsx: "automatic",
    define: {
      "process.env.NODE_ENV": '"production"',
      // As JSON text: an object here would be a module that every module initialises (send-message.ts).
      __EMAILJS__: JSON.stringify(JSON.stringify(config.emailjs)),
      __MISSING_EMAILJS__: JSON.stringify(JSON.stringify(config.missingEmailJs)),
      __SPECULATION_RULES__: JSON.stringify(speculationRules),
    },
  } satisfies esbuild.BuildOptions;
}

/** The bundle's chunks: each output's static imports, and the output made of each entry module. */
interface ChunkGraph {
  /** An output file relative to the output folder. */
  rel: (file: string) => string;
  /** A chunk and every chunk it imports statically (what loading it loads). */
  staticClosure: (file: string) => Set<string>;
  /** The output file of each entry module (absolute source path). */
  outputBySource: Map<string, string>;
}

function chunkGraph(root: string, outDir: string, meta: esbuild.Metafile): ChunkGraph {
  const outputs = meta.outputs;
  const staticClosure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === "import-statement" && !imp.external) staticClosure(imp.path, seen);
    }
    return seen;
  };
  const outputBySource = new Map<string, string>();
  for (const [file, output] of Object.entries(outputs)) {
    if (output.entryPoint && file.endsWith(".js"))
      outputBySource.set(path.resolve(root, output.entryPoint), file);
  }
  return {
    rel: (file) => path.relative(outDir, path.resolve(root, file)).split(path.sep).join("/"),
    staticClosure: (file) => staticClosure(file),
    outputBySource,
  };
}

/** Every file each island loads (its chunk, the hydration chunk and their imports), for the per-page size table. */
function islandFiles(
  root: string,
  meta: esbuild.Metafile,
  islandNames: readonly string[],
  chunks: ChunkGraph,
  hydrateOut: string,
): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const [name, source] of Object.entries(islandSources(root, meta, islandNames))) {
    const out = chunks.outputBySource.get(source);
    if (!out)
      throw new Error(`esbuild produced no chunk for island "${name}" (${path.relative(root, source)})`);
    files[name] = [...new Set([...chunks.staticClosure(out), ...chunks.staticClosure(hydrateOut)])].map(
      chunks.rel,
    );
  }
  return files;
}

/**
 * The source module of each island, as esbuild saw it: the island list (src/islands/islands.ts)
 * has one entry per island (`islandNames`, in its order), each `() => import(...)` of its
 * module, and esbuild lists a file's imports in the order they are written. Nothing is loaded
 * here (the build may run as one bundle, where the sources are not modules of their own); the
 * unit test of the client bundle checks that each island gets its own chunk.
 */
function islandSources(
  root: string,
  meta: esbuild.Metafile,
  islandNames: readonly string[],
): Record<string, string> {
  const listFile = path.join(root, "src/islands/islands.ts");
  const input = Object.entries(meta.inputs).find(([file]) => path.resolve(root, file) === listFile)?.[1];
  if (!input) throw new Error("The client bundle does not include src/islands/islands.ts");
  const modules = input.imports
    .filter((imp) => imp.kind === "dynamic-import")
    .map((imp) => path.resolve(root, imp.path));
  if (modules.length !== islandNames.length) {
    throw new Error(
      `src/islands/islands.ts has ${modules.length} import() for ${islandNames.length} islands: each entry must be one () => import() of its module`,
    );
  }
  return Object.fromEntries(islandNames.map((name, index) => [name, modules[index] as string]));
}

/** The chunks the entry imports, as esbuild writes them: `import("./chunks/name-HASH.js")`. */
const CHUNK_IMPORT = /\bimport\((["'])(\.\/chunks\/[^"'?]+\.js)\1\)/g;

/**
 * Every chunk the entry imports gets `window.__chunkQuery` appended (src/islands/client.ts):
 * empty until a load fails, then "?retry=N", so a retry asks for a URL the browser has not
 * seen fail. Some browsers keep a failed import() in the page's module map and answer the same
 * URL with the same error, so retrying the same URL would never reach the network. This is the
 * one place the output is rewritten (as Vite's import analysis rewrites its chunks' import()
 * calls); it stops the build when esbuild's output no longer has the expected shape.
 */
export function withRetryQuery(entry: string, expected: number): string {
  let found = 0;
  const rewritten = entry.replace(CHUNK_IMPORT, (_call, quote: string, specifier: string) => {
    found += 1;
    return `import(${quote}${specifier}${quote}+(self.__chunkQuery||""))`;
  });
  if (found !== expected) {
    throw new Error(
      `The client entry has ${expected} import() of chunks, ${found} of them in the form import("./chunks/NAME.js"): the retry of a failed island load needs every one`,
    );
  }
  return rewritten;
}
