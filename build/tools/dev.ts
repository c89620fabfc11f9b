/**
 * `npm run dev [-- --port N] [--host NAME]`: serves the site on 127.0.0.1:4321 (or --port, or
 * PORT; 0 takes any free port, which the address line names; --host listens on NAME instead, and
 * answers to it besides localhost, 127.0.0.1 and [::1]: any other Host gets 403) from one
 * long-lived process. Content is loaded once; each page is rendered when the browser asks for it, by the build's own
 * steps (the same bytes as `npm run build` writes); an edit to a post, a page copy, a
 * component or the styles is taken in (only that post read again) and open pages reload.
 * What would stop the build shows here and in the browser, and the last good site goes on
 * serving; so do the dead links, links to a draft or scheduled post and bad redirects the
 * build would stop on, found by its own checks (build/tools/dev/dev-checks.ts) while the
 * current site serves. See build/tools/dev/.
 * Drafts and scheduled posts are served too, each with its banner (never by the build).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { commandLine } from "../cli-args";

const { values: args } = commandLine({
  command: "npm run dev",
  options: { port: { type: "string" }, host: { type: "string" } },
});

// As in build/cli.ts: React's production build, chosen before React loads.
process.env.NODE_ENV ??= "production";
const { startDevServer } = await import("./dev/dev-server");
const { PortUnavailable, portOption } = await import("./listen");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const starting = startDevServer({
  root,
  // As preview's: --port, else PORT, else 4321; 0 takes any free port (the line below names it).
  port: portOption(args.port ?? (process.env.PORT || "4321"), args.port ? "--port" : "PORT"),
  ...(args.host ? { host: args.host } : {}),
  onUpdate({ files, ok, error, ms, redone }) {
    const names = files.length
      ? files.map((file) => path.relative(root, file)).join(", ")
      : "The posts' markdown, read after the start";
    // The server itself and the asset steps run from the modules this process started with.
    const own = files.filter((file) => /^build\/(tools|3-assets|1-config)\//.test(path.relative(root, file)));
    if (own.length)
      console.warn(
        `Restart npm run dev to use the change to ${own.map((file) => path.relative(root, file)).join(", ")}`,
      );
    if (ok) console.log(`${names}: ${redone.join(", ")} again in ${Math.round(ms)} ms; reloading`);
    else console.error(`\n${names}: the build would fail (the last good site still serves).\n${error}\n`);
  },
  onFindings({ route, reports }) {
    const where = route === undefined ? "The site" : `The page ${route}`;
    if (reports.length)
      console.error(
        `\n${where}: the build would stop on this (the dev server serves it anyway).\n${reports.join("\n\n")}\n`,
      );
    else console.log(`${where}: nothing the build would stop on any more.`);
  },
}).catch((error: unknown) => {
  // A port in use: the start stopped before it made anything (dev-server.ts); one line, and exit 1.
  if (!(error instanceof PortUnavailable)) throw error;
  console.error(error.message);
  process.exit(1);
});

// Ctrl-C, or the terminal or a process manager ending it: the server, its watchers and its
// bundle folder in node_modules/.cache/ go, the port is free again, and the process exits
// with 0. Listened for from the start: a signal while the site loads waits for it, then closes it.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    stopping = true;
    void starting.then((dev) => dev.close()).finally(() => process.exit(0));
  });
}

const dev = await starting;
if (!stopping) {
  if (dev.site.error) console.error(`\nThe build would fail (fix it and save):\n${dev.site.error}\n`);
  console.log(
    `Dev server at ${dev.url} (ready ${Math.round(performance.now())} ms after start; watching src/, content/, public/, build/)`,
  );
}
