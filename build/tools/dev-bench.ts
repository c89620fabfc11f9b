/**
 * `npm run bench:dev -- --posts-from DIR`: how fast the dev server answers on a large site.
 * Copies the project into a temp folder with the posts of DIR added to content/blog/ (make
 * them with bench/gen-posts.mjs and to-site-posts.mjs, see bench/README.md), then:
 *
 * - start: `npm run dev` started anew, until its first page (/) has arrived (`--starts`, median);
 * - edits: in Chromium, a page open; the time from writing a file to the load event of the
 *   page reloaded with the change in it, for a post (its article), a page's copy (/about-us)
 *   and a component (the footer) (`--edits` of each, median).
 *
 * Nothing in the project changes. CHROME_PATH names the browser (default /usr/bin/chromium).
 */
import { type ChildProcess, spawn } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { parseDocument } from "yaml";
import { commandLine } from "../cli-args";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values: args } = commandLine({
  command: "npm run bench:dev",
  options: {
    "posts-from": { type: "string" },
    starts: { type: "string", default: "5" },
    edits: { type: "string", default: "5" },
    port: { type: "string", default: "4399" },
    tmp: { type: "string" },
  },
});
if (!args["posts-from"]) {
  console.error("--posts-from DIR is required: a folder of posts in this site's format");
  process.exit(1);
}
const port = Number(args.port);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => `${Math.round(value)} ms`;

const work = mkdtempSync(path.join(args.tmp ?? os.tmpdir(), "buyitad-dev-bench-"));
const site = path.join(work, "site");
mkdirSync(site);
for (const entry of ["src", "content", "build", "public", "package.json", "tsconfig.json"])
  cpSync(path.join(root, entry), path.join(site, entry), { recursive: true });
symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"));
const postsDir = path.resolve(args["posts-from"]);
const added = readdirSync(postsDir).filter((file) => file.endsWith(".md"));
for (const file of added) cpSync(path.join(postsDir, file), path.join(site, "content/blog", file));
const posts = readdirSync(path.join(site, "content/blog")).length;

let server: ChildProcess | undefined;
const stop = async () => {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGINT");
  await exited;
};
const start = async (): Promise<number> => {
  const started = performance.now();
  server = spawn(process.execPath, ["build/run.mjs", "build/tools/dev.ts", "--port", String(port)], {
    cwd: site,
    stdio: ["ignore", "ignore", "inherit"],
    // As a site owner starts it: NODE_ENV unset, so the server picks React's production build.
    env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV")),
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error("the dev server stopped");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

try {
  console.log(`${posts} posts (${added.length} added) in ${site}`);
  const starts: number[] = [];
  for (let run = 0; run < Number(args.starts); run++) {
    starts.push(await start());
    await stop();
  }
  console.log(`first page after start: median ${ms(median(starts))} (${starts.map(ms).join(", ")})`);

  await start();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  const page = await browser.newPage();
  const article = "carbon-math-of-hardware-reuse";
  const kinds = [
    {
      name: "post",
      url: `/blog/${article}`,
      file: `content/blog/${article}.md`,
      change: (source: string, mark: string) =>
        source.replace(/^title: .*$/m, `title: "Carbon Math ${mark}"`),
    },
    {
      name: "page copy",
      url: "/about-us",
      file: "content/pages/about.yaml",
      change: (source: string, mark: string) => {
        const doc = parseDocument(source);
        doc.setIn(["hero", "title"], `Built on Security ${mark}`);
        return doc.toString();
      },
    },
    {
      name: "component",
      url: "/careers",
      file: "src/components/layout/footer.tsx",
      change: (source: string, mark: string) =>
        source.replace(/All rights reserved[^<]*\./, `All rights reserved ${mark}.`),
    },
  ];
  for (const kind of kinds) {
    const file = path.join(site, kind.file);
    const original = readFileSync(file, "utf8");
    const times: number[] = [];
    await page.goto(`http://127.0.0.1:${port}${kind.url}`);
    for (let run = 0; run < Number(args.edits); run++) {
      const mark = `m${run}x${Date.now()}`;
      const changed = kind.change(original, mark);
      if (changed === original) throw new Error(`the ${kind.name} edit changed nothing in ${kind.file}`);
      await new Promise((resolve) => setTimeout(resolve, 300)); // the page settled, its event stream open
      const started = performance.now();
      writeFileSync(file, changed);
      // Until the page has reloaded with the change: the new document's load event (its
      // stylesheet, scripts and images in), timed when it fires; then the mark is looked for
      // in it, off the clock. A reload without the mark (none is expected) is waited past.
      let loaded = 0;
      for (;;) {
        await page.waitForEvent("load", { timeout: 30_000 });
        loaded = performance.now();
        if (await page.evaluate((text) => document.body.textContent?.includes(text), mark)) break;
      }
      times.push(loaded - started);
    }
    // Put back, and wait for the open page to reload with it: otherwise that reload could land
    // in the next kind's first edit and be taken for its own.
    const reverted = page.waitForEvent("load", { timeout: 30_000 });
    writeFileSync(file, original);
    await reverted;
    console.log(
      `edit to a ${kind.name} -> page reloaded with it: median ${ms(median(times))} (${times.map(ms).join(", ")})`,
    );
  }
  await browser.close();
} finally {
  await stop();
  rmSync(work, { recursive: true, force: true });
}
