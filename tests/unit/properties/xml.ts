/**
 * A strict check that a document is well-formed XML 1.0 (W3C XML 1.0, section 2), for the
 * feed and the sitemap: linkedom and most feed readers are lenient and would read past a
 * forbidden control character or an unclosed tag. No DTD (none of our files has one), so
 * only the five predefined entities exist. Returns the problems, [] when well-formed.
 */

/** XML 1.0's Char production: what a document may hold at all. */
export function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

const NAME_START =
  "A-Za-z_:\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD";
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;
const NAME = `[${NAME_START}][${NAME_CHAR}]*`;
const PREDEFINED = new Set(["amp", "lt", "gt", "quot", "apos"]);

/** The problems of a reference at `at` (text[at] is "&"), and its length. */
function reference(text: string, at: number): { length: number; problem?: string } {
  const match = new RegExp(`^&(?:#([0-9]+)|#x([0-9A-Fa-f]+)|(${NAME}));`, "u").exec(text.slice(at, at + 64));
  if (!match) return { length: 1, problem: `"&" that starts no reference at ${at}` };
  const [whole, decimal, hex, name] = match;
  if (name !== undefined)
    return PREDEFINED.has(name)
      ? { length: whole.length }
      : { length: whole.length, problem: `undeclared entity &${name}; at ${at}` };
  const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? "", 16);
  return isXmlChar(code)
    ? { length: whole.length }
    : { length: whole.length, problem: `reference to a character XML forbids (${whole}) at ${at}` };
}

/** Character data (between tags, or an attribute value without its quotes): references and forbidden sequences. */
function charDataProblems(text: string, offset: number, inAttribute: boolean): string[] {
  const problems: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "&") {
      const ref = reference(text, i);
      if (ref.problem) problems.push(ref.problem.replace(/at \d+$/, `at ${offset + i}`));
      i += ref.length - 1;
    } else if (ch === "<")
      problems.push(`"<" in ${inAttribute ? "an attribute value" : "text"} at ${offset + i}`);
  }
  if (!inAttribute && text.includes("]]>")) problems.push(`"]]>" in text at ${offset + text.indexOf("]]>")}`);
  return problems;
}

export function xmlProblems(source: string | Uint8Array): string[] {
  let text: string;
  if (typeof source === "string") text = source;
  else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(source);
    } catch {
      return ["not valid UTF-8"];
    }
  }
  const problems: string[] = [];
  // Every code point, surrogate halves on their own included (for..of yields them alone).
  let index = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (!isXmlChar(code))
      problems.push(
        `character U+${code.toString(16).toUpperCase().padStart(4, "0")} at ${index}, which XML 1.0 forbids`,
      );
    index += ch.length;
  }
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  const stack: string[] = [];
  let roots = 0;
  let at = 0;
  const declaration =
    /^<\?xml\s+version\s*=\s*(["'])1\.0\1(?:\s+encoding\s*=\s*(["'])[A-Za-z][A-Za-z0-9._-]*\2)?(?:\s+standalone\s*=\s*(["'])(?:yes|no)\3)?\s*\?>/.exec(
      text,
    );
  if (declaration) at = declaration[0].length;
  else if (text.startsWith("<?xml")) problems.push("malformed XML declaration");
  const startTag = new RegExp(`^<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`, "u");
  const attribute = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "gu");
  const endTag = new RegExp(`^</(${NAME})\\s*>`, "u");
  while (at < text.length) {
    const next = text.indexOf("<", at);
    const data = text.slice(at, next === -1 ? text.length : next);
    if (data) {
      if (stack.length) problems.push(...charDataProblems(data, at, false));
      else if (data.trim()) problems.push(`text outside the root element at ${at}`);
    }
    if (next === -1) break;
    at = next;
    const rest = text.slice(at);
    if (rest.startsWith("<!--")) {
      const end = rest.indexOf("-->", 4);
      if (end === -1) return [...problems, `comment never closed at ${at}`];
      if (rest.slice(4, end).includes("--") || rest[end - 1] === "-")
        problems.push(`"--" inside a comment at ${at}`);
      at += end + 3;
    } else if (rest.startsWith("<![CDATA[")) {
      if (!stack.length) problems.push(`CDATA outside the root element at ${at}`);
      const end = rest.indexOf("]]>");
      if (end === -1) return [...problems, `CDATA section never closed at ${at}`];
      at += end + 3;
    } else if (rest.startsWith("<?")) {
      const end = rest.indexOf("?>");
      if (end === -1 || !new RegExp(`^<\\?${NAME}`, "u").test(rest) || /^<\?xml[\s?]/i.test(rest))
        return [...problems, `malformed processing instruction at ${at}`];
      at += end + 2;
    } else if (rest.startsWith("<!")) {
      return [...problems, `declaration or DOCTYPE at ${at}, which these files never hold`];
    } else if (rest.startsWith("</")) {
      const match = endTag.exec(rest);
      if (!match) return [...problems, `malformed end tag at ${at}`];
      const open = stack.pop();
      if (open !== match[1]) return [...problems, `</${match[1]}> at ${at} closes <${open ?? "nothing"}>`];
      at += match[0].length;
    } else {
      const match = startTag.exec(rest);
      if (!match) return [...problems, `malformed start tag at ${at}: ${JSON.stringify(rest.slice(0, 40))}`];
      if (!stack.length && roots++ > 0) problems.push(`a second root element at ${at}`);
      const seen = new Set<string>();
      for (const attr of (match[2] ?? "").matchAll(attribute)) {
        const [, name = "", double, single] = attr;
        if (seen.has(name)) problems.push(`attribute ${name} twice at ${at}`);
        seen.add(name);
        problems.push(...charDataProblems(double ?? single ?? "", at, true));
      }
      if (!match[3]) stack.push(match[1] ?? "");
      at += match[0].length;
    }
  }
  if (stack.length) problems.push(`elements never closed: ${stack.join(", ")}`);
  if (roots === 0) problems.push("no root element");
  return problems;
}
