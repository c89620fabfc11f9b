/**
 * A static file server that answers like the real hosts, with gzip:
 * - github-pages: the file, else <path>/index.html, else <path>.html, else 404.html with status 404.
 * - s3-website: the object at the key (index.html for a key ending in /), else a
 *   302 to <path>/ when <path>/index.html exists, else 404.html with status 404;
 *   a 301 for an object with a redirect location (build/deploy/s3-plan.ts, s3Bucket with s3RedirectObjects).
 *   The keys are the folder's paths (a plain `aws s3 sync`), or, given `bucket`,
 *   the objects `npm run deploy:s3` uploads (with its extensionless page copies).
 * Used by `npm run preview`, the audit and the tests (`npm run dev` renders on demand: build/tools/dev/).
 * It answers only to the loopback names and `hosts`, and a target that is not a path gets 400
 * (request-guard.ts): what it serves may be a build with drafts or scheduled posts.
 */
import { createReadStream, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { NOT_FOUND_FILE } from "../../src/paths";
import {
  type BucketObject,
  contentType,
  type HostRules,
  isFile,
  type Resolution,
  resolveBucketRequest,
  resolveRequest,
} from "../hosts";
import { listen } from "./listen";
import { checkRequest, refuse } from "./request-guard";

export type { HostRules };

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
  rules?: HostRules;
  /** Base path the site is built for ("/" or "/repo/"); requests outside it get 404. */
  basePath?: string;
  /** Extra handler tried first (the dev server's reload endpoint). */
  before?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Rewrites HTML before it is sent (the dev server injects its reload script). */
  transformHtml?: (html: string) => string;
  /** With s3-website rules: the emulated bucket's objects by key (build/deploy/s3-plan.ts, with the redirects' locations), instead of the folder's paths. */
  bucket?: ReadonlyMap<string, BucketObject>;
  /** Host names it answers to besides the loopback ones (request-guard.ts). */
  hosts?: readonly string[];
  /** The command line that adds one, for the refusal: `npm run preview -- --allow-host NAME` by default. */
  addHost?: string;
}

const COMPRESSIBLE = new Set([".html", ".css", ".js", ".json", ".xml", ".txt", ".svg"]);

export function startServer(options: ServeOptions): Promise<Server> {
  const rules = options.rules ?? "github-pages";
  const basePath = options.basePath ?? "/";
  const dir = path.resolve(options.dir);
  const guard = {
    hosts: options.hosts ?? [],
    addHost: options.addHost ?? "npm run preview -- --allow-host NAME",
  };
  const server = createServer((req, res) => {
    const checked = checkRequest(req, guard);
    if ("refusal" in checked) return refuse(res, checked.refusal);
    if (options.before?.(req, res)) return;
    let sitePath = checked.target.pathname;
    let resolution: Resolution;
    if (basePath !== "/" && !(sitePath === basePath.slice(0, -1) || sitePath.startsWith(basePath))) {
      resolution = { status: 404, file: path.join(dir, NOT_FOUND_FILE) };
    } else {
      if (basePath !== "/") sitePath = `/${sitePath.slice(basePath.length)}`;
      resolution =
        rules === "s3-website" && options.bucket
          ? resolveBucketRequest(options.bucket, sitePath)
          : resolveRequest(dir, sitePath, rules);
    }
    if (resolution.status === 302 && resolution.location) {
      res.writeHead(302, { location: withBasePath(basePath, resolution.location) });
      res.end();
      return;
    }
    if (resolution.status === 301 && resolution.location) {
      res.writeHead(301, { location: resolution.location });
      res.end();
      return;
    }
    if (resolution.status === 400) {
      refuse(res, { status: 400, text: "Bad request: the path is not one a file can have." });
      return;
    }
    const file = resolution.file;
    if (!file || !isFile(file)) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("Not found (and no 404.html in the output folder: run npm run build)");
      return;
    }
    const ext = path.extname(file).toLowerCase();
    const headers: Record<string, string> = {
      "content-type": resolution.contentType ?? contentType(file),
      "cache-control":
        resolution.cacheControl ??
        (/[-.][A-Za-z0-9]{8,}\.(js|css)$/.test(file) ? "public, max-age=31536000, immutable" : "no-cache"),
    };
    const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    if (ext === ".html" && options.transformHtml) {
      const html = options.transformHtml(readFileSync(file, "utf8"));
      send(res, resolution.status, headers, Buffer.from(html), acceptsGzip, req.method === "HEAD");
      return;
    }
    if (COMPRESSIBLE.has(ext)) {
      send(res, resolution.status, headers, readFileSync(file), acceptsGzip, req.method === "HEAD");
      return;
    }
    res.writeHead(resolution.status, { ...headers, "content-length": String(statSync(file).size) });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  });
  return listen(server, options.port, options.host).then(() => server);
}

function withBasePath(basePath: string, sitePath: string): string {
  return basePath === "/" ? sitePath : basePath + sitePath.slice(1);
}

function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  gzip: boolean,
  headOnly: boolean,
) {
  const payload = gzip ? gzipSync(body) : body;
  res.writeHead(status, {
    ...headers,
    vary: "accept-encoding",
    ...(gzip ? { "content-encoding": "gzip" } : {}),
    "content-length": String(payload.length),
  });
  res.end(headOnly ? undefined : payload);
}
