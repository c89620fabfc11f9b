/**
 * The dev server's HTTP side: answers from a DevSite (build/tools/dev/dev-site.ts), watches
 * src/, content/, public/ and build/, hands every change to the site, then reloads the open
 * pages (server-sent events). Each HTML page gets one script at serve time,
 * /__dev/client.js, which listens for the reloads and shows in an overlay what stops the
 * site from building and what the build would stop on while this server serves on (a page's
 * dead links, links to a held-back post, bad redirects: dev-checks.ts); everything else is
 * served as the build writes it. It answers only to the loopback names and its `host`, and a
 * target that is not a path gets 400 (request-guard.ts): it serves drafts and scheduled posts.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { NOT_FOUND_FILE } from "../../../src/paths";
import { CACHE_CONTROL, isHashedAsset } from "../../hosts";
import { listen } from "../listen";
import { checkRequest, hostKey, refuse } from "../request-guard";
import { type DevSite, type DevSiteOptions, startDevSite, type UpdateResult } from "./dev-site";
import { watchTree } from "./watch-tree";

export interface DevServerOptions extends DevSiteOptions {
  port: number;
  /** The address it listens on, and a name it answers to besides the loopback ones (`--host`). */
  host?: string;
  /** Folders to watch; by default src/, content/, public/ and build/ of the root. */
  watch?: string[];
  /**
   * Called after each change has been taken in (the terminal's line, the tests' clock), and
   * when the posts' markdown read after the start breaks the site (no files then).
   */
  onUpdate?: (update: { files: string[]; ok: boolean; error?: string; ms: number; redone: string[] }) => void;
  /**
   * Called when what the build would stop on has changed (DevSite's siteFindings and
   * pageFindings): for the site (no route) after a change, for a page when it is served.
   * No reports: what was told is fixed.
   */
  onFindings?: (findings: { route?: string; reports: string[] }) => void;
}

export interface DevServer {
  server: Server;
  site: DevSite;
  url: string;
  close: () => Promise<void>;
}

const EVENTS_PATH = "/__dev/events";
/** How long after a change the whole site is checked (dev-checks.ts): the reload comes first. */
const SITE_CHECK_DELAY_MS = 500;

/** The overlay's headings: what stops the site from building, and what the build would stop on while this server serves on. */
export const OVERLAY_TITLES = {
  error: "The build would fail (the page shows the last good version):",
  findings: "The build would stop on this (the dev server serves it anyway):",
};

/**
 * Reloads on "reload"; shows or clears the overlay on "error" (what stops the site from
 * building, or null) and "findings" (what the build would stop on, a list). The page tells the
 * server which page it is, for that page's findings. DOM only: the page's CSP allows no inline styles.
 */
const CLIENT_SCRIPT = `const events = new EventSource(${JSON.stringify(`${EVENTS_PATH}?page=`)} + encodeURIComponent(location.pathname));
const shown = { error: null, findings: [] };
let box;
const part = (title, text) => {
  const heading = document.createElement("strong");
  heading.textContent = title;
  const body = document.createElement("div");
  body.textContent = text;
  body.style.marginBottom = "1rem";
  return [heading, body];
};
const show = () => {
  box?.remove();
  box = undefined;
  if (!shown.error && !shown.findings.length) return;
  box = document.createElement("div");
  box.setAttribute("role", "alert");
  if (shown.error) box.dataset.devError = "";
  if (shown.findings.length) box.dataset.devFindings = "";
  Object.assign(box.style, { position: "fixed", inset: "auto 0 0 0", zIndex: "2147483647", maxHeight: "60vh",
    overflow: "auto", background: "#fff5f5", color: "#5c0000", borderTop: "4px solid #b00020", padding: "1rem",
    font: "14px/1.5 ui-monospace, monospace", whiteSpace: "pre-wrap" });
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.style.float = "right";
  close.onclick = () => box.remove();
  box.append(close);
  if (shown.error) box.append(...part(${JSON.stringify(OVERLAY_TITLES.error)}, shown.error));
  if (shown.findings.length) box.append(...part(${JSON.stringify(OVERLAY_TITLES.findings)}, shown.findings.join("\\n\\n")));
  document.body.append(box);
};
events.addEventListener("reload", () => location.reload());
events.addEventListener("error", (event) => {
  shown.error = JSON.parse(event.data || "null");
  show();
});
events.addEventListener("findings", (event) => {
  shown.findings = JSON.parse(event.data || "[]");
  show();
});
`;

