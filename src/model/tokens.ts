/**
 * {{token}} substitution for every text content writes (posts and legal pages, their
 * frontmatter's visible fields, and the copy files), so that no text repeats the site's
 * constants: the brand, phone, e-mail and address of content/site.yaml, and each service's
 * title from content/services.yaml. The tokens are made from the loaded site data, once per
 * load (build/2-content/copy.ts), and handed to whatever fills them.
 */
import { type Address, addressLine, type Phone } from "../lib/contact";
import type { Service } from "./copy";

/** Token names and their values. */
export type Tokens = Readonly<Record<string, string>>;

/** The token that stands for a service's title: {{service:itad}}. */
export const serviceToken = (id: string) => `service:${id}`;

/**
 * The tokens of a site: the constants of site.yaml and the services' titles. Tolerant of what
 * failed its schema (a field that is not text makes no token; its own problem says why), so
 * that one broken field of site.yaml does not make every token of every post unknown.
 */
export function contentTokens(
  site: { brand?: string; email?: string; phone?: Partial<Phone>; address?: Partial<Address> },
  services: readonly Partial<Pick<Service, "id" | "title">>[] = [],
): Tokens {
  const tokens: Record<string, string> = {};
  const put = (name: string, value: unknown) => {
    if (typeof value === "string") tokens[name] = value;
  };
  put("brand", site.brand);
  put("phone", site.phone?.digits);
  put("phoneVanity", site.phone?.vanity);
  put("email", site.email);
  const { street, locality, region, postalCode } = site.address ?? {};
  if (isText(street) && isText(locality) && isText(region) && isText(postalCode))
    put("address", addressLine({ street, locality, region, postalCode }));
  for (const service of services) if (isText(service.id)) put(serviceToken(service.id), service.title);
  return tokens;
}

const isText = (value: unknown): value is string => typeof value === "string";

/**
 * The value of the token `name`: only the tokens given, never what every object inherits
 * ({{constructor}}, {{toString}} and {{__proto__}} are unknown tokens, not "function Object()").
 */
export function tokenValue(name: string, tokens: Tokens): string | undefined {
  return Object.hasOwn(tokens, name) ? tokens[name] : undefined;
}

/** "{{brand}}, {{phone}}, ...": the tokens a writer may use, for messages. */
export function knownTokens(tokens: Tokens): string {
  return Object.keys(tokens)
    .map((name) => `{{${name}}}`)
    .join(", ");
}

export interface FilledText {
  text: string;
  /** Tokens that are not in `tokens`, left as written, with their offset in the original text. */
  unknown: { token: string; offset: number }[];
}

/**
 * Replaces {{name}} tokens with their values. Anything written between double braces counts
 * as a token, so a misspelt one ({{e-mail}}) is reported rather than shown to visitors. No
 * value holds a line break, so a line number in the filled text is the same line in the original.
 */
export function fillTokens(text: string, tokens: Tokens): FilledText {
  const unknown: FilledText["unknown"] = [];
  // Most text has no token: skip the regular expression's replace then.
  if (!text.includes("{{")) return { text, unknown };
  const filled = text.replace(/\{\{([^{}]*)\}\}/g, (token: string, name: string, offset: number) => {
    const value = tokenValue(name.trim(), tokens);
    if (value === undefined) unknown.push({ token, offset });
    return value ?? token;
  });
  return { text: filled, unknown };
}
