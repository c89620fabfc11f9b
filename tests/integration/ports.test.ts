/**
 * Ports (build/tools/listen.ts): a server asks the system for a free port (port 0) or takes
 * the one it is given, and a port another program holds stops it at once with the port
 * named, never a stack trace and never a wait. The preview, dev and browser-test servers all
 * listen through it. The dev server takes its port before it makes anything (its folder in
 * node_modules/.cache/), and `npm run dev` closes on SIGTERM or SIGINT, sent to npm as a
 * process manager sends it: its port free again, no folder left behind.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, watch, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listen, PortUnavailable, portNumber, portOf } from "../../build/tools/listen";
import { ROOT, tempDir } from "../helpers";

const tsx = path.join(ROOT, "node_modules/.bin/tsx");
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A port held by another server for the length of one test. */
async function heldPort(): Promise<number> {
  const holder = createServer();
  const port = await listen(holder, 0);
  cleanups.push(() => holder.close());
  return port;
}

function server(): Server {
  const made = createServer((_request, response) => response.end("ok"));
  cleanups.push(() => made.close());
  return made;
}

/** The preview command on a folder with one page; resolves when it exits or prints its address. */
function preview(port: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const site = tempDir();
  cleanups.push(site.cleanup);
  writeFileSync(path.join(site.dir, "index.html"), "<!doctype html><title>t</title>");
  const child: ChildProcess = spawn(tsx, ["build/tools/preview.ts", `--dir=${site.dir}`, `--port=${port}`], {
    cwd: ROOT,
    env: { ...process.env, BASE_PATH: "", PORT: "" },
  });
  cleanups.push(() => child.kill());
  return new Promise((resolve) => {
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
      if (stdout.includes("\n")) resolve({ status: null, stdout, stderr });
    });
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

const CACHE = path.join(ROOT, "node_modules/.cache");

/** The folders of node_modules/.cache/ a dev server process made: run.mjs's bundle and the dev site's, named by its pid. */
const foldersOf = (pid: number, names = readdirSync(CACHE)) =>
  names.filter((name) => name.startsWith(`run-${pid}-`) || name.startsWith(`dev-site-${pid}-`));

/** The parent of a live process (Linux's /proc), or undefined once it is gone. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return undefined;
  }
}

/** The process under `ancestor` that made a dev site's folder: the dev server npm started. */
function devServerUnder(ancestor: number): number | undefined {
  const pids = readdirSync(CACHE)
    .flatMap((name) => /^dev-site-(\d+)-/.exec(name)?.[1] ?? [])
    .map(Number);
  return pids.find((pid) => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parentOf(at))
      if (at === ancestor) return true;
    return false;
  });
}

interface DevRun {
  child: ChildProcess;
  /** Its exit code, when it exited before it served. */
  status: number | null;
  stdout: string;
  stderr: string;
  /** The address it printed, once it serves. */
  url?: string;
}

/** Runs a dev server command; resolves when it prints its address or exits. */
function startDev(program: string, args: string[]): Promise<DevRun> {
  const child = spawn(program, args, { cwd: ROOT, env: { ...process.env, PORT: "" } });
  cleanups.push(() => child.kill("SIGKILL"));
  return new Promise((resolve) => {
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk) => {
      stdout += chunk;
      const url = /^Dev server at (http:\/\/\S+) /m.exec(stdout)?.[1];
      if (url) resolve({ child, status: null, stdout, stderr, url });
    });
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("exit", (status) => resolve({ child, status, stdout, stderr }));
  });
}

describe("listen", () => {
  it("takes a free port the system gives for 0, and says which", async () => {
    const started = server();
    const port = await listen(started, 0);
    expect(port).toBeGreaterThan(0);
    expect(portOf(started)).toBe(port);
  });

  it("rejects a port another program holds with an error naming it", async () => {
    const port = await heldPort();
    const error = await listen(server(), port).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PortUnavailable);
    expect((error as PortUnavailable).code).toBe("EADDRINUSE");
    expect((error as Error).message).toContain(`Port ${port} on 127.0.0.1 is in use by another program`);
  });
});

describe("portNumber", () => {
  it("takes 0 to 65535 and names where a bad one came from", () => {
    expect(portNumber("0", "--port")).toBe(0);
    expect(portNumber("65535", "--port")).toBe(65535);
    expect(() => portNumber("65536", "PORT")).toThrow(
      'PORT must be a port number from 0 to 65535 (got "65536")',
    );
    expect(() => portNumber("http", "--port")).toThrow(
      '--port must be a port number from 0 to 65535 (got "http")',
    );
  });
});

