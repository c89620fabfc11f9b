/**
 * The local servers before they read anything (build/tools/request-guard.ts): `npm run preview`
 * (a child process, as a site owner runs it: one bad %-escape used to stop it) and `npm run dev`
 * (in this process, on the fixture content: "//[" stopped it) answer only to localhost,
 * 127.0.0.1, [::1] and the names they were given (403 otherwise: DNS rebinding), answer a
 * target that is not a path with 400, and go on serving. `npm run s3:local` (s3rver) decodes
 * with its own router: it goes on serving too. Requests go over a socket as written
 * (rawRequest), since a client would tidy them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import type { DevServer } from "../../build/tools/dev/dev-server";
import { portOf } from "../../build/tools/listen";
import { type LocalS3, startLocalS3 } from "../../build/tools/s3-local";
import { paths } from "../../src/paths";
import { fixtureDirs, ROOT, rawRequest } from "../helpers";
import { writeSmallBuild } from "../s3-fixture";
import { hostHeader, params, requestTarget, serverStatuses } from "../unit/properties/arbitraries";

const work = mkdtempSync(path.join(os.tmpdir(), "buyitad-requests-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Targets that stopped a server, or could: bad %-escapes, a NUL, a path that reads as a host, no path at all. */
const MALFORMED = ["/%E0%A4%A", "/%zz", `${paths.about}%`, "/%00", "/%ED%A0%80", "*"];
/** Names a page of another site may send as its Host, pointed at 127.0.0.1. */
const FOREIGN = ["rebind.example", "rebind.example:4321", "localhost.rebind.example", "127.1", "localhost."];

describe("npm run preview", () => {
  let child: ChildProcess;
  let port: number;
  beforeAll(async () => {
    const site = path.join(work, "preview");
    writeSmallBuild(site);
    child = spawn(
      path.join(ROOT, "node_modules/.bin/tsx"),
      ["build/tools/preview.ts", `--dir=${site}`, "--port=0", "--allow-host=preview.test"],
      { cwd: ROOT, env: { ...process.env, BASE_PATH: "", PORT: "" } },
    );
    port = await new Promise<number>((resolve, reject) => {
      let out = "";
      child.stdout?.on("data", (chunk) => {
        out += chunk;
        const found = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
        if (found) resolve(Number(found[1]));
      });
      child.on("exit", (code) => reject(new Error(`the preview exited (${code}) before it served`)));
    });
  });
  afterAll(() => {
    child?.kill();
  });

  it("answers a malformed target with 400 and goes on serving", async () => {
    for (const target of MALFORMED) {
      const answer = await rawRequest(port, target, "localhost");
      expect([target, answer.status], answer.body).toEqual([target, 400]);
      expect(answer.body).toContain("Bad request: ");
      expect((await rawRequest(port, "/", "localhost")).status, `after ${target}`).toBe(200);
    }
    expect(child.exitCode).toBeNull();
  });

  it("answers only to the loopback names and --allow-host, at any port; any other Host gets 403 saying how to add it", async () => {
    for (const host of ["localhost", `localhost:${port}`, "127.0.0.1", `[::1]:${port}`, "preview.test:80"])
      expect([host, (await rawRequest(port, "/", host)).status]).toEqual([host, 200]);
    for (const host of FOREIGN) {
      const answer = await rawRequest(port, "/", host);
      expect([host, answer.status]).toEqual([host, 403]);
      expect(answer.body).toContain("localhost, 127.0.0.1, [::1] and preview.test (at any port)");
      expect(answer.body).toContain("npm run preview -- --allow-host NAME");
    }
  });
});

describe("npm run dev", () => {
  let dev: DevServer;
  let port: number;
  beforeAll(async () => {
    const { startDevServer } = await import("../../build/tools/dev/dev-server");
    // --host: it listens there, and answers to that name too (any 127.x address is this machine).
    dev = await startDevServer({
      ...fixtureDirs(),
      config: configFrom({}),
      port: 0,
      host: "127.0.0.2",
      watch: [],
    });
    port = portOf(dev.server);
  });
  afterAll(() => dev?.close());

  /** A request to the dev server, which listens on 127.0.0.2. */
  const ask = (target: string, host: string | undefined, headers?: Record<string, string>) =>
    rawRequest(port, target, host, headers, "127.0.0.2");

  it("answers only to the loopback names and its --host; any other Host gets 403, pages, events and upgrades alike", async () => {
    for (const host of ["localhost", `127.0.0.1:${port}`, "[::1]", `127.0.0.2:${port}`])
      expect([host, (await ask(paths.about, host)).status]).toEqual([host, 200]);
    for (const host of FOREIGN) {
      for (const [target, headers] of [
        [paths.about, {}],
        [`/__dev/events?page=${paths.about}`, {}],
        ["/", { Upgrade: "websocket", Connection: "Upgrade", "Sec-WebSocket-Version": "13" }],
      ] as const) {
        const answer = await ask(target, host, headers);
        expect([host, target, answer.status]).toEqual([host, target, 403]);
        expect(answer.body).toContain("localhost, 127.0.0.1, [::1] and 127.0.0.2 (at any port)");
        expect(answer.body).toContain("npm run dev -- --host NAME");
        expect(answer.body).not.toContain("event:");
      }
    }
  });

  it("opens a page's event stream for a name it answers to", async () => {
    const events = await fetch(
      `http://127.0.0.2:${port}/__dev/events?page=${encodeURIComponent(paths.about)}`,
    );
    expect([events.status, events.headers.get("content-type")]).toEqual([200, "text/event-stream"]);
    const reader = events.body?.getReader();
    const first = Buffer.from((await reader?.read())?.value ?? []).toString();
    await reader?.cancel();
    expect(first).toMatch(/^event: error\n/);
  });

  it("answers a malformed target with 400 and goes on serving", async () => {
    for (const target of MALFORMED) {
      const answer = await ask(target, "localhost");
      expect([target, answer.status]).toEqual([target, 400]);
      expect((await ask(paths.about, "localhost")).status, `after ${target}`).toBe(200);
    }
    // A path that starts with two slashes is a path: "//[" stopped the server.
    expect((await ask("//[", "localhost")).status).toBe(404);
  });

  it("answers any target and Host with 403, 400 or the site's own answer, as the guard's rules say, and never stops", async () => {
    await fc.assert(
      fc.asyncProperty(requestTarget, hostHeader, async (target, host) => {
        expect(serverStatuses(target, host), `${target} ${host}`).toContain((await ask(target, host)).status);
      }),
      params(60),
    );
    expect((await ask(paths.about, "localhost")).status).toBe(200);
  });
});

describe("npm run s3:local", () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3({ directory: path.join(work, "s3"), buckets: ["requests-test"] });
  });
  afterAll(() => s3?.close());

  it("goes on serving after malformed targets, on its API and its website endpoint", async () => {
    for (const host of ["127.0.0.1", s3.websiteHost("requests-test")])
      for (const target of [...MALFORMED, "/requests-test/%E0%A4%A", "//["]) {
        const answer = await rawRequest(s3.port, target, host);
        expect(answer.status, `${host} ${target}`).toBeGreaterThan(0);
      }
    expect((await rawRequest(s3.port, "/", "127.0.0.1")).status).toBe(200);
  });
});
