import { describe, expect, it } from "vitest";
import { speculationRulesText } from "../../src/islands/prefetch";

describe("speculationRulesText", () => {
  it("prefetches, on moderate eagerness, links under the base path that are not files or downloads", () => {
    expect(JSON.parse(speculationRulesText("/"))).toEqual({
      prefetch: [
        {
          source: "document",
          where: {
            and: [
              { href_matches: "/*" },
              { not: { href_matches: "/*.*" } },
              { not: { selector_matches: "[download]" } },
            ],
          },
          eagerness: "moderate",
        },
      ],
    });
  });

  it("keeps to the base path of a project site, escaping what URL patterns read as syntax", () => {
    const where = (base: string) => JSON.parse(speculationRulesText(base)).prefetch[0].where.and;
    expect(where("/buyitad-site/").slice(0, 2)).toEqual([
      { href_matches: "/buyitad-site/*" },
      { not: { href_matches: "/buyitad-site/*.*" } },
    ]);
    expect(where("/a(b):c/")[0]).toEqual({ href_matches: "/a\\(b\\)\\:c/*" });
  });
});
