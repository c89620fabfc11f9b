/**
 * A JSON file of content/ that does not parse is told by line and column with the likely cause
 * in words, and a field of one that does is found by its line (build/2-content/json-file.ts).
 */
import { describe, expect, it } from "vitest";
import { jsonFieldLines, jsonSyntaxError, lineAndColumn } from "../../build/2-content/json-file";

/** Where the scan stops in `text` ("line:column"), and why. */
function broken(text: string): string {
  const error = jsonSyntaxError(text);
  if (!error) return "valid";
  const { line, column } = lineAndColumn(text, error.offset);
  return `${line}:${column} ${error.cause}`;
}

/** Two authors, one field a line, as an editor writes them; `edit` breaks the text. */
const authors = (edit: (text: string) => string = (text) => text) =>
  edit(
    [
      "[",
      "  {",
      '    "name": "Ada Byron",',
      '    "role": "Security Lead",',
      '    "bio": "Ada writes about data sanitization."',
      "  },",
      "  {",
      '    "name": "Jane Doe",',
      '    "bio": "Jane writes about pickups and erasure."',
      "  }",
      "]",
      "",
    ].join("\n"),
  );

describe("jsonSyntaxError", () => {
  it("finds nothing wrong where JSON.parse finds nothing wrong", () => {
    for (const text of [authors(), "[]", '{"a": [1, -2.5e3, true, false, null, "\\u00e9\\n"]}', " 0 "]) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(jsonSyntaxError(text)).toBeUndefined();
    }
  });

  it.each([
    [
      "a trailing comma after an entry's last field",
      (t: string) =>
        t.replace(
          'Security Lead",\n    "bio": "Ada writes about data sanitization."',
          'Security Lead",\n    "bio": "Ada writes about data sanitization.",',
        ),
      "5:49 a comma after the last field of an entry (a trailing comma): remove it",
    ],
    [
      "a trailing comma after a list's last entry",
      (t: string) => t.replace("  }\n]", "  },\n]"),
      "10:4 a comma after the last item of a list (a trailing comma): remove it",
    ],
    [
      "a comma missing at the end of a line",
      (t: string) => t.replace('"Ada Byron",', '"Ada Byron"'),
      "3:24 a comma is missing after this value, before the next field",
    ],
    [
      "a comma missing between two entries",
      (t: string) => t.replace("  },\n  {", "  }\n  {"),
      "6:4 a comma is missing after this item, before the next one",
    ],
    [
      "a closing quote missing",
      (t: string) => t.replace('"Jane Doe",', '"Jane Doe,'),
      "8:13 a closing double quote is missing: the text that starts here runs to the end of the line",
    ],
    [
      "a field name without quotes",
      (t: string) => t.replace('"role"', "role"),
      '4:5 a field name without double quotes around it: write "name": ...',
    ],
    [
      "text in single quotes",
      (t: string) => t.replace('"Jane Doe"', "'Jane Doe'"),
      '8:13 text in single quotes: JSON takes double quotes only, "like this"',
    ],
    [
      "an entry never closed",
      (t: string) => t.replace(/\s*}\n]\n$/, ""),
      "7:3 the entry opened here is never closed with }",
    ],
  ])("says where and why for %s", (_, edit, expected) => {
    const text = authors(edit);
    expect(() => JSON.parse(text)).toThrow();
    expect(broken(text)).toBe(expected);
  });
});

describe("jsonFieldLines", () => {
  const lineOf = jsonFieldLines(authors());

  it("gives a field's own line, by its path in the list", () => {
    expect(lineOf([0, "role"])).toBe(4);
    expect(lineOf([1, "name"])).toBe(8);
  });

  it("gives a missing field the line its entry opens on", () => {
    expect(lineOf([1, "role"])).toBe(7);
  });
});
