import { describe, expect, it } from "vitest";
import { LONGEST_UNBROKEN, unbrokenParts } from "../../src/lib/unbroken";

describe("unbrokenParts: the hyphenated words and phone numbers of page copy stay on one line", () => {
  it("keeps a hyphenated compound whole, the text around it free to wrap", () => {
    expect(unbrokenParts("Our R2 and e-Stewards certified processes")).toEqual([
      { text: "Our R2 and ", keep: false },
      { text: "e-Stewards", keep: true },
      { text: " certified processes", keep: false },
    ]);
  });

  it("keeps a phone number whole, vanity or digits, and leaves the punctuation around it", () => {
    expect(unbrokenParts("Call 1-844-BUY-ITAD (1-844-289-4823).")).toEqual([
      { text: "Call ", keep: false },
      { text: "1-844-BUY-ITAD", keep: true },
      { text: " (", keep: false },
      { text: "1-844-289-4823", keep: true },
      { text: ").", keep: false },
    ]);
  });

  it("keeps compounds of several hyphens and non-Latin letters, not a dash between words", () => {
    expect(unbrokenParts("end-of-life gear - größen-neutral")).toEqual([
      { text: "end-of-life", keep: true },
      { text: " gear - ", keep: false },
      { text: "größen-neutral", keep: true },
    ]);
  });

  it("returns text without a hyphenated word as one free part, and the characters unchanged", () => {
    const text = "Secure, certified retirement of computers";
    expect(unbrokenParts(text)).toEqual([{ text, keep: false }]);
    const copy = "audit-ready reporting, NIST 800-88";
    expect(
      unbrokenParts(copy)
        .map((part) => part.text)
        .join(""),
    ).toBe(copy);
  });

  it("lets a compound too long for a phone's line break at its hyphens", () => {
    const name = "Featherstonehaugh-Worthington";
    expect(name.length).toBeGreaterThan(LONGEST_UNBROKEN);
    expect(unbrokenParts(`By Maxine ${name}`)).toEqual([
      { text: "By Maxine ", keep: false },
      { text: name, keep: false },
    ]);
  });
});
