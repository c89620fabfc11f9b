/**
 * A large site's build in two processes. The pages (content, assets, images, pages, site files
 * and the link check: makePages in build/site-build.ts) are made in a process of their own,
 * which hands over what it made (MadePages, plain data) and ends; then this process writes the
 * search index, swaps the new site in and reports, as build() does in one process. What
 * rendering held (the content, the pages' links, V8's heap grown for them: 450-500 MB at 4,000
 * posts) is then gone from memory while Pagefind indexes, which alone takes 1.1-1.2 GB there
 * (docs/build.md, "Build at scale"). This process checks the output folder and holds its lock
 * throughout; the pages process prints nothing of its own but its progress.
 *
 * `npm run build` (build/cli.ts) builds a site of INDEX_APART_FROM posts or more this way;
 * `BUILD_INDEX_APART=1` or `0` chooses. Both processes run the same entry: the pages process
 * is told apart by PAGES_PROCESS in its environment, which holds its options.
 */
import { fork } from "node:child_process";
import { postFiles } from "./2-content/load";
import type { Told } from "./2-content/told";
import { failureReport, isSiteBuildError, SiteBuildError } from "./errors";
import type { BuildOptions, MadePages } from "./site-build";

/**
 * From this many posts a build makes its pages apart. Below it the second process's start
 * (loading the packages again, about 0.4 s) costs more than the memory matters: at 1,000 posts
 * the build's own process holds about 250 MB, against Pagefind's 300 MB.
 */
export const INDEX_APART_FROM = 1000;

/** The environment variable that makes the entry the pages process, holding its options (JSON). */
export const PAGES_PROCESS = "BUILD_PAGES_PROCESS";

/** The options a pages process is started with: those of the command line, as plain data. */
export type ApartOptions = Pick<
  BuildOptions,
  "root" | "contentDir" | "publicDir" | "outDir" | "log" | "showUnpublished" | "workers"
>;

/** What the pages process says: the warnings and notes (once the content is read), then what it made, or why it failed. */
type Message =
  | { told: Told }
  | { made: MadePages }
  | { failed: { report?: { name: string; title: string; message: string }; stack: string } };

/** Whether this build makes its pages apart: BUILD_INDEX_APART=1 or 0, otherwise by the number of posts. */
export function pagesApart(contentDir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const asked = env.BUILD_INDEX_APART;
  if (asked === "1") return true;
  if (asked === "0") return false;
  try {
    return postFiles(contentDir).length >= INDEX_APART_FROM;
  } catch {
    // No blog folder to count: the build says what is missing, in one process.
    return false;
  }
}

/**
 * Starts the pages process (this same entry, `entry`, with the same arguments) and resolves with
 * what it made; the told warnings reach `onTold`. A failure it reports is thrown here as it
 * would have been thrown in one process (the same name, title and message); a process that
 * ends without a word (killed, out of memory) is a plain Error.
 */
export function makePagesApart(
  options: ApartOptions,
  { onTold, entry = process.argv[1] ?? "" }: { onTold?: (told: Told) => void; entry?: string } = {},
): Promise<MadePages> {
  return new Promise((resolve, reject) => {
    const child = fork(entry, process.argv.slice(2), {
      env: { ...process.env, [PAGES_PROCESS]: JSON.stringify(options) },
      stdio: ["inherit", "inherit", "inherit", "ipc"],
    });
    let settled = false;
    child.on("message", (message: Message) => {
      if ("told" in message) onTold?.(message.told);
      else if ("made" in message) {
        settled = true;
        resolve(message.made);
      } else if ("failed" in message) {
        settled = true;
        reject(failureOf(message.failed));
      }
    });
    child.on("error", (error) => {
      settled = true;
      reject(error);
    });
    child.on("exit", (code, signal) => {
      if (!settled)
        reject(
          new Error(
            `The process making the pages ended (${signal ? `signal ${signal}` : `exit code ${code}`}) before it handed them over.`,
          ),
        );
    });
  });
}

/** The pages process's failure, as its own process would have thrown it. */
function failureOf({ report, stack }: Extract<Message, { failed: unknown }>["failed"]): Error {
  if (report) {
    const { name, title, message } = report;
    return new SiteBuildError({ name, title, message: () => message }, {});
  }
  const error = new Error(stack.split("\n")[0] ?? "");
  error.stack = stack;
  return error;
}

/**
 * The pages process: makes the pages with `make` (makePagesFor in build/site-build.ts) from the
 * options in its environment, tells the parent what happens, and ends.
 */
export async function runPagesProcess(
  make: (options: BuildOptions) => Promise<MadePages>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<never> {
  const send = (message: Message) =>
    new Promise<void>((done) => {
      process.send?.(message, () => done());
    });
  const options = JSON.parse(env[PAGES_PROCESS] ?? "{}") as ApartOptions;
  const told: Told[] = [];
  try {
    const made = await make({ ...options, onTold: (found) => told.push(found) });
    for (const found of told) await send({ told: found });
    await send({ made });
    process.exit(0);
  } catch (error) {
    for (const found of told) await send({ told: found });
    const stack = failureReport(error);
    await send({
      failed: isSiteBuildError(error)
        ? { report: { name: error.data.name, title: error.data.title, message: error.message }, stack }
        : { stack },
    });
    process.exit(1);
  }
}