describe("npm run preview", () => {
  it("on a port another program holds: one line naming the port, exit 1, no stack trace", async () => {
    const port = await heldPort();
    const ran = await preview(String(port));
    expect(ran.status).toBe(1);
    expect(ran.stdout).toBe("");
    expect(ran.stderr.trimEnd().split("\n")).toEqual([
      new PortUnavailable(port, "127.0.0.1", "EADDRINUSE").message,
    ]);
  });

  it("--port 0 serves on a free port and prints the address it got", async () => {
    const ran = await preview("0");
    const address = ran.stdout.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
    expect(address, ran.stderr).not.toBeNull();
    expect(Number(address?.[1])).toBeGreaterThan(0);
    const response = await fetch(address?.[0] ?? "");
    expect(response.status).toBe(200);
  });
});

describe("npm run preview, as npm starts it", () => {
  /** `npm run preview` on a folder with one page; resolves when it prints its address or exits. */
  function npmPreview(port: string) {
    const site = tempDir();
    cleanups.push(site.cleanup);
    writeFileSync(path.join(site.dir, "index.html"), "<!doctype html><title>t</title>");
    const child = spawn("npm", ["run", "preview", "--", `--dir=${site.dir}`, "--port", port], {
      cwd: ROOT,
      env: { ...process.env, BASE_PATH: "", PORT: "" },
    });
    cleanups.push(() => child.kill("SIGKILL"));
    return new Promise<{ child: ChildProcess; status: number | null; stderr: string; url?: string }>(
      (resolve) => {
        let stdout = "";
        let stderr = "";
        child.stdout?.on("data", (chunk) => {
          stdout += chunk;
          const url = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout)?.[1];
          if (url) resolve({ child, status: null, stderr, url });
        });
        child.stderr?.on("data", (chunk) => {
          stderr += chunk;
        });
        child.on("exit", (status) => resolve({ child, status, stderr }));
      },
    );
  }

  it("a port that is not a number: one line saying so, exit 2, no stack trace", async () => {
    const ran = await npmPreview("http");
    expect(ran.status).toBe(2);
    expect(ran.stderr).toContain('--port must be a port number from 0 to 65535 (got "http")');
    expect(ran.stderr).not.toMatch(/\bat .*:\d+:\d+/);
  });

  it("SIGTERM to npm stops the server: exit, and the port free again", async () => {
    const ran = await npmPreview("0");
    expect(ran.url, ran.stderr).toBeDefined();
    const port = Number(new URL(ran.url ?? "").port);
    expect((await fetch(ran.url ?? "")).status).toBe(200);
    const exit = new Promise((resolve) => ran.child.once("exit", resolve));
    ran.child.kill("SIGTERM");
    await exit;
    // The server under npm is gone too: another server can have its port.
    expect(await listen(server(), port)).toBe(port);
  });
});

describe("npm run dev", () => {
  it("on a port another program holds: one line naming the port and exit 1, having made nothing", async () => {
    const port = await heldPort();
    // Every name made or removed in the cache folder while it runs.
    const seen: string[] = [];
    const watcher = watch(CACHE, (_event, name) => name && seen.push(name.toString()));
    cleanups.push(() => watcher.close());
    const ran = await startDev(process.execPath, [
      "build/run.mjs",
      "build/tools/dev.ts",
      "--port",
      String(port),
    ]);
    expect(ran.status).toBe(1);
    expect(ran.stdout).toBe("");
    expect(ran.stderr.trimEnd().split("\n")).toEqual([
      new PortUnavailable(port, "127.0.0.1", "EADDRINUSE").message,
    ]);
    const pid = ran.child.pid ?? 0;
    expect(foldersOf(pid)).toEqual([]);
    // The watch has caught up with the process when it has seen run.mjs's folder come and go:
    // the dev site's folder never came (the port was asked for first).
    await new Promise<void>((resolve) => {
      const done = () => seen.filter((name) => name.startsWith(`run-${pid}-`)).length >= 2 && resolve();
      watcher.on("change", done);
      done();
    });
    expect(foldersOf(pid, seen).filter((name) => name.startsWith("dev-site-"))).toEqual([]);
  });

  it.each(["SIGTERM", "SIGINT"] as const)(
    "on --port 0 serves on a free port; %s to npm closes it: exit 0, the port free again, no folder left behind",
    async (signal) => {
      const ran = await startDev("npm", ["run", "dev", "--", "--port", "0"]);
      expect(ran.url, ran.stderr).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      const port = Number(new URL(ran.url ?? "").port);
      expect(port).toBeGreaterThan(0);
      expect((await fetch(ran.url ?? "")).status).toBe(200);
      const devPid = devServerUnder(ran.child.pid ?? 0);
      expect(devPid).toBeDefined();
      expect(foldersOf(devPid ?? 0)).toHaveLength(2);
      const exit = new Promise((resolve) =>
        ran.child.once("exit", (code, killedBy) => resolve({ code, signal: killedBy })),
      );
      // As a process manager, an IDE's stop button or `kill` stops it: the signal to npm alone.
      ran.child.kill(signal);
      expect(await exit).toEqual({ code: 0, signal: null });
      // npm waits for the dev server: once npm is gone, another server can have the port.
      expect(await listen(server(), port)).toBe(port);
      expect(foldersOf(devPid ?? 0)).toEqual([]);
    },
  );
});
