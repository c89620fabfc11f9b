/**
 * Ports (build/tools/listen.ts): a server asks the system for a free port (port 0) or takes
 * the one it is given, and a port another program holds stops it at once with the port
 * named, never a stack trace and never a wait. The preview, dev and browser-test servers all
 * listen through it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
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
