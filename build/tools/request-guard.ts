/**
 * What the local servers (`npm run preview`: server.ts; `npm run dev`: dev/dev-server.ts) check
 * before they read anything for a request:
 * - its host name (the Host header, or the authority of an absolute URL) is one they answer to:
 *   the loopback names, and any name the command was given. A page of another site can point its
 *   own name at 127.0.0.1 (DNS rebinding) and would then read, as its own origin, what these
 *   servers serve: drafts and scheduled posts in dev, a `--drafts` or `SITE_TODAY` build in
 *   preview. The browser sends that page's name as the Host, so it gets 403 and reads nothing.
 * - its target is a path whose %-escapes decode (hosts.ts, decodedPath), else 400: one bad escape
 *   used to stop the preview, and "//[" the dev server (`new URL` threw on it).
 * What must not break: every request, the dev server's event stream included, passes here first.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { decodedPath } from "../hosts";

/** The names every local server answers to, at any port: only this machine reaches them. */
export const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"] as const;

/**
 * A host name as a Host header writes it, for comparing: lowercase, an IPv6 address in
 * brackets ("::1" -> "[::1]", as `--host ::1` may give it).
 */
export function hostKey(name: string): string {
  const lower = name.trim().toLowerCase();
  return lower.includes(":") && !lower.startsWith("[") ? `[${lower}]` : lower;
}

/**
 * The host name of a Host header ("localhost:4321" -> "localhost", "[::1]:80" -> "[::1]"),
 * lowercase; undefined when the header is missing or is not one name with an optional port
 * ("a@localhost", "localhost:80:1", "localhost/x", "").
 */
export function hostName(header: string | undefined): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^\s:/?#@[\]\\]+)(?::\d{0,5})?$/i.exec(header ?? "");
  return match?.[1]?.toLowerCase();
}

/** A request turned away: its status and the one plain line it is told. */
export interface Refusal {
  status: 400 | 403;
  text: string;
}

/** A request's target: its path, still %-escaped (never empty, always from "/"), and its query without "?". */
export interface RequestTarget {
  pathname: string;
  query: string;
}

export interface GuardOptions {
  /** Host names answered besides LOOPBACK_HOSTS, as the command was given them. */
  hosts?: readonly string[];
  /** The command line that adds a name, for the refusal ("npm run dev -- --host NAME"). */
  addHost: string;
}

/** The names a server answers to: the loopback ones and `hosts`, in the form hostName gives. */
export function answeredHosts(hosts: readonly string[] = []): string[] {
  return [...new Set([...LOOPBACK_HOSTS, ...hosts.map(hostKey)])];
}

const list = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");

/** A value a request sent, quoted and cut short, for a message: it may hold anything. */
const shown = (value: string) => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}...` : value);

/**
 * The target of a request line: a path ("/a%20b?x=1"), or an absolute URL ("http://host/a", which
 * a client talking to a proxy sends: its authority is then the host); undefined for anything else
 * ("*", "a", "http://[").
 */
function parseTarget(url: string): { target: RequestTarget; authority?: string } | undefined {
  if (url.startsWith("/")) {
    const end = url.search(/[?#]/);
    const pathname = end < 0 ? url : url.slice(0, end);
    const query = end >= 0 && url[end] === "?" ? url.slice(end + 1).replace(/#.*$/s, "") : "";
    return { target: { pathname, query } };
  }
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return undefined;
  const absolute = new URL(url);
  return {
    target: { pathname: absolute.pathname, query: absolute.search.slice(1) },
    authority: absolute.host,
  };
}

/**
 * Why a request must not be answered (its Refusal), or its target when it may be. The host is
 * checked first: a page of another site learns nothing, not even whether a path is well formed.
 */
export function checkRequest(
  req: Pick<IncomingMessage, "url" | "headers">,
  options: GuardOptions,
): { refusal: Refusal } | { target: RequestTarget } {
  const url = req.url ?? "";
  const parsed = parseTarget(url);
  const header = parsed?.authority ?? req.headers.host;
  const name = hostName(header);
  const hosts = answeredHosts(options.hosts);
  if (name === undefined || !hosts.includes(name)) {
    return {
      refusal: {
        status: 403,
        text: `This server answers only to ${list(hosts)} (at any port), not to ${header === undefined ? "a request without a Host header" : shown(header)}, so that no page of another site can read it. To open it under another name, start it with ${options.addHost}.`,
      },
    };
  }
  if (!parsed || decodedPath(parsed.target.pathname) === undefined) {
    return {
      refusal: {
        status: 400,
        text: `Bad request: ${shown(url)} is not a path of this site (a path starts with /, and each % starts an escape such as %20, never a NUL).`,
      },
    };
  }
  return { target: parsed.target };
}

/** Sends a refusal: its status and line as plain text, nothing of the site. */
export function refuse(res: ServerResponse, refusal: Refusal): void {
  res.writeHead(refusal.status, {
    "content-type": "text/plain; charset=utf-8",
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
  });
  res.end(`${refusal.text}\n`);
}
