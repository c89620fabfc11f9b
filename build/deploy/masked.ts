/**
 * Credentials never reach the deploy's output. An endpoint may carry a user name and password
 * (`--endpoint https://user:password@host`, or AWS_ENDPOINT_URL), and the deploy prints the
 * endpoint, and passes on the messages of the AWS SDK, which may name it in any form. Every
 * line `npm run deploy:s3` prints goes through `masked`: the one place that knows what to hide.
 */

/** What stands for a hidden credential. */
export const MASK = "***";

/**
 * A URL's user information: from its scheme's "://" to the last "@" before its path, query or
 * fragment (a password may hold an "@" the writer did not escape; the URL parser reads it so too).
 * A scheme starts where no scheme character precedes it, so a long word is read once, not once a letter.
 */
const USER_INFO = /(?<![a-z0-9+.-])([a-z][a-z0-9+.-]*:\/\/)[^\s/\\?#@]*(?:@[^\s/\\?#@]*)*@/gi;

/** Credentials shorter than this are hidden where a URL shows them, not wherever the text holds them. */
const SHORTEST_SECRET = 4;

/**
 * The credentials written in these URLs (user name and password, as written and decoded), for
 * `masked` to hide wherever a message shows them, even outside a URL. A value that is not a URL
 * gives none: the deploy refuses such an endpoint without printing it.
 */
export function urlSecrets(urls: readonly (string | undefined)[]): string[] {
  const secrets = new Set<string>();
  for (const url of urls) {
    if (!url || !URL.canParse(url)) continue;
    const { username, password } = new URL(url);
    for (const part of [username, password]) {
      if (!part) continue;
      secrets.add(part);
      try {
        secrets.add(decodeURIComponent(part));
      } catch {
        // Kept as written: the parser escapes what it must, and a stray % stays one.
      }
    }
  }
  return [...secrets].filter((secret) => secret.length >= SHORTEST_SECRET);
}

/**
 * `text` with the user information of every URL in it ("https://user:pw@host" ->
 * "https://***@host") and every one of `secrets` replaced by MASK: what any line of the deploy
 * is printed through.
 */
export function masked(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(USER_INFO, `$1${MASK}@`);
  // The longest first: a secret may hold a shorter one.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) out = out.split(secret).join(MASK);
  return out;
}
