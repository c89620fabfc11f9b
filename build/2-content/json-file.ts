/**
 * What the build says about a JSON file of content/ (authors.json): where its text breaks the
 * JSON grammar, by line and column and with the likely cause in words (a trailing comma, a
 * missing comma or quote), where JSON.parse says "Expected double-quoted property name in JSON
 * at position 1917"; and the line of each of its fields, so that a schema problem points there.
 */
import { LineCounter, parseDocument } from "yaml";
import { type FieldLine, fieldLines } from "./problems";

/** Where a JSON text first breaks the grammar (an offset into it), and the likely cause in words. */
export interface JsonSyntaxError {
  offset: number;
  cause: string;
}

/** Thrown inside jsonSyntaxError to leave the scan at the first break. */
class Break {
  constructor(readonly error: JsonSyntaxError) {}
}

/**
 * The first place `text` is not JSON, or undefined when it is. JSON.parse reads the file; this
 * scan runs only once it has refused it, to say where and why in an editor's words.
 */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  const fail = (offset: number, cause: string): never => {
    throw new Break({ offset, cause });
  };
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i] as string)) i++;
  };

  const string = () => {
    const start = i;
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined || c === "\n" || c === "\r")
        fail(
          start,
          "a closing double quote is missing: the text that starts here runs to the end of the line",
        );
      if (c === '"') {
        i++;
        return;
      }
      if (c === "\\") {
        const next = text[i + 1] ?? "";
        const escaped =
          next === "u" ? /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)) : '"\\/bfnrt'.includes(next);
        if (!escaped || next === "")
          fail(i, 'a backslash that starts no escape: write \\\\ for a backslash, \\" for a double quote');
        i += next === "u" ? 6 : 2;
        continue;
      }
      if ((c as string) < " ")
        fail(i, "a tab or other control character inside text: write \\t for a tab, or remove it");
      i++;
    }
  };

  /** After an entry's field or a list's item: a comma and the next, or the closing bracket. */
  const next = (open: number, close: "}" | "]", end: number): boolean => {
    space();
    const c = text[i];
    if (c === ",") return true;
    if (c === close) return false;
    const what = close === "}" ? "entry" : "list";
    if (c === undefined) fail(open, `the ${what} opened here is never closed with ${close}`);
    if (c === "}" || c === "]") fail(i, `a ${c} where the ${what}'s ${close} should be`);
    return fail(
      end,
      `a comma is missing after this ${close === "}" ? "value, before the next field" : "item, before the next one"}`,
    );
  };

  const object = () => {
    const open = i;
    i++;
    space();
    if (text[i] === "}") {
      i++;
      return;
    }
    let comma: number | undefined;
    for (;;) {
      space();
      const c = text[i];
      if (c === "}" && comma !== undefined)
        fail(comma, "a comma after the last field of an entry (a trailing comma): remove it");
      if (c === undefined) fail(open, "the entry opened here is never closed with }");
      if (c === "'") fail(i, 'a field name in single quotes: JSON takes double quotes only, "name"');
      if (c !== '"') fail(i, 'a field name without double quotes around it: write "name": ...');
      string();
      space();
      if (text[i] !== ":") fail(i, "a colon (:) is missing after the field name");
      i++;
      value();
      if (!next(open, "}", i)) break;
      comma = i;
      i++;
    }
    i++;
  };

  const array = () => {
    const open = i;
    i++;
    space();
    if (text[i] === "]") {
      i++;
      return;
    }
    let comma: number | undefined;
    for (;;) {
      space();
      if (text[i] === "]" && comma !== undefined)
        fail(comma, "a comma after the last item of a list (a trailing comma): remove it");
      value();
      if (!next(open, "]", i)) break;
      comma = i;
      i++;
    }
    i++;
  };

  const value = () => {
    space();
    const c = text[i];
    if (c === "{") return object();
    if (c === "[") return array();
    if (c === '"') return string();
    const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    number.lastIndex = i;
    if (c !== undefined && /[-\d]/.test(c) && number.test(text)) {
      i = number.lastIndex;
      return;
    }
    for (const word of ["true", "false", "null"])
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    if (c === undefined)
      fail(i, "the file ends where a value should be: it was cut short, or a ] or } is missing");
    if (c === "'") fail(i, 'text in single quotes: JSON takes double quotes only, "like this"');
    if (c === ",") fail(i, "a comma where a value should be: two commas in a row, or one too many");
    if (c === "}" || c === "]") fail(i, `a ${c} where a value should be`);
    fail(i, 'text without double quotes around it: write "like this"');
  };

  try {
    value();
    space();
    if (i < text.length) fail(i, "more text after the end: remove it, or move it inside the list");
    return undefined;
  } catch (caught) {
    if (caught instanceof Break) return caught.error;
    throw caught;
  }
}

/** Line and column (from 1) of an offset into `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

/**
 * The line of each field of a JSON text that parses, by its path ([5, "role"]): the field's own
 * line, or, for a field that is missing, the line its entry opens on. YAML is a superset of JSON,
 * and the yaml package (a dependency already) keeps where each node starts.
 */
export function jsonFieldLines(text: string): FieldLine {
  const lineCounter = new LineCounter();
  return fieldLines(parseDocument(text, { lineCounter }), lineCounter);
}
