/**
 * build/run.mjs, which `npm run build` and `npm run dev` start with: the entry runs as one
 * bundle, but each source file keeps its own import.meta.url, the entry gets its arguments,
 * React is told production before anything loads, and the bundle goes when the process ends,
 * however it ends.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../helpers";

const RUN = path.join(ROOT, "build/run.mjs");
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV"));

describe("build/run.mjs", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-run-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  write(
    "helper.ts",
    "export const helperUrl: string = import.meta.url;\nexport const helperDir = import.meta.dirname;\nexport const helperFile = import.meta.filename;\n",
  );

  it("runs a TypeScript entry with each file's own import.meta, its arguments and NODE_ENV=production", () => {
    const entry = write(
      "entry.ts",
      [
        'import { helperDir, helperFile, helperUrl } from "./helper";',
        "const typed: number = 1;",
        "console.log(JSON.stringify({ url: import.meta.url, helperUrl, helperDir, helperFile, args: process.argv.slice(2), env: process.env.NODE_ENV, typed, bundle: process.argv[1] }));",
      ].join("\n"),
    );
    const run = spawnSync(process.execPath, [RUN, entry, "--out", "x y"], {
      cwd: ROOT,
      env,
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out).toMatchObject({
      url: pathToFileURL(entry).href,
      helperUrl: pathToFileURL(path.join(dir, "helper.ts")).href,
      helperDir: dir,
      helperFile: path.join(dir, "helper.ts"),
      args: ["--out", "x y"],
      env: "production",
      typed: 1,
    });
    // The bundle was inside the project (packages resolve from node_modules/) and is gone.
    expect(out.bundle.startsWith(path.join(ROOT, "node_modules/.cache/run-"))).toBe(true);
    expect(existsSync(path.dirname(out.bundle))).toBe(false);
  });

  it("removes the bundle when the entry fails, and passes the failure on", () => {
    const entry = write("fails.ts", 'console.log(process.argv[1]);\nthrow new Error("broken entry");\n');
    const run = spawnSync(process.execPath, [RUN, entry], { cwd: ROOT, env, encoding: "utf8" });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("broken entry");
    expect(existsSync(path.dirname(run.stdout.trim()))).toBe(false);
  });

  const startWaiting = (entry: string): Promise<{ child: ChildProcess; bundle: string }> =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [RUN, entry], { cwd: ROOT, env });
      child.stdout?.once("data", (data: Buffer) => resolve({ child, bundle: data.toString().trim() }));
      child.once("error", reject);
    });
  const ended = (child: ChildProcess) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once("exit", (code, signal) => resolve({ code, signal })),
    );

  it("removes the bundle when a signal ends an entry that does not handle it", async () => {
    const entry = write("waits.ts", "console.log(process.argv[1]);\nsetInterval(() => {}, 1000);\n");
    const { child, bundle } = await startWaiting(entry);
    expect(existsSync(bundle)).toBe(true);
    const exit = ended(child);
    child.kill("SIGTERM");
    expect(await exit).toEqual({ code: null, signal: "SIGTERM" });
    expect(existsSync(path.dirname(bundle))).toBe(false);
  });

  it("leaves a signal the entry handles to the entry (the dev server closes first)", async () => {
    const entry = write(
      "handles.ts",
      [
        "console.log(process.argv[1]);",
        "const timer = setInterval(() => {}, 1000);",
        'process.once("SIGINT", () => setTimeout(() => { clearInterval(timer); console.log("closed"); process.exitCode = 3; }, 50));',
      ].join("\n"),
    );
    const { child, bundle } = await startWaiting(entry);
    let out = "";
    child.stdout?.on("data", (data: Buffer) => {
      out += data.toString();
    });
    const exit = ended(child);
    child.kill("SIGINT");
    expect(await exit).toEqual({ code: 3, signal: null });
    expect(out).toContain("closed");
    expect(existsSync(path.dirname(bundle))).toBe(false);
  });
});
