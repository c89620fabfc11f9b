/**
 * `npm run dev`: builds, serves the build on 127.0.0.1:4321, rebuilds when src/,
 * content/ or public/ change, and reloads open pages (server-sent events).
 * Each rebuild runs in a fresh process so edited modules are read anew.
 * The dev build shows drafts and scheduled posts (each with a banner), so it goes to
 * .tmp/dev-dist/, never to dist/: what is uploaded never holds an unpublished post.
 */
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadConfig } from "../1-config/config";
import { startServer } from "./server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values: args } = parseArgs({ options: { port: { type: "string", default: "4321" } } });
const port = Number(args.port);
const clients = new Set<ServerResponse>();
const outDir = path.join(root, ".tmp/dev-dist");
const RELOAD_SCRIPT = `const s=new EventSource("/__dev/events");s.onmessage=()=>location.reload();`;

function rebuild(): Promise<boolean> {
  return new Promise((resolve) => {
    const build = [path.join(root, "build/build.ts"), "--drafts", "--out", outDir];
    const child = spawn(process.execPath, ["--import", "tsx", ...build], {
      cwd: root,
      stdio: "inherit",
    });
    child.on("exit", (code) => resolve(code === 0));
  });
}

await rebuild();
const { basePath } = loadConfig(root);
await startServer({
  dir: outDir,
  port,
  basePath,
  before(req, res) {
    if (req.url === "/__dev/events") {
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache",
        connection: "keep-alive",
      });
      res.write("\n");
      clients.add(res);
      req.on("close", () => clients.delete(res));
      return true;
    }
    if (req.url === "/__dev/reload.js") {
      res.writeHead(200, { "content-type": "text/javascript" });
      res.end(RELOAD_SCRIPT);
      return true;
    }
    return false;
  },
  // The dev page gets the reload script and loses the CSP meta (it would block the event stream's script).
  transformHtml: (html) =>
    html
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")
      .replace("</body>", '<script src="/__dev/reload.js"></script></body>'),
});
console.log(`Dev server at http://127.0.0.1:${port}${basePath} (watching src/, content/, public/)`);

let timer: NodeJS.Timeout | undefined;
let running = false;
let again = false;
const schedule = () => {
  clearTimeout(timer);
  timer = setTimeout(async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const ok = await rebuild();
    running = false;
    if (ok) for (const client of clients) client.write("data: reload\n\n");
    if (again) {
      again = false;
      schedule();
    }
  }, 150);
};
for (const folder of ["src", "content", "public"])
  watch(path.join(root, folder), { recursive: true }, schedule);
