import { readFileSync } from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument, parse as parseYaml, YAMLError } from "yaml";
import { FrontmatterInvalid, FrontmatterMissing, SiteBuildError } from "../errors";
import { withoutLoneSurrogateChars, withoutLoneSurrogates } from "./lone-surrogates";
import { type FieldLine, fieldLines as fieldLinesOf, type Problem } from "./problems";

/** Line (from 1) of `offset` in `text`, for a text that starts on line `firstLine` of its file. */
export function lineOf(text: string, offset: number, firstLine = 1): number {
  let line = firstLine;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/** Aliases (*name) a frontmatter may expand: yaml's own default, named here because the message tells it. */
const MAX_ALIASES = 100;

export interface SplitFile {
  data: unknown;
  body: string;
  /** Line of the file (from 1) where the body starts, so that problems in the body can name their line. */
  bodyLine: number;
  /** The file's line (from 1) of each field, by its name, so that a problem with a field names its line. */
  fieldLines: ReadonlyMap<string, number>;
}

/**
 * Splits "---\nyaml\n---\nbody" and parses the YAML; throws a SiteBuildError naming the file
 * (FrontmatterMissing, or FrontmatterInvalid with the file's line) when it cannot.
 * A UTF-8 byte order mark before the first --- is dropped: editors on Windows write one, and
 * it is invisible, so "missing frontmatter" would be a riddle. Lone surrogates (an escape in
 * the YAML) are dropped from every field (lone-surrogates.ts).
 */
export function splitFrontmatter(text: string, file: string): SplitFile {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new SiteBuildError(FrontmatterMissing, { file });
  const rest = match[2] ?? "";
  const body = rest.trim();
  const bodyStart = text.length - rest.length + (body ? rest.indexOf(body) : 0);
  const bodyLine = lineOf(text, bodyStart);
  try {
    const yaml = match[1] ?? "";
    return {
      data: withoutLoneSurrogates(simpleFields(yaml) ?? parseYaml(yaml, { maxAliasCount: MAX_ALIASES })),
      body: withoutLoneSurrogateChars(body),
      bodyLine,
      fieldLines: fieldLines(yaml),
    };
  } catch (error) {
    // An alias bomb ("billion laughs") is refused by yaml as a ReferenceError, with no line.
    if (error instanceof ReferenceError && /alias/i.test(error.message))
      throw new SiteBuildError(FrontmatterInvalid, {
        file,
        reason: `its aliases (*name) repeat other fields more than ${MAX_ALIASES} times, which would take the build's memory; write each field's text out in full`,
      });
    if (!(error instanceof YAMLError)) throw error;
    // yaml counts lines from the first field; the file has the opening --- above it.
    const yamlLine = error.linePos?.[0]?.line;
    const column = error.linePos?.[0]?.col;
    const reason = error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, "");
    throw new SiteBuildError(FrontmatterInvalid, {
      file,
      line: yamlLine === undefined ? undefined : yamlLine + 1,
      reason: column === undefined ? reason : `${reason} (column ${column})`,
    });
  }
}

/**
 * The line of each field a frontmatter names at its start ("title: ..."), the first when one
 * is named twice; the opening --- is line 1, so its first field is line 2.
 */
function fieldLines(yaml: string): Map<string, number> {
  const lines = new Map<string, number>();
  for (const [index, line] of yaml.split("\n").entries()) {
    const name = /^([A-Za-z_][\w-]*)\s*:(?:\s|$)/.exec(line)?.[1];
    if (name !== undefined && !lines.has(name)) lines.set(name, index + 2);
  }
  return lines;
}

/**
 * The problems that name a field of a markdown file or a YAML copy file and no line, given the
 * field's line. The warnings are found on the loaded content, which keeps no lines: their files
 * are read again here, the few that have one.
 */
export function withFieldLines(problems: readonly Problem[], root: string): Problem[] {
  const files = new Map<string, ReadonlyMap<string, number>>();
  const yamlFiles = new Map<string, FieldLine | undefined>();
  return problems.map((problem) => {
    if (problem.line !== undefined || !problem.field) return problem;
    if (problem.file.endsWith(".yaml")) {
      if (!yamlFiles.has(problem.file)) yamlFiles.set(problem.file, yamlFieldLines(root, problem.file));
      const line = yamlFiles.get(problem.file)?.(problem.field.split("."));
      return line === undefined ? problem : { ...problem, line };
    }
    if (!problem.file.endsWith(".md")) return problem;
    let lines = files.get(problem.file);
    if (!lines) {
      let text = "";
      try {
        text = readFileSync(path.resolve(root, problem.file), "utf8");
      } catch {
        // Gone since it was read: the problem keeps no line.
      }
      const yaml = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
      lines = yaml === undefined ? new Map<string, number>() : fieldLines(yaml);
      files.set(problem.file, lines);
    }
    const line = lines.get(problem.field);
    return line === undefined ? problem : { ...problem, line };
  });
}

/** The line of each field of a YAML file (relative to `root`) by its path; undefined when it cannot be read. */
function yamlFieldLines(root: string, file: string): FieldLine | undefined {
  try {
    const counter = new LineCounter();
    const doc = parseDocument(readFileSync(path.resolve(root, file), "utf8"), { lineCounter: counter });
    return fieldLinesOf(doc, counter);
  } catch {
    return undefined;
  }
}

/** A plain (unquoted) value that YAML's core schema reads as something other than text. */
const NOT_TEXT =
  /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/**
 * The frontmatter every post is written in, read without the YAML parser: one `name: value`
 * line per field, each value text written plainly, in double quotes without escapes, or in
 * single quotes without quotes inside. Anything else (numbers, lists, escapes, comments, a repeated name, odd spacing)
 * returns undefined, and the YAML parser reads the whole of it, with its errors and lines.
 * tests/unit/frontmatter.test.ts checks that both read the same.
 *
 * Why it stays beside `yaml`: the 4,000 frontmatters of build/tools/synthetic-posts.ts, read once
 * in a fresh process as a build reads them, take 1.0 s through this path and 2.9 s through
 * yaml.parse alone (medians of 5 alternating runs on the two-core VM; warm, 80 ms and 371 ms).
 * The 1.9 s is near a tenth of a 4,000-post build (21-24 s) and half its content phase (4.1-4.3 s).
 */
export function simpleFields(yaml: string): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const line of yaml.split("\n")) {
    const match = /^([A-Za-z][A-Za-z0-9_]*): (.+)$/.exec(line);
    if (!match) return undefined;
    const [, name, raw] = match as unknown as [string, string, string];
    if (Object.hasOwn(fields, name)) return undefined;
    let value: string;
    if (/^"[^"\\]*"$/.test(raw) || /^'[^']*'$/.test(raw)) value = raw.slice(1, -1);
    else if (/^[^-?:,[\]{}#&*!|>'"%@`\s]/.test(raw) && !/: |:$| #|\s$|\t/.test(raw) && !NOT_TEXT.test(raw))
      value = raw;
    else return undefined;
    fields[name] = value;
  }
  return fields;
}
