/** What a search result shows: its type label and an excerpt that opens at a sentence (src/components/search/result.ts). */
import { describe, expect, it } from "vitest";
import { fromSentenceStart, searchType } from "../../src/components/search/result";

describe("fromSentenceStart", () => {
  it("starts the excerpt after the last sentence end before the first match", () => {
    expect(fromSentenceStart(["in storage. Sequencing a ", "data", " move."], "")).toEqual([
      "Sequencing a ",
      "data",
      " move.",
    ]);
  });

  it("opens with … an excerpt that neither opens the page's text nor follows a sentence end in it", () => {
    const content = "Certified ITAD. Secure Laptop Retirement With Certified Drive Shredding. More.";
    expect(fromSentenceStart(["Laptop Retirement With Certified ", "Drive", " Shredding."], content)[0]).toBe(
      "… Laptop Retirement With Certified ",
    );
    expect(fromSentenceStart(["Secure Laptop ", "Drive", " Shredding."], content)[0]).toBe("Secure Laptop ");
    expect(fromSentenceStart(["Certified ", "ITAD."], content)[0]).toBe("Certified ");
  });

  it("ends with … when the excerpt stops mid-sentence, never inside a match, without a dangling comma", () => {
    expect(fromSentenceStart(["The ", "data", " is gone, and"], "").at(-1)).toBe(" is gone, and…");
    expect(fromSentenceStart(["at our facility, ", "data", ","], "").at(-1)).toBe("…");
  });

  it("keeps markup-like text as text (the dialog renders runs as React text)", () => {
    expect(
      fromSentenceStart(["A <b>bold</b> claim. It holds ", "<img src=x onerror=alert(1)>", "."], ""),
    ).toEqual(["It holds ", "<img src=x onerror=alert(1)>", "."]);
  });
});

describe("searchType", () => {
  it("names a result Service, Article or Page, and anything else Page", () => {
    expect(searchType("Service")).toBe("Service");
    expect(searchType("Article")).toBe("Article");
    expect(searchType(undefined)).toBe("Page");
    expect(searchType("<script>")).toBe("Page");
  });
});
