/**
 * The npm scripts' command lines (build/cli-args.ts): an option a command does not know,
 * a value missing or a stray word is one line, the problem and the usage, and exit code 2;
 * never Node's stack trace.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { argumentsProblem, usageOf } from "../../build/cli-args";
import { ROOT } from "../helpers";

const tsx = path.join(ROOT, "node_modules/.bin/tsx");

/** Runs a command; resolves with its exit code and output whatever the code. */
function run(
  program: string,
  args: string[],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(program, args, { cwd: ROOT, encoding: "utf8", timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

// Five processes at once: each spends its seconds loading modules.
describe.concurrent("a command line a script cannot take", () => {
  it.each([
    ["npm run build", ["node", "build/run.mjs", "build/cli.ts"]],
    ["npm run dev", ["node", "build/run.mjs", "build/tools/dev.ts"]],
    ["npm run bench", ["node", "build/run.mjs", "build/tools/bench.ts"]],
    ["npm run new-post", [tsx, "build/tools/new-post.ts", "A title"]],
    ["npm run deploy:s3", [tsx, "build/deploy/deploy-s3.ts"]],
  ])("%s -- --bogus prints one usage line and exits with 2, without a stack trace", async (command, argv) => {
    const [program, ...args] = argv as [string, ...string[]];
    const ran = await run(program, [...args, "--bogus"]);
    expect(ran.status).toBe(2);
    expect(ran.stdout).toBe("");
    const lines = ran.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]?.startsWith(`${command}: unknown option --bogus. Usage: ${command} -- `)).toBe(true);
    expect(ran.stderr).not.toMatch(/\bat .*:\d+:\d+/);
  });
});

describe("argumentsProblem", () => {
  const problemOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return argumentsProblem(error);
    }
    throw new Error("expected an error");
  };
  it("says what is wrong in a few words", async () => {
    const { parseArgs } = await import("node:util");
    const options = { out: { type: "string" }, drafts: { type: "boolean" } } as const;
    expect(problemOf(() => parseArgs({ args: ["--nope"], options }))).toBe("unknown option --nope");
    expect(problemOf(() => parseArgs({ args: ["--out"], options }))).toBe("--out needs a value");
    expect(problemOf(() => parseArgs({ args: ["--drafts=yes"], options }))).toBe("--drafts takes no value");
    expect(problemOf(() => parseArgs({ args: ["word"], options }))).toBe('unexpected argument "word"');
    expect(argumentsProblem(new TypeError("x is undefined"))).toBeUndefined();
  });

  it("makes the usage line from the options", () => {
    expect(usageOf("npm run build", { out: { type: "string" }, drafts: { type: "boolean" } })).toBe(
      "Usage: npm run build -- [--out VALUE] [--drafts]",
    );
  });
});
