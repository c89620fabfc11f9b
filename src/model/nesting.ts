/**
 * How deep blockquotes and lists sit in one another in a markdown text, read from the start of
 * each line before marked reads the text. marked reads a level's content again for every level
 * and renders one level a call deeper: a post 5,000 lists deep took it minutes and gigabytes, and
 * 10,000 quotes deep overflowed the stack. This scan reads each line's start once.
 *
 * It follows the levels as marked does: a line stays in the quotes it repeats `>` for and the
 * list items it is indented into, and opens those whose markers (`>`, `-`, `1.`) start it. A line
 * right after a line of text may also be a lazy continuation of that text, which marked keeps in
 * every level it does not break out of (a list item, heading, rule or fence breaks out), with its
 * indent as written: the scan counts it in all of them, and takes the deeper of the two readings
 * marked may give a `>` after such a line. So it counts a level too many at times (a fence inside
 * a list, a lazy line), and never one too few for lines that write their levels out (the property
 * suite holds it to marked). A few lazy lines marked reads deeper still; src/model/markdown.ts
 * counts the levels as marked reads them too, and stops it past the limit.
 */

/**
 * Levels of blockquotes and list items, one in another, that an article may hold. Real articles
 * use two or three (a list in a list, a list in a quote); a list level indents its text by 24 px
 * and a quote by 40, so past eight the column on a phone is a few words wide.
 */
export const MAX_NESTING = 8;

/**
 * A level a line may stay in: a quote, or a list item and where its content starts, from its
 * container's content. A quote is `raw` once a lazy line went on in it without its `>`: marked
 * then hands the lines after (up to a blank one) to the list it ends with as they are written,
 * their `>` read inside that list rather than as the quote's own.
 */
type Level = { kind: "quote"; raw: boolean } | { kind: "item"; content: number };

/** What a line is read as: the levels it is in, and what follows its markers (and how far in). */
interface Reading {
  levels: Level[];
  rest: string;
  indent: number;
}

