/**
 * `npm run build`: the command line of the build (build/site-build.ts). Builds the project's
 * own folders; `--out DIR` writes elsewhere (the browser tests use it), `--content DIR` reads
 * blog/, authors.json and legal/ from elsewhere (`npm run bench -- --vs-eleventy`), `--drafts`
 * renders drafts and scheduled posts too.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { commandLine } from "./cli-args";
import { failureReport } from "./errors";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = commandLine({
  command: "npm run build",
  options: {
    out: { type: "string" },
    content: { type: "string" },
    drafts: { type: "boolean", default: false },
  },
});

// React must run its production build on the server (the development build validates every
// element and is several times slower), and it picks that when it is first loaded: NODE_ENV
// is set before the build's modules are imported.
process.env.NODE_ENV ??= "production";
const { build } = await import("./site-build");

try {
  await build({
    root,
    outDir: values.out ? path.resolve(root, values.out) : undefined,
    contentDir: values.content ? path.resolve(root, values.content) : undefined,
    log: true,
    showUnpublished: values.drafts,
  });
} catch (error) {
  // A SiteBuildError is the site owner's to fix: its name, title and message. Anything else is a bug: its stack.
  console.error(`\nBuild failed. ${failureReport(error)}`);
  process.exit(1);
}
