/**
 * The YAML files of content/ as the browser editor (/admin/) reads and writes them: like its own
 * YAML format, but the comment a file opens with (which page it is, what each field holds: for
 * whoever edits the file by hand) is kept through every save, in a hidden field of the entry.
 * A file whose whole content is a list (content/services.yaml) is read as an object with that
 * list under LIST_KEY, so that the comment can go with it.
 */
import { Document, isMap, isScalar, parse, visit } from "yaml";

/** The custom file format's name in the editor's configuration. */
export const YAML_FORMAT = "commented-yaml";
/** The hidden field that carries the file's opening comment. */
export const COMMENT_KEY = "_comment";
/** The field that carries a list-only file's items. */
export const LIST_KEY = "items";

/** The comment lines (and blank lines among them) before the file's first value. */
function openingComment(text: string): string {
  const lines: string[] = [];
  for (const line of text.replace(/^\uFEFF/, "").split(/\r?\n/)) {
    if (line.startsWith("#") || (line.trim() === "" && lines.length)) lines.push(line);
    else if (line.trim() !== "") break;
  }
  return lines.join("\n").trimEnd();
}

export function parseCommentedYaml(text: string): Record<string, unknown> {
  const data: unknown = parse(text) ?? {};
  const comment = openingComment(text);
  const fields = Array.isArray(data) ? { [LIST_KEY]: data } : (data as Record<string, unknown>);
  return comment ? { ...fields, [COMMENT_KEY]: comment } : fields;
}

/** A list of scalars is written on one line when each is at most SHORT_ITEM characters, and all SHORT_LIST. */
const SHORT_ITEM = 24;
const SHORT_LIST = 60;

/** The field whose map is written on one line, as the files write a link's target: `to: { page: contact }`. */
const ONE_LINE_KEY = "to";

/**
 * The values as the files are written by hand: a blank line between the top-level fields, a
 * link's target and a short list of names or figures on one line, so that a save through the
 * editor changes little more than what changed.
 */
function yamlText(value: unknown): string {
  const doc = new Document(value);
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === ONE_LINE_KEY && isMap(pair.value)) pair.value.flow = true;
    },
    // A list of figures or of a few names (a row of racks, the methods for a medium) on one line too.
    Seq(_, seq) {
      const values = seq.items.map((item) => (isScalar(item) ? String(item.value) : undefined));
      if (
        values.every((item) => item !== undefined && item.length <= SHORT_ITEM) &&
        values.join(", ").length <= SHORT_LIST
      )
        seq.flow = true;
    },
  });
  if (isMap(doc.contents))
    for (const [index, pair] of doc.contents.items.entries())
      if (index > 0 && isScalar(pair.key)) pair.key.spaceBefore = true;
  return doc.toString({ lineWidth: 0 });
}

/** The file's text: its opening comment, a blank line, then the values (a list-only file's list at the top). */
export function formatCommentedYaml(data: Record<string, unknown>): string {
  const { [COMMENT_KEY]: comment, ...fields } = data;
  const keys = Object.keys(fields);
  const value = keys.length === 1 && keys[0] === LIST_KEY ? fields[LIST_KEY] : fields;
  const body = yamlText(value);
  return typeof comment === "string" && comment.trim() ? `${comment.trimEnd()}\n\n${body}` : body;
}
