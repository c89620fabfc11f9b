/**
 * `npm run build`: the command line of the build (build/site-build.ts). Builds the project's
 * own folders; `--out DIR` writes elsewhere (the browser tests use it; a new or empty folder, or
 * one a build made, never the project or a folder of it: build/7-output/out-place.ts), `--content DIR` reads
 * all of content/ from elsewhere, the copy files (site.yaml, services.yaml, pages/) with blog/,
 * authors.json and legal/ (`npm run bench -- --vs-eleventy`), `--public
 * DIR` the files of public/, `--drafts` renders drafts and scheduled posts too. The warnings and
 * notes come last, after the result or the problems: each in full once, then counted on one
 * line while nothing changes (build/2-content/told.ts), all in full with `--all-warnings`.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { rememberTold, type Told, toldBefore, toldFile, toldReport } from "./2-content/told";
import { commandLine } from "./cli-args";
import { failureReport } from "./errors";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = commandLine({
  command: "npm run build",
  options: {
    out: { type: "string" },
    content: { type: "string" },
    public: { type: "string" },
    drafts: { type: "boolean", default: false },
    "all-warnings": { type: "boolean", default: false },
  },
});

// React must run its production build on the server (the development build validates every
// element and is several times slower), and it picks that when it is first loaded: NODE_ENV
// is set before the build's modules are imported.
process.env.NODE_ENV ??= "production";
const { build, makePagesFor } = await import("./site-build");
const { makePagesApart, PAGES_PROCESS, pagesApart, runPagesProcess } = await import("./pages-apart");
// The pages of a large site are made in a process of their own (build/pages-apart.ts): this entry, started again.
if (process.env[PAGES_PROCESS]) await runPagesProcess(makePagesFor);

const contentDir = path.resolve(root, values.content ?? "content");
let told: Told | undefined;
/** The warnings and notes, after everything else; remembered for the next build. */
const tell = () => {
  if (!told) return;
  const memory = toldFile(root);
  const report = toldReport(told, toldBefore(memory, contentDir), values["all-warnings"]);
  if (report) console.warn(`\n${report}`);
  rememberTold(memory, contentDir, told);
};

const options = {
  root,
  outDir: values.out ? path.resolve(root, values.out) : undefined,
  contentDir,
  publicDir: values.public ? path.resolve(root, values.public) : undefined,
  log: true,
  showUnpublished: values.drafts,
};
const onTold = (found: Told) => {
  told = found;
};
try {
  await build({
    ...options,
    onTold,
    indexApart: pagesApart(contentDir) ? () => makePagesApart(options, { onTold }) : undefined,
  });
  tell();
} catch (error) {
  // A SiteBuildError is the site owner's to fix: its name, title and message. Anything else is a bug: its stack.
  console.error(`\nBuild failed. ${failureReport(error)}`);
  tell();
  process.exit(1);
}
