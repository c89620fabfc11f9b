/**
 * Warnings (build/2-content/warnings.ts) and notes (notes.ts) are told in full once. A build
 * remembers what it told, by content folder, in node_modules/.cache/buyitad-told.json, and the
 * next build counts what it finds again on one line: fourteen warnings about posts nobody has
 * touched since would bury the one the editor just caused, and a failed build's problems. What
 * is told comes after the build's result or its problems (build/cli.ts), never before them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { countLabel } from "../../src/lib/plural";
import { formatProblem, type Problem } from "./problems";

/** What a build has to tell beside its result. */
export interface Told {
  warnings: readonly Problem[];
  notes: readonly Problem[];
}

/** The command that prints them all, for the line that counts those not repeated. */
export const ALL_WARNINGS = "npm run build -- --all-warnings";

/** Where builds remember what they told: never tracked, and a fresh install forgets it. */
export function toldFile(root: string): string {
  return path.join(root, "node_modules/.cache/buyitad-told.json");
}

/**
 * The report of `told`: in full, each warning and note whose line an earlier build did not
 * print (`before`), or all of them with `all`; the others counted on one line. "" when there
 * is nothing to tell.
 */
export function toldReport(told: Told, before: ReadonlySet<string>, all = false): string {
  const fresh = (problems: readonly Problem[]) =>
    problems.map(formatProblem).filter((line) => all || !before.has(line));
  const warnings = fresh(told.warnings);
  const notes = fresh(told.notes);
  const repeated = [
    countLabel(told.warnings.length - warnings.length, "warning"),
    countLabel(told.notes.length - notes.length, "note"),
  ].filter((count) => !count.startsWith("0 "));
  return [
    ...(warnings.length
      ? [
          `${countLabel(warnings.length, "warning")}, which do${warnings.length === 1 ? "es" : ""} not stop a build; fix ${warnings.length === 1 ? "it" : "them"} when you can:`,
          ...warnings,
        ]
      : []),
    ...(notes.length ? [`${countLabel(notes.length, "note")}:`, ...notes] : []),
    ...(repeated.length
      ? [
          `Not repeated: ${repeated.join(" and ")} told by an earlier build, unchanged since (${ALL_WARNINGS} prints them).`,
        ]
      : []),
  ].join("\n");
}

type Memory = Record<string, string[]>;

function readMemory(file: string): Memory {
  try {
    const memory: unknown = JSON.parse(readFileSync(file, "utf8"));
    return typeof memory === "object" && memory !== null && !Array.isArray(memory) ? (memory as Memory) : {};
  } catch {
    return {}; // none yet, or unreadable: everything is told again
  }
}

/** The lines told by the last build of `contentDir`. */
export function toldBefore(file: string, contentDir: string): Set<string> {
  const lines = readMemory(file)[path.resolve(contentDir)];
  return new Set(Array.isArray(lines) ? lines : []);
}

/**
 * Remembers what this build of `contentDir` found (told in full or counted), in place of what
 * the last one did: a warning that goes and comes back is told in full again. Content folders
 * that are gone (a test's temp copy) are forgotten.
 */
export function rememberTold(file: string, contentDir: string, told: Told): void {
  const memory = Object.fromEntries(Object.entries(readMemory(file)).filter(([dir]) => existsSync(dir)));
  memory[path.resolve(contentDir)] = [...told.warnings, ...told.notes].map(formatProblem);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(memory, null, 2)}\n`);
  } catch {
    // Not writable (a read-only checkout): the next build tells everything again, which is all this costs.
  }
}
