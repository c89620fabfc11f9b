/**
 * content/redirects.txt as the browser editor (/admin/) reads and writes it: a list of
 * { from, to } pairs, one line each in the file. The build reads the same file with its own
 * checks (build/2-content/redirects-file.ts); this only turns text into the list and back,
 * losing no line: a line that is not two paths comes back as it was written, for the build to
 * name. The file's comments are its header, written again on every save (comments between
 * lines are not kept: the editor's field hints say what they said).
 */

/** The custom file format's name in the editor's configuration. */
export const REDIRECTS_FORMAT = "site-redirects";

/** The comment the file opens with, on every save. */
export const REDIRECTS_HEADER = `# Redirects: old addresses of the site and the pages they moved to.
#
# One redirect a line: the old path, then the new one, separated by spaces.
# Paths are on this site, without the domain and without the base path:
#
#   /blog/old-post-slug     /blog/new-post-slug
#   /services/retired-service   /services
#
# The old path must not be a page any more (rename or remove the page first);
# the new path must be a page of the site, and must not redirect itself.
# /x and /x/ are the same path. Lines starting with # are comments.
# \`npm run build\` checks every line and stops, naming the line, when one is wrong.
# How to write a line: CONTENT.md; what each host answers: "Redirects" in docs/build.md.
`;

export interface RedirectLine {
  from: string;
  to: string;
}

/**
 * The words of a line of the file: nothing for a blank line or a comment (a # at the start or
 * after a space starts one). The build reads the file line by line with it too.
 */
export function redirectWords(line: string): string[] {
  return line
    .replace(/(^|\s)#.*$/, "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}

/** The file's redirects, in order; comments and blank lines skipped. */
export function parseRedirectLines(text: string): { redirects: RedirectLine[] } {
  const redirects: RedirectLine[] = [];
  for (const raw of text.replace(/^\uFEFF/, "").split(/\r?\n/)) {
    const [from, ...rest] = redirectWords(raw);
    if (from !== undefined) redirects.push({ from, to: rest.join(" ") });
  }
  return { redirects };
}

/** The file's text: the header, then a line per redirect, the new paths aligned. */
export function formatRedirectLines(data: { redirects?: readonly Partial<RedirectLine>[] }): string {
  const lines = (data.redirects ?? [])
    .map(({ from = "", to = "" }) => ({ from: from.trim(), to: to.trim() }))
    .filter(({ from, to }) => from || to);
  const width = Math.max(0, ...lines.map(({ from }) => from.length));
  const body = lines.map(({ from, to }) => `${from.padEnd(width)}  ${to}`.trimEnd()).join("\n");
  return body ? `${REDIRECTS_HEADER}\n${body}\n` : REDIRECTS_HEADER;
}