/** Named by its content and kept by the browser a year, as hashed assets are: a reload does not ask for it again. */
const CLIENT_PATH = `/__dev/client-${createHash("sha256").update(CLIENT_SCRIPT).digest("hex").slice(0, 10)}.js`;

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  // The port first: one another program holds stops the start at once, before the site loads
  // (seconds) or makes anything (its bundle folder). A request meanwhile waits for the site.
  let loaded: (started: { site: DevSite; pages: OpenPages }) => void = () => {};
  const ready = new Promise<{ site: DevSite; pages: OpenPages }>((resolve) => {
    loaded = resolve;
  });
  const guard = { hosts: options.host ? [options.host] : [], addHost: "npm run dev -- --host NAME" };
  const server = createServer(async (req, res) => {
    // Before the site: a request it refuses waits for nothing.
    const checked = checkRequest(req, guard);
    if ("refusal" in checked) return refuse(res, checked.refusal);
    const { pathname, query } = checked.target;
    const { site, pages } = await ready;
    if (pathname === EVENTS_PATH) return pages.listen(req, res, new URLSearchParams(query).get("page") ?? "");
    if (pathname === CLIENT_PATH) {
      res.writeHead(200, {
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": CACHE_CONTROL.hashed,
      });
      res.end(CLIENT_SCRIPT);
      return;
    }
    await servePage(site, pages, req, res, pathname);
  });
  const port = await listen(server, options.port, options.host);
  const site = await startDevSite(options).catch((error: unknown) => {
    // Nothing will serve: the requests waiting for the site are dropped with the server.
    server.closeAllConnections();
    server.close();
    throw error;
  });
  const pages = openPages(site, options.onFindings);
  loaded({ site, pages });
  const changes = takeChanges(site, pages, options);
  return {
    server,
    site,
    url: `http://${hostKey(options.host ?? "127.0.0.1")}:${port}${site.basePath}`,
    async close() {
      changes.close();
      pages.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await site.close();
    },
  };
}

/** The site path of a page's pathname, and whether it is inside the base path. */
function sitePathOf(basePath: string, pathname: string): { inBase: boolean; sitePath: string } {
  const inBase = basePath === "/" || pathname === basePath.slice(0, -1) || pathname.startsWith(basePath);
  return {
    inBase,
    sitePath: basePath !== "/" && inBase ? `/${pathname.slice(basePath.length)}` : pathname,
  };
}

/** The open pages, each listening to its event stream: what they are told, and what the terminal was told. */
interface OpenPages {
  /** Opens a page's event stream (`page`: its pathname): the site's error, then the findings of the site and of that page. */
  listen: (req: IncomingMessage, res: ServerResponse, page: string) => Promise<void>;
  send: (event: string, data: unknown) => void;
  /** Tells the terminal a route's findings (the site's without one), unless it was told them last. */
  tellFindings: (route: string | undefined, reports: string[]) => void;
  /** The site's findings after a change, once checked: to the terminal, and to the open pages when they changed. */
  tellSite: () => Promise<void>;
  close: () => void;
}

