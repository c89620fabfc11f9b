import { describe, expect, it } from "vitest";
import type { Problem } from "../../build/2-content/problems";
import { filledBody } from "../../build/2-content/text";
import { contentTokens, fillTokens, knownTokens, serviceToken, tokenValue } from "../../src/model/tokens";

/** A site of the test's own: the tokens come from the site data they are handed, never from an import. */
const site = {
  brand: "Acme Disposal",
  email: "hello@acme.test",
  phone: { digits: "1-800-555-0100", vanity: "1-800-ACME-NOW" },
  address: { street: "1 Main St", locality: "Springfield", region: "MA", postalCode: "01101" },
};
const tokens = contentTokens(site, [{ id: "itad", title: "Asset Retirement" }]);

describe("the tokens of a site", () => {
  it("are its constants and its services' titles, by name", () => {
    expect(tokens).toEqual({
      brand: "Acme Disposal",
      phone: "1-800-555-0100",
      phoneVanity: "1-800-ACME-NOW",
      email: "hello@acme.test",
      address: "1 Main St, Springfield, MA 01101",
      [serviceToken("itad")]: "Asset Retirement",
    });
    expect(knownTokens(tokens)).toBe(
      "{{brand}}, {{phone}}, {{phoneVanity}}, {{email}}, {{address}}, {{service:itad}}",
    );
  });

  it("leave out what is not text, so that one broken field of site.yaml does not hide the others", () => {
    expect(contentTokens({ brand: "Acme", email: 42 as unknown as string })).toEqual({ brand: "Acme" });
  });
});

/** Names every object has through its prototype: none of them is a token. */
const INHERITED = ["constructor", "__proto__", "valueOf", "toString", "hasOwnProperty", "isPrototypeOf"];

describe("content tokens are the site's own, never what an object inherits", () => {
  it.each(INHERITED)("{{%s}} is an unknown token, left as written", (name) => {
    const text = `Call us: {{${name}}} today.`;
    expect(tokenValue(name, tokens)).toBeUndefined();
    expect(fillTokens(text, tokens)).toEqual({ text, unknown: [{ token: `{{${name}}}`, offset: 9 }] });
  });

  it("a post body with {{constructor}} or {{__proto__}} is a problem naming the file and line, and no function text reaches the page", () => {
    const problems: Problem[] = [];
    const body = filledBody(
      "{{brand}} says hello.\n\n{{constructor}} and {{ __proto__ }}",
      5,
      "content/blog/x.md",
      problems,
      tokens,
    );
    expect(body).toBe(`${site.brand} says hello.\n\n{{constructor}} and {{ __proto__ }}`);
    expect(body).not.toMatch(/function|\[object/);
    expect(problems).toEqual([
      expect.objectContaining({
        file: "content/blog/x.md",
        line: 7,
        message: expect.stringContaining("{{constructor}}"),
      }),
      expect.objectContaining({
        file: "content/blog/x.md",
        line: 7,
        message: expect.stringContaining("{{ __proto__ }}"),
      }),
    ]);
  });
});
