/**
 * `npx tsx tests/seeded-bugs/run.ts [--control] [id ...]`: seeds each bug of bugs.ts (or those
 * named) into the code, one at a time, runs its checks and restores the file, then prints which
 * bugs the tests caught, by which command, in how long, and the names of the failing tests.
 *
 * Exit status: 0 when every bug was caught, 1 when one was not, 2 when nothing was run (an
 * unknown id, a file with changes of its own, a `find` that no longer occurs exactly once).
 *
 * `--control` runs the same checks on the code as it is, without any bug: each must pass. A
 * check that fails anyway (a test file moved away, a port taken) would count every bug as caught.
 *
 * Each command's output goes to .tmp/seeded-bugs/<id>.log; the console gets one line a step.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { bugs, REPORT, type SeededBug } from "./bugs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LOG_DIR = path.join(ROOT, ".tmp/seeded-bugs");

interface CheckResult {
  /** The command that exited non-zero; undefined when every command passed. */
  failedCommand?: string;
  exitCode: number;
  /** Seconds the failing command took, or all the commands when none failed. */
  seconds: number;
  /** Whether that command's test runner wrote its report (a build before it may have failed first). */
  reported: boolean;
  /** The failing tests its report names ("tests/unit/x.test.ts › describe › test"). */
  failingTests: string[];
}

// What a signal must undo: the file a bug is seeded into, and the command running.
let seeded: { file: string; original: string } | undefined;
let running: ChildProcess | undefined;
let stopping = false;

function main(): void {
  const args = process.argv.slice(2);
  const control = args.includes("--control");
  const ids = args.filter((arg) => arg !== "--control");
  const chosen = choose(ids);
  const problems = chosen.flatMap(problemsWith);
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    process.exit(2);
  }
  mkdirSync(LOG_DIR, { recursive: true });
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  const run = control ? runControl : runSeeded;
  run(chosen).then((exitCode) => process.exit(exitCode));
}

/** The bugs named on the command line, or all of them; stops on an id bugs.ts does not have. */
function choose(ids: string[]): SeededBug[] {
  const unknown = ids.filter((id) => !bugs.some((bug) => bug.id === id));
  if (unknown.length) {
    console.error(`Unknown bug id(s): ${unknown.join(", ")}. Known: ${bugs.map((bug) => bug.id).join(", ")}`);
    process.exit(2);
  }
  return ids.length ? bugs.filter((bug) => ids.includes(bug.id)) : bugs;
}

/** Why a bug cannot be seeded: its file has changes of its own, or its `find` is not there exactly once. */
function problemsWith(bug: SeededBug): string[] {
  const file = path.join(ROOT, bug.file);
  if (!existsSync(file))
    return [`${bug.id}: ${bug.file} does not exist; update the bug in tests/seeded-bugs/bugs.ts`];
  // Restoring a file means writing back what was read: refuse to touch one with uncommitted work in it.
  const status = git("status", "--porcelain", "--", bug.file);
  if (status)
    return [
      `${bug.id}: refusing to seed into ${bug.file}: it has uncommitted changes (commit or stash them)`,
    ];
  const count = readFileSync(file, "utf8").split(bug.find).length - 1;
  if (count === 1) return [];
  const found = count === 0 ? "is no longer in" : `occurs ${count} times in`;
  return [
    `${bug.id}: the bug no longer applies: its find text ${found} ${bug.file}; update the bug in tests/seeded-bugs/bugs.ts`,
  ];
}

