/**
 * Collects content problems so that one build reports all of them at once,
 * each naming the file and the field or line, before it stops (the
 * ContentInvalid error of build/errors.ts).
 */
import { type Document, isAlias, isMap, isScalar, isSeq, type LineCounter } from "yaml";
import type * as z from "zod";

export interface Problem {
  file: string;
  /** Line in the file, from 1: of the field, or of the body's text. */
  line?: number;
  field?: string;
  /** The entry of a list file the problem is about, as the editor knows it: `"Jane Doe"`, or `the 6th author`. */
  entry?: string;
  message: string;
}

/**
 * A value as a message shows it: whole when short, else its start and its length, so that a
 * name of thousands of characters does not bury the message (never cut inside a character).
 */
export function shown(value: string, max = 60): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : `${chars.slice(0, max - 20).join("")}... (${chars.length} characters)`;
}

export function formatProblem(problem: Problem): string {
  const { file, line, field, entry, message } = problem;
  const what = field ? `: field "${field}"${entry ? ` of ${entry}` : ""}` : entry ? `: ${entry}` : "";
  return `  ${file}${line ? `:${line}` : ""}${what}: ${message}`;
}

/** The line of a field of the file, by its path ("title", or [5, "role"] in a list): where a problem points. */
export type FieldLine = (path: readonly PropertyKey[]) => number | undefined;

/**
 * The line of a field of a YAML document (or a JSON one: YAML reads JSON, keeping where each
 * node starts) by its path (["hero", "title"], ["faq", "items", 2]):
 * the line of its key, or of its item in a list; where the path goes further than the file
 * (a field that is missing), the line of the deepest part that is there.
 */
export function fieldLines(doc: Document, counter: LineCounter): FieldLine {
  const lineAt = (node: unknown) => {
    const start = (node as { range?: [number, number, number] } | null)?.range?.[0];
    return start === undefined ? undefined : counter.linePos(start).line;
  };
  return (fieldPath) => {
    let node: unknown = doc.contents;
    let line = lineAt(node);
    for (const key of fieldPath) {
      if (isAlias(node)) node = node.resolve(doc);
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
        if (!pair) break;
        line = lineAt(pair.key) ?? line;
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(key)];
        if (item === undefined) break;
        line = lineAt(item) ?? line;
        node = item;
      } else break;
    }
    return line;
  };
}

/**
 * Parses `data` with `schema`; on failure adds one problem per field to `problems` and
 * returns undefined. The one way content is validated, so every file reads its errors alike.
 */
export function parseFields<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  problems: Problem[],
  lineOf?: FieldLine,
): z.output<S> | undefined {
  // Zod 4 leaves the offending value out of its issues unless asked: the messages need it.
  const parsed = schema.safeParse(data, { reportInput: true });
  if (parsed.success) return parsed.data;
  problems.push(...zodProblems(file, parsed.error, lineOf));
  return undefined;
}

/** Turns a zod error into one problem per field, each naming the field (and its line, given `lineOf`). */
export function zodProblems(file: string, error: z.ZodError, lineOf?: FieldLine): Problem[] {
  const problems: Problem[] = [];
  // A value of the wrong type also fails the field's other rules (a list is "too short"):
  // only the type is worth saying.
  const wrongType = new Set<string>();
  for (const issue of error.issues) {
    const field = issue.path.join(".") || undefined;
    if (issue.code === "unrecognized_keys") {
      problems.push({
        file,
        // The first unknown field's line: where the editor looks.
        line: lineOf?.([...issue.path, ...issue.keys.slice(0, 1)]),
        message: `unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(", ")}: remove them or fix the spelling`,
      });
      continue;
    }
    if (wrongType.has(field ?? "")) continue;
    const line = lineOf?.(issue.path);
    if (issue.code === "invalid_type") {
      wrongType.add(field ?? "");
      problems.push({ file, line, field, message: typeMessage(issue, file) });
      continue;
    }
    problems.push({ file, line, field, message: issue.message });
  }
  return problems;
}

const TYPE_NAMES: Record<string, string> = {
  string: "text (a string)",
  number: "a number",
  boolean: "true or false",
  array: "a list",
  object: "a group of fields",
};

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  if (typeof value === "boolean") return "true or false (a boolean)";
  return `a ${typeof value}`;
}

/** "must be text (a string), got a number: quote it, e.g. title: "2025"", or "is required but missing". */
function typeMessage(issue: z.core.$ZodIssueInvalidType, file: string): string {
  const value = issue.input;
  if (value === undefined) return "is required but missing";
  if (value === null) return "is empty: write its value after the field name";
  const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
  const got = kindOf(value);
  if (issue.expected === "string" && (typeof value === "number" || typeof value === "boolean")) {
    // YAML reads 14 as a number and true as a boolean; quotes keep them text.
    const key = String(issue.path.at(-1) ?? "field");
    const example = file.endsWith(".json") ? `"${key}": "${value}"` : `${key}: "${value}"`;
    return `must be ${expected}, got ${got}: quote it, e.g. ${example}`;
  }
  return `must be ${expected}, got ${got}`;
}
