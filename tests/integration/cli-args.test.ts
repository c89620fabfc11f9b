/**
 * The npm scripts' command lines (build/cli-args.ts): an option a command does not know,
 * a value missing or a stray word, an option npm kept for itself (written before `--`) or more
 * words than a title is one line, the problem and the usage, and exit code 2; never Node's
 * stack trace, and never a command that goes on without what it was given.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { argumentsProblem, commandLineProblem, usageOf } from "../../build/cli-args";
import { ROOT } from "../helpers";

const tsx = path.join(ROOT, "node_modules/.bin/tsx");

/** Runs a command (with more environment variables); resolves with its exit code and output whatever the code. */
function run(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      program,
      args,
      { cwd: ROOT, encoding: "utf8", timeout: 60_000, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
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

describe("commandLineProblem", () => {
  const newPost = {
    command: "npm run new-post",
    positionals: '"Title of the article"',
    maxPositionals: 1,
    options: { category: { type: "string" }, slug: { type: "string" } },
  } as const;

  it("names an option npm kept for itself, and shows the command line that passes it on", () => {
    // `--category=Mobility`: npm keeps the value.
    expect(commandLineProblem(newPost, ["Title"], { npm_config_category: "Mobility" })).toBe(
      'npm kept --category for itself, so the command never got it: write -- before the command\'s arguments, as in npm run new-post -- "Title of the article" --category Mobility',
    );
    // A bare flag, or one npm read without its value, and two at once; a name with a hyphen is npm's with an underscore.
    expect(
      commandLineProblem(
        {
          command: "npm run deploy:s3",
          options: { "dry-run": { type: "boolean" }, bucket: { type: "string" } },
        },
        [],
        { npm_config_dry_run: "true", npm_config_bucket: "true" },
      ),
    ).toBe(
      "npm kept --dry-run and --bucket for itself, so the command never got them: write -- before the command's arguments, as in npm run deploy:s3 -- --dry-run --bucket VALUE",
    );
    // npm's own settings (npm_config_cache, npm_config_user_agent...) are not the command's.
    expect(
      commandLineProblem(newPost, ["Title"], { npm_config_cache: "/tmp/npm", npm_config_user_agent: "npm" }),
    ).toBeUndefined();
  });

  it("tells both when npm kept the options and passed their values on as words (npm 11)", () => {
    // `npm run new-post "Title" --category Mobility --author "Emily Chen"`, as npm hands it on.
    expect(
      commandLineProblem(
        { ...newPost, options: { ...newPost.options, author: { type: "string" } } },
        ["Title", "Mobility", "Emily Chen"],
        { npm_config_category: "true", npm_config_author: "true" },
      ),
    ).toBe(
      'npm kept --category and --author for itself, so the command never got them: write -- before the command\'s arguments, as in npm run new-post -- "Title of the article" --category VALUE --author VALUE; it takes one "Title of the article", in quotes, and got 3 words: "Title" "Mobility" "Emily Chen"',
    );
  });

  it("refuses more words than a title, naming them", () => {
    expect(commandLineProblem(newPost, ["Title", "Mobility", "Emily Chen"], {})).toBe(
      'it takes one "Title of the article", in quotes, and got 3 words: "Title" "Mobility" "Emily Chen"',
    );
    expect(commandLineProblem(newPost, ["Why Erasure Certificates Matter"], {})).toBeUndefined();
  });
});

describe("npm run new-post, as npm hands it a command line written without --", () => {
  // Each also gives a date that does not exist: a new-post that took the line anyway stops
  // on it (exit 1) before it writes anything into content/.
  it.each([
    ["the title in two words", ["Title", "Mobility", "--date", "2025-02-30"], {}],
    // `npm run new-post "Title" --category Mobility`: npm 11 keeps category=true, and Mobility is a word.
    ["an option npm kept", ["Title", "Mobility", "--date", "2025-02-30"], { npm_config_category: "true" }],
  ])("refuses %s with one usage line and exit 2, writing nothing", async (_, args, env) => {
    const ran = await run(tsx, ["build/tools/new-post.ts", ...args], env);
    expect(ran.status).toBe(2);
    expect(ran.stdout).toBe("");
    const lines = ran.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^npm run new-post: (it takes one|npm kept --category for itself)/);
    expect(lines[0]).toContain('Usage: npm run new-post -- "Title of the article" ');
  });
});
