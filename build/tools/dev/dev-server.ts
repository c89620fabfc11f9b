/**
 * The dev server's HTTP side: answers from a DevSite (build/tools/dev/dev-site.ts), watches
 * src/, content/, public/ and build/, hands every change to the site, then reloads the open
 * pages (server-sent events). Each HTML page gets one script at serve time,
 * /__dev/client.js, which listens for the reloads and shows what stops the build in an
 * overlay; everything else is served as the build writes it.
 */
import { createHash } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { CACHE_CONTROL, isHashedAsset } from "../../hosts";
import { type DevSite, type DevSiteOptions, startDevSite, type UpdateResult } from "./dev-site";
import { watchTree } from "./watch-tree";

export interface DevServerOptions extends DevSiteOptions {
  port: number;
  host?: string;
  /** Folders to watch; by default src/, content/, public/ and build/ of the root. */
  watch?: string[];
  /**
   * Called after each change has been taken in (the terminal's line, the tests' clock), and
   * when the posts' markdown read after the start breaks the site (no files then).
   */
  onUpdate?: (update: { files: string[]; ok: boolean; error?: string; ms: number; redone: string[] }) => void;
}

export interface DevServer {
  server: Server;
  site: DevSite;
  url: string;
  close: () => Promise<void>;
}

const EVENTS_PATH = "/__dev/events";

/** Reloads on "reload"; shows or clears the overlay on "error" (DOM only: the page's CSP allows no inline styles). */
const CLIENT_SCRIPT = `const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
let box;
events.addEventListener("reload", () => location.reload());
events.addEventListener("error", (event) => {
  box?.remove();
  box = undefined;
  const text = JSON.parse(event.data || "null");
  if (!text) return;
  box = document.createElement("div");
  box.setAttribute("role", "alert");
  box.dataset.devError = "";
  Object.assign(box.style, { position: "fixed", inset: "auto 0 0 0", zIndex: "2147483647", maxHeight: "60vh",
    overflow: "auto", background: "#fff5f5", color: "#5c0000", borderTop: "4px solid #b00020", padding: "1rem",
    font: "14px/1.5 ui-monospace, monospace", whiteSpace: "pre-wrap" });
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.style.float = "right";
  close.onclick = () => box.remove();
  const title = document.createElement("strong");
  title.textContent = "The build would fail (the page shows the last good version):";
  const pre = document.createElement("div");
  pre.textContent = text;
  box.append(close, title, pre);
  document.body.append(box);
});
`;

/** Named by its content and kept by the browser a year, as hashed assets are: a reload does not ask for it again. */
const CLIENT_PATH = `/__dev/client-${createHash("sha256").update(CLIENT_SCRIPT).digest("hex").slice(0, 10)}.js`;

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const site = await startDevSite(options);
  const basePath = site.basePath;
  const clients = new Set<ServerResponse>();
  const send = (event: string, data: unknown) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === EVENTS_PATH) {
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache",
        connection: "keep-alive",
      });
      res.write(`event: error\ndata: ${JSON.stringify(site.error ?? null)}\n\n`);
      clients.add(res);
      req.on("close", () => clients.delete(res));
      return;
    }
    if (url.pathname === CLIENT_PATH) {
      res.writeHead(200, {
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": CACHE_CONTROL.hashed,
      });
      res.end(CLIENT_SCRIPT);
      return;
    }
    try {
      let sitePath = url.pathname;
      const inBase = basePath === "/" || sitePath === basePath.slice(0, -1) || sitePath.startsWith(basePath);
      if (basePath !== "/" && inBase) sitePath = `/${sitePath.slice(basePath.length)}`;
      const answer = await site.request(inBase ? sitePath : "/404.html");
      const status = inBase ? answer.status : 404;
      const body =
        answer.route !== undefined
          ? String(answer.body).replace(
              "</body>",
              `<script type="module" src="${CLIENT_PATH}"></script>\n</body>`,
            )
          : answer.body;
      // A hashed file never changes under its name: the browser keeps it, and a reload after
      // an edit fetches only the page (and what the edit renamed). Everything else is asked again.
      const hashed = answer.status === 200 && isHashedAsset(sitePath.replace(/^\/+/, ""));
      res.writeHead(status, {
        "content-type": answer.contentType,
        "cache-control": hashed ? CACHE_CONTROL.hashed : "no-cache",
      });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (caught) {
      // A page whose code throws, or whose post's markdown the start had not read and has a
      // refused link: the message in the browser, the server goes on.
      const text = site.report(caught);
      console.error(text);
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end(`This page failed to render:\n\n${text}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;

  // Changes arrive in bursts (an editor writes, renames, touches): taken in together after a short pause.
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const told = (files: string[], result: UpdateResult) => {
    options.onUpdate?.({ files, ...result, error: site.error });
    send("error", site.error ?? null);
    if (result.ok) send("reload", files.length);
  };
  const flush = async () => {
    const files = [...pending];
    pending.clear();
    told(files, await site.update(files));
  };
  // The posts' markdown, read once the site serves (dev-site.ts): a problem in it is told as an edit's would be.
  void site.checked.then((result) => result && told([], result));
  const folders =
    options.watch ?? ["src", "content", "public", "build"].map((dir) => path.join(options.root, dir));
  const watcher = watchTree(folders, (file) => {
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(flush, 20);
  });

  return {
    server,
    site,
    url: `http://${options.host ?? "127.0.0.1"}:${port}${basePath}`,
    async close() {
      clearTimeout(timer);
      watcher.close();
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await site.close();
    },
  };
}