function git(...args: string[]): string {
  const result = spawnSync("git", args, { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** Seeds each bug in turn and runs its checks; 1 when a bug got through. */
async function runSeeded(chosen: SeededBug[]): Promise<number> {
  const results: CheckResult[] = [];
  for (const [index, bug] of chosen.entries()) {
    console.log(`\n[${index + 1}/${chosen.length}] ${bug.id}: ${bug.bug}`);
    const result = await withBugSeeded(bug, () => runChecks(bug));
    console.log(result.failedCommand ? `  caught in ${seconds(result.seconds)}` : "  NOT CAUGHT");
    results.push(result);
  }
  const rows = results.map((result, index) => [
    chosen[index]?.id ?? "",
    verdict(result),
    seconds(result.seconds),
    result.failedCommand ? checkLabel(result.failedCommand) : "-",
    failingSummary(result),
  ]);
  printTable(["bug", "result", "time", "caught by", "failing tests"], rows);
  console.log(`\n${chosen.map((bug, index) => detailOf(bug, results[index]!)).join("\n\n")}`);
  const missed = results.filter((result) => !result.failedCommand).length;
  console.log(missed ? `\n${missed} bug(s) NOT caught.` : `\nAll ${results.length} bugs caught.`);
  return missed ? 1 : 0;
}

/** Runs each bug's checks on the code as it is: all must pass, or "caught" would prove nothing. */
async function runControl(chosen: SeededBug[]): Promise<number> {
  const rows: string[][] = [];
  for (const [index, bug] of chosen.entries()) {
    console.log(`\n[${index + 1}/${chosen.length}] ${bug.id}: its checks, without the bug`);
    const result = await runChecks(bug);
    const passed = result.failedCommand === undefined;
    rows.push([
      bug.id,
      passed ? "passes" : "FAILS WITHOUT THE BUG",
      seconds(result.seconds),
      failingSummary(result),
    ]);
  }
  printTable(["bug", "checks on clean code", "time", "failing tests"], rows);
  return rows.every((row) => row[1] === "passes") ? 0 : 1;
}

/** Applies the bug's edit, runs `body`, and puts the file back whatever happens. */
async function withBugSeeded<T>(bug: SeededBug, body: () => Promise<T>): Promise<T> {
  const file = path.join(ROOT, bug.file);
  const original = readFileSync(file, "utf8");
  const at = original.indexOf(bug.find);
  seeded = { file, original };
  try {
    writeFileSync(file, original.slice(0, at) + bug.replace + original.slice(at + bug.find.length));
    return await body();
  } finally {
    restore();
    // The file was clean before: it must be clean again, or the next run would refuse it.
    if (git("status", "--porcelain", "--", bug.file))
      console.error(`  WARNING: ${bug.file} still differs from git`);
  }
}

function restore(): void {
  if (!seeded) return;
  writeFileSync(seeded.file, seeded.original);
  seeded = undefined;
}

/**
 * Ctrl-C or a kill: put the file back first, then stop the command and wait for it. It gets
 * SIGINT whatever came, as Ctrl-C would give it: Playwright stops the servers it started only then.
 */
function stop(signal: NodeJS.Signals): void {
  restore();
  stopping = true;
  console.error(`\n${signal}: the seeded file is restored; stopping.`);
  const child = running;
  if (!child?.pid) process.exit(130);
  signalGroup(child.pid, "SIGINT");
  child.on("close", () => process.exit(130));
  setTimeout(() => {
    signalGroup(child.pid, "SIGKILL");
    process.exit(130);
  }, 15_000);
}

/** Signals a command's process group (spawned detached, it leads one). */
function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  try {
    if (pid) process.kill(-pid, signal);
  } catch {
    // It had ended already.
  }
}

/** Runs the bug's checks in order until one fails. */
async function runChecks(bug: SeededBug): Promise<CheckResult> {
  const log = logOf(bug);
  writeFileSync(log, "");
  let total = 0;
  for (const command of bug.checks) {
    console.log(`  $ ${command}`);
    rmSync(path.join(ROOT, REPORT), { force: true });
    const started = performance.now();
    const exitCode = await runCommand(command, log);
    const took = (performance.now() - started) / 1000;
    total += took;
    if (exitCode !== 0) {
      const reported = existsSync(path.join(ROOT, REPORT));
      return {
        failedCommand: command,
        exitCode,
        seconds: took,
        reported,
        failingTests: failingTestsInReport(),
      };
    }
  }
  return { exitCode: 0, seconds: total, reported: true, failingTests: [] };
}

/** Runs a shell command from the project root, its output appended to `log`; resolves with its exit code. */
function runCommand(command: string, log: string): Promise<number> {
  appendFileSync(log, `\n$ ${command}\n`);
  return new Promise((resolve) => {
    if (stopping) return resolve(130);
    // Its own process group, so that stop() can end the command and everything it started.
    const child = spawn(command, {
      cwd: ROOT,
      shell: true,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    running = child;
    child.stdout.on("data", (chunk) => appendFileSync(log, chunk));
    child.stderr.on("data", (chunk) => appendFileSync(log, chunk));
    child.on("close", (code) => {
      running = undefined;
      resolve(code ?? 1);
    });
  });
}

/** The failing tests named by the JSON report the last command wrote, if it wrote one. */
function failingTestsInReport(): string[] {
  const file = path.join(ROOT, REPORT);
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  return "suites" in report ? playwrightFailures(report) : vitestFailures(report);
}

interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; title: string; ancestorTitles: string[] }[];
  }[];
}

function vitestFailures(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const name = path.relative(ROOT, file.name);
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    // A file can fail with no test failed: an import that throws, or a beforeAll (a fixture
    // build) that stops, after which its tests are skipped.
    if (!failed.length && file.status === "failed")
      return [
        `${name} (failed outside any test, its tests skipped: ${firstLine(file.message ?? "") || "a hook failed"})`,
      ];
    return failed.map((test) => [name, ...test.ancestorTitles, test.title].join(" › "));
  });
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: { title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  config: { rootDir: string };
  suites: PlaywrightSuite[];
  errors: { message?: string }[];
}

