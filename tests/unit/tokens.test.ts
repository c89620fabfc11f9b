import { describe, expect, it } from "vitest";
import type { Problem } from "../../build/2-content/problems";
import { filledBody } from "../../build/2-content/text";
import { site } from "../../content/site";
import { fillTokens, tokenValue } from "../../src/model/tokens";

/** Names every object has through its prototype: none of them is a token. */
const INHERITED = ["constructor", "__proto__", "valueOf", "toString", "hasOwnProperty", "isPrototypeOf"];

describe("content tokens are the site's own, never what an object inherits", () => {
  it.each(INHERITED)("{{%s}} is an unknown token, left as written", (name) => {
    const text = `Call us: {{${name}}} today.`;
    expect(tokenValue(name)).toBeUndefined();
    expect(fillTokens(text)).toEqual({ text, unknown: [{ token: `{{${name}}}`, offset: 9 }] });
  });

  it("a post body with {{constructor}} or {{__proto__}} is a problem naming the file and line, and no function text reaches the page", () => {
    const problems: Problem[] = [];
    const body = filledBody(
      "{{brand}} says hello.\n\n{{constructor}} and {{ __proto__ }}",
      5,
      "content/blog/x.md",
      problems,
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
