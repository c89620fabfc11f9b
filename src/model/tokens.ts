/**
 * {{token}} substitution for markdown content and the text fields of its
 * frontmatter, so that posts and legal text never repeat the site constants
 * (brand, phone, e-mail, address).
 */
import { addressLine, site } from "../../content/site";

export const contentTokens: Readonly<Record<string, string>> = {
  brand: site.brand,
  phone: site.phone.digits,
  phoneVanity: site.phone.vanity,
  email: site.email,
  address: addressLine,
};

/**
 * The value of the token `name`: only the tokens above, never what every object inherits
 * ({{constructor}}, {{toString}} and {{__proto__}} are unknown tokens, not "function Object()").
 */
export function tokenValue(name: string): string | undefined {
  return Object.hasOwn(contentTokens, name) ? contentTokens[name] : undefined;
}

/** "{{brand}}, {{phone}}, ...": the tokens an author may use, for messages. */
export const knownTokens = Object.keys(contentTokens)
  .map((name) => `{{${name}}}`)
  .join(", ");

export interface FilledText {
  text: string;
  /** Tokens that are not in contentTokens, left as written, with their offset in the original text. */
  unknown: { token: string; offset: number }[];
}

/**
 * Replaces {{name}} tokens with the site constants. Anything written between
 * double braces counts as a token, so a misspelt one ({{e-mail}}) is reported
 * rather than shown to visitors. No value holds a line break, so a line number
 * in the filled text is the same line in the original.
 */
export function fillTokens(text: string): FilledText {
  const unknown: FilledText["unknown"] = [];
  // Most text has no token: skip the regular expression's replace then.
  if (!text.includes("{{")) return { text, unknown };
  const filled = text.replace(/\{\{([^{}]*)\}\}/g, (token: string, name: string, offset: number) => {
    const value = tokenValue(name.trim());
    if (value === undefined) unknown.push({ token, offset });
    return value ?? token;
  });
  return { text: filled, unknown };
}