function playwrightFailures(report: PlaywrightReport): string[] {
  // Errors outside any test: a web server that did not start, a spec that did not load.
  const errors = report.errors.map((error) => `(Playwright: ${firstLine(error.message ?? "error")})`);
  const fileOf = (suite: PlaywrightSuite) =>
    path.relative(ROOT, path.join(report.config.rootDir, suite.file));
  const walk = (suite: PlaywrightSuite, titles: string[]): string[] => [
    ...suite.specs
      .filter((spec) => spec.tests.some((test) => test.status === "unexpected"))
      .map((spec) => [...titles, spec.title].join(" › ")),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  // A file's top suite is titled by its file name: the path from the project root says more.
  return [...errors, ...report.suites.flatMap((suite) => walk(suite, [fileOf(suite)]))];
}

function firstLine(text: string): string {
  // Playwright and vitest colour their messages.
  return stripVTControlCharacters(text).trim().split("\n")[0] ?? "";
}

/**
 * Caught when a check failed. One that failed naming no test says so: the build may have stopped
 * on the bug (a dead link), or the check broke for a reason of its own (run --control to tell).
 */
function verdict(result: CheckResult): string {
  if (!result.failedCommand) return "NOT CAUGHT";
  return result.failingTests.length ? "caught" : "caught, no test named";
}

/** Why a failing command names no test: a step before the test runner failed, or the runner itself. */
function unnamedReason(result: CheckResult): string {
  return result.reported
    ? `exit ${result.exitCode}, but the report names no failing test`
    : `exit ${result.exitCode} before any test report (a build or a setup step failed)`;
}

/** The table's cell: how many failed and the first one, or why no test is named. */
function failingSummary(result: CheckResult): string {
  const [first, ...others] = result.failingTests;
  if (!first) return result.exitCode ? unnamedReason(result) : "-";
  const shown = first.length > 80 ? `${first.slice(0, 79)}…` : first;
  return others.length ? `${others.length + 1}: ${shown}, ...` : `1: ${shown}`;
}

/** The table's short name of a check: its build step, if any, and the test files it runs. */
function checkLabel(command: string): string {
  const files = command.match(/tests\/\S+\.(test|spec)\.ts/g) ?? [command.slice(0, 40)];
  return [...(command.includes("build/cli.ts") ? ["build"] : []), ...files].join(" + ");
}

/** Everything about one bug: the edit, what caught it, every failing test, the log. */
function detailOf(bug: SeededBug, result: CheckResult): string {
  const lines = [`${bug.id} (${bug.file}): ${bug.bug}`];
  if (result.failedCommand === undefined) {
    lines.push(`  NOT CAUGHT: every check passed (${seconds(result.seconds)}).`);
  } else {
    lines.push(
      `  caught by: ${result.failedCommand}`,
      `  exit ${result.exitCode} after ${seconds(result.seconds)}`,
    );
    // A command can fail for a reason of its own (no test file found, a port taken): only the log tells.
    if (!result.failingTests.length) {
      lines.push(`  ${unnamedReason(result)}; the log ends:`);
      for (const line of lastLines(logOf(bug), 4)) lines.push(`    ${line}`);
    }
    for (const test of result.failingTests) lines.push(`  - ${test}`);
  }
  lines.push(`  log: ${path.relative(ROOT, logOf(bug))}`);
  return lines.join("\n");
}

function logOf(bug: SeededBug): string {
  return path.join(LOG_DIR, `${bug.id}.log`);
}

/** The last non-blank lines of a file, without colours. */
function lastLines(file: string, count: number): string[] {
  const lines = stripVTControlCharacters(readFileSync(file, "utf8")).split("\n");
  return lines.filter((line) => line.trim()).slice(-count);
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(`\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}

function seconds(value: number): string {
  return `${value.toFixed(1)} s`;
}

main();
