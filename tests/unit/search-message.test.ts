/** The search dialog's status line, announced to screen readers as it changes. */
import { describe, expect, it } from "vitest";
import type { Hit } from "../../src/components/search/result";
import { type Hits, SHOWN, searchMessage } from "../../src/components/search/use-search";

const hit = (n: number): Hit => ({ url: `/p${n}`, title: `Page ${n}`, type: "Page", excerpt: ["x"] });
const found = (query: string, count: number): Hits => ({
  query,
  list: Array.from({ length: count }, (_, n) => hit(n)),
});
const none: Hits = { query: "", list: [] };

describe("searchMessage", () => {
  it("says search is loading, or could not load (never 'No results' then), the search page pointing at itself", () => {
    expect(searchMessage("loading", "nist", none, false)).toBe("Loading search…");
    expect(searchMessage("failed", "nist", found("nist", 0), false)).toBe(
      "Search could not load. Please try again.",
    );
    expect(searchMessage("failed", "", none, true)).toMatch(/close it to browse the blog and the services/);
  });

  it("is empty before any words, and while the answer to the words in the field has not come", () => {
    expect(searchMessage("ready", "", none, false)).toBe("");
    expect(searchMessage("ready", "nist 800", found("nist", 3), false)).toBe("");
  });

  it("counts the results, a full list as the top ones, and suggests other words when none", () => {
    expect(searchMessage("ready", "nist", found("nist", 1), false)).toBe("1 result for “nist”");
    expect(searchMessage("ready", "nist", found("nist", 3), false)).toBe("3 results for “nist”");
    expect(searchMessage("ready", "nist", found("nist", SHOWN), false)).toBe(
      `Top ${SHOWN} results for “nist”`,
    );
    expect(searchMessage("ready", "zzz", found("zzz", 0), false)).toBe(
      "No results for “zzz”. Try other words, such as a service or a standard.",
    );
  });
});