const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
/** A line that ends a paragraph, so that it is no lazy continuation of one: a list item, a heading, a rule, a fence. */
const BREAKS_OUT = /^(?:(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)|#{1,6}(?:[ \t]|$)|`{3,}|~{3,})/;
/** A fence's opening: backticks with no backtick after them, or tildes. */
const FENCE = /^(?:(`{3,})[^`]*|(~{3,}).*)$/;

/** The column after `line[i]` when it is at `column`: a tab runs to the next multiple of four. */
const advance = (line: string, i: number, column: number) =>
  line[i] === "\t" ? column + 4 - (column % 4) : column + 1;

/**
 * How `line` may be read after lines that left `open` levels: the reading with the most levels.
 * Each level goes on by its marker or indent, or, on a line that may be a lazy one (`lazy`: the
 * line before holds text), without them; a raw quote both ways. Then the markers that follow open
 * levels, up to one past `limit`.
 */
function readLine(line: string, open: readonly Level[], lazy: boolean, limit: number): Reading {
  /** Where `line` goes on from `i` (at `column`): past its spaces, and how far in from `start`. */
  const look = (i: number, column: number, start: number) => {
    let j = i;
    let at = column;
    while (j < line.length && (line[j] === " " || line[j] === "\t")) at = advance(line, j++, at);
    return { j, at, indent: at - start, rest: line.slice(j) };
  };
  /** Past a `>` at `j` (and the one space it takes): where the quote's content starts. */
  const pastQuote = (j: number, at: number) =>
    line[j + 1] === " " ? { i: j + 2, column: at + 2 } : { i: j + 1, column: at + 1 };
  const deeper = (a: Reading, b: Reading) => (b.levels.length > a.levels.length ? b : a);

  /** The levels the line opens from `i`, after the `levels` it went on in. */
  const opening = (i: number, column: number, start: number, levels: Level[]): Reading => {
    const opened = [...levels];
    for (;;) {
      const { j, at, indent, rest } = look(i, column, start);
      // Four columns in is code, or text going on: nothing opens there. Past the limit, the rest is not read.
      if (opened.length > limit || !rest || indent >= 4) return { levels: opened, rest, indent };
      if (rest[0] === ">") {
        opened.push({ kind: "quote", raw: false });
        ({ i, column } = pastQuote(j, at));
        start = column;
        continue;
      }
      const marker = LIST_MARKER.exec(rest)?.[0];
      if (marker === undefined || THEMATIC_BREAK.test(rest)) return { levels: opened, rest, indent };
      i = j;
      column = at;
      for (let n = 0; n < marker.length; n++) column = advance(line, i++, column);
      const markerEnd = column;
      let after = i;
      let afterColumn = column;
      while (after < line.length && (line[after] === " " || line[after] === "\t"))
        afterColumn = advance(line, after++, afterColumn);
      // An empty item, or one whose text starts five columns on (code), has its content one column after the marker.
      const content = after >= line.length || afterColumn - markerEnd > 4 ? markerEnd + 1 : afterColumn;
      opened.push({ kind: "item", content: content - start });
      start = content;
      if (content !== afterColumn) return { ...look(i, column, start), levels: opened };
      i = after;
      column = afterColumn;
    }
  };

  /** The deepest reading of the line from level `k` of `open` on. */
  const goOn = (k: number, i: number, column: number, start: number, levels: Level[]): Reading => {
    const level = open[k];
    if (level === undefined) return opening(i, column, start, levels);
    const { j, at, indent, rest } = look(i, column, start);
    const breaksOut = (most: number) =>
      indent <= most && (BREAKS_OUT.test(rest) || THEMATIC_BREAK.test(rest));
    if (level.kind === "quote") {
      const marked = indent <= 3 && rest[0] === ">";
      let best: Reading | undefined;
      if (marked) {
        const past = pastQuote(j, at);
        best = goOn(k + 1, past.i, past.column, past.column, [...levels, { kind: "quote", raw: false }]);
      }
      // Without its `>` (a lazy line), or with it read as the content of the list the quote ends with (raw).
      if ((!marked && lazy && !breaksOut(3)) || (marked && level.raw)) {
        const raw = goOn(k + 1, i, column, start, [...levels, { kind: "quote", raw: true }]);
        best = best ? deeper(best, raw) : raw;
      }
      return best ?? opening(i, column, start, levels);
    }
    // An item goes on in a line indented to its content, or blank after its markers, or lazily as written.
    if (indent >= level.content || !rest)
      return goOn(k + 1, i, column, start + level.content, [...levels, level]);
    const outside = Math.min(3, level.content - 1);
    if (lazy && !breaksOut(outside) && !(indent <= outside && rest[0] === ">"))
      return goOn(k + 1, i, column, start, [...levels, level]);
    return opening(i, column, start, levels);
  };

  return goOn(0, 0, 0, 0, []);
}

/**
 * The first line (from 1) inside more than `limit` blockquotes and list items, with its depth
 * (counted to one past the limit: the rest of the line is not read); undefined when no line is.
 */
export function tooDeep(markdown: string, limit = MAX_NESTING): { line: number; depth: number } | undefined {
  let open: Level[] = [];
  let previousBlank = true;
  // A fence that opens at the top level (in no quote or list) holds every line up to its closing fence.
  let fence: string | undefined;
  // Line by line as far as needed: a text refused at its tenth line is not split whole (it may be megabytes).
  const text = markdown.includes("\r") ? markdown.replace(/\r\n?/g, "\n") : markdown;
  for (let from = 0, index = 0; from <= text.length; index++) {
    const next = text.indexOf("\n", from);
    const line = text.slice(from, next < 0 ? text.length : next);
    from = next < 0 ? text.length + 1 : next + 1;
    if (fence !== undefined) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1];
      if (close !== undefined && close[0] === fence[0] && close.length >= fence.length) fence = undefined;
      continue;
    }
    if (!line.trim()) {
      // A blank line ends every quote, and what is in them (a `>` after it starts another); the list
      // items outside them go on in the lines indented to them.
      const quote = open.findIndex((level) => level.kind === "quote");
      if (quote >= 0) open = open.slice(0, quote);
      previousBlank = true;
      continue;
    }
    const { levels, rest, indent } = readLine(line, open, !previousBlank, limit);
    if (levels.length > limit) return { line: index + 1, depth: levels.length };
    if (!levels.length && indent < 4) {
      const opening = FENCE.exec(rest);
      fence = opening ? (opening[1] ?? opening[2]) : undefined;
    }
    open = levels;
    // Even a line of markers alone (`> > >`) holds text for the levels outside the last: the next may be lazy.
    previousBlank = false;
  }
  return undefined;
}
