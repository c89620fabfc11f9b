/**
 * The way out when a form cannot send: the very message the provider would
 * have received, as a ready-made e-mail to the company (a mailto: link), so a
 * visitor reaches the company in one click and types nothing again. Pure.
 */
/**
 * Longest mailto: URL we hand over. Browsers take far longer ones, but the
 * mail client receives it through the operating system: Outlook on Windows
 * and several webmail handlers cut or refuse URLs past about 2,000 characters.
 * A contact message (at most 1,000 characters) fits; a long cover letter or
 * pickup notes full of spaces and line breaks (each 3 or 6 characters
 * encoded) may not, and is then shortened rather than lost.
 */
export const MAX_MAILTO = 2000;

/** RFC 6068: line breaks in a mailto: body are CRLF, percent-encoded. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));

export function mailtoHref(
  { subject, body }: { subject: string; body: string },
  to: string,
  max = MAX_MAILTO,
): string {
  const head = `mailto:${to}?subject=${encode(subject)}&body=`;
  const full = head + encode(body);
  if (full.length <= max) return full;
  // Keep the longest start of the body that fits, marked as cut. Code points, not
  // UTF-16 units: half a surrogate pair would make encodeURIComponent throw.
  const chars = Array.from(body);
  const cut = (n: number) => head + encode(`${chars.slice(0, n).join("")}…`);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (cut(mid).length <= max) low = mid;
    else high = mid - 1;
  }
  return cut(low);
}