function openPages(site: DevSite, onFindings: DevServerOptions["onFindings"]): OpenPages {
  /** The open pages' event streams, each with the route of its page. */
  const clients = new Map<ServerResponse, string | undefined>();
  const write = (client: ServerResponse, event: string, data: unknown) =>
    client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const findingsOf = (route: string | undefined) => [
    ...site.siteFindings(),
    ...(route === undefined ? [] : site.pageFindings(route)),
  ];
  /** What was last told to the terminal, by route ("" for the site's). */
  const toldFindings = new Map<string, string>();
  const tellFindings = (route: string | undefined, reports: string[]) => {
    const key = route ?? "";
    const text = reports.join("\n\n");
    if ((toldFindings.get(key) ?? "") === text) return;
    toldFindings.set(key, text);
    onFindings?.({ route, reports });
  };
  return {
    async listen(req, res, pagePath) {
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache",
        connection: "keep-alive",
      });
      write(res, "error", site.error ?? null);
      clients.set(res, undefined);
      req.on("close", () => clients.delete(res));
      // The page's route: its render is kept, so this renders nothing again.
      const page = sitePathOf(site.basePath, pagePath);
      const route = page.inBase
        ? await site.request(page.sitePath).then(
            (answer) => answer.route,
            () => undefined,
          )
        : undefined;
      if (!clients.has(res)) return;
      clients.set(res, route);
      write(res, "findings", findingsOf(route));
    },
    send(event, data) {
      for (const client of clients.keys()) write(client, event, data);
    },
    tellFindings,
    async tellSite() {
      const reports = await site.checkSite();
      const before = toldFindings.get("");
      tellFindings(undefined, reports);
      if (toldFindings.get("") !== before)
        for (const [client, route] of clients) write(client, "findings", findingsOf(route));
    },
    close() {
      for (const client of clients.keys()) client.end();
    },
  };
}

/** A file of the site as the build writes it, an HTML page with the dev client's script added. */
async function servePage(
  site: DevSite,
  pages: OpenPages,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
) {
  try {
    const { inBase, sitePath } = sitePathOf(site.basePath, pathname);
    const answer = await site.request(inBase ? sitePath : `/${NOT_FOUND_FILE}`);
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
    // Once the page is sent: what the build would stop on in it, to the terminal.
    const route = answer.route;
    if (inBase && route !== undefined)
      setImmediate(() => pages.tellFindings(route, site.pageFindings(route)));
  } catch (caught) {
    // A page whose code throws, or whose post's markdown the start had not read and has a
    // refused link: the message in the browser, the server goes on.
    const text = site.report(caught);
    console.error(text);
    res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
    res.end(`This page failed to render:\n\n${text}`);
  }
}

/**
 * Watches the folders and hands each burst of changes to the site, then tells the open pages
 * (reload, or the error) and, a little later, what the build would stop on.
 */
function takeChanges(site: DevSite, pages: OpenPages, options: DevServerOptions): { close: () => void } {
  // Changes arrive in bursts (an editor writes, renames, touches): taken in together after a short pause.
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let siteCheck: NodeJS.Timeout | undefined;
  const told = (files: string[], result: UpdateResult) => {
    options.onUpdate?.({ files, ...result, error: site.error });
    pages.send("error", site.error ?? null);
    if (result.ok) pages.send("reload", files.length);
    // Once the open pages have reloaded: the check renders pages, which their requests would wait behind.
    clearTimeout(siteCheck);
    siteCheck = setTimeout(() => void pages.tellSite(), SITE_CHECK_DELAY_MS);
  };
  const flush = async () => {
    const files = [...pending];
    pending.clear();
    told(files, await site.update(files));
  };
  // The posts' markdown, read once the site serves (dev-site.ts): a problem in it is told as an edit's would be.
  // Then the posts' text is checked for links (dev-checks.ts), and what it finds is told too.
  void site.checked.then((result) => (result ? told([], result) : pages.tellSite()));
  const folders =
    options.watch ?? ["src", "content", "public", "build"].map((dir) => path.join(options.root, dir));
  const watcher = watchTree(folders, (file) => {
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(flush, 20);
  });
  return {
    close() {
      clearTimeout(timer);
      clearTimeout(siteCheck);
      watcher.close();
    },
  };
}
