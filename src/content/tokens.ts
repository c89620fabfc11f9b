/**
 * {{token}} substitution for markdown content, so that legal text and other
 * copy never repeat the site constants (brand, phone, e-mail, address).
 */
import { addressLine, site } from "../../content/site";

export const contentTokens: Record<string, string> = {
  brand: site.brand,
  phone: site.phone.digits,
  phoneVanity: site.phone.vanity,
  email: site.email,
  address: addressLine,
};

/** Replaces {{name}} tokens; throws on an unknown token, naming it and the known ones. */
export function fillTokens(text: string, where: string): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (_, name: string) => {
    const value = contentTokens[name];
    if (value === undefined) {
      throw new Error(
        `${where}: unknown token {{${name}}}. Known tokens: ${Object.keys(contentTokens)
          .map((key) => `{{${key}}}`)
          .join(", ")}.`,
      );
    }
    return value;
  });
}
