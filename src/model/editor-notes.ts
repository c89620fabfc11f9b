/**
 * Editors' notes in markdown: HTML comments, `<!-- check this figure with Sarah -->`, which the
 * site never publishes (src/model/markdown.ts drops them from the page). What counts a text's
 * words or reads its prose skips them too: a note is not read, nor are its words.
 */

/**
 * `text` with each note (`<!--` to the first `-->`; `<!-->` and `<!--->` are empty ones) replaced
 * by `by(note)`. One pass, however many notes never close: one that does not is left as it is.
 */
export function replaceNotes(text: string, by: (note: string) => string): string {
  let out = "";
  let at = 0;
  for (let start = text.indexOf("<!--"); start >= 0; start = text.indexOf("<!--", at)) {
    let end: number;
    if (text.startsWith("<!-->", start)) end = start + 5;
    else if (text.startsWith("<!--->", start)) end = start + 6;
    else {
      const close = text.indexOf("-->", start + 4);
      if (close < 0) break;
      end = close + 3;
    }
    out += text.slice(at, start) + by(text.slice(start, end));
    at = end;
  }
  return out + text.slice(at);
}
