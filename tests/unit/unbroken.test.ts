import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LONGEST_UNBROKEN, NO_BREAK_CLASS, unbrokenHtml, unbrokenParts } from "../../src/lib/unbroken";

describe("unbrokenParts: hyphenated words, ranges, phone numbers and standards stay on one line", () => {
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

  it("keeps a standard's name with its number, and its revision, whole", () => {
    const kept = (text: string) =>
      unbrokenParts(text)
        .filter((part) => part.keep)
        .map((part) => part.text);
    expect(kept("Aligned with NIST SP 800-88 Rev. 2, ISO 14001:2015 and DoD 5220.22-M.")).toEqual([
      "NIST SP 800-88",
      "Rev. 2",
      "ISO 14001:2015",
      "DoD 5220.22-M",
    ]);
    expect(kept("IEEE 2883-2022 and NIST 800-88 Revision 2")).toEqual([
      "IEEE 2883-2022",
      "NIST 800-88",
      "Revision 2",
    ]);
    // Not a standard: a word that only ends in a body's letters, or the body with no number.
    expect(kept("WASP 800 units; ISO certified")).toEqual([]);
  });

  it("keeps a range joined by an en dash and a phone number written with spaces", () => {
    const kept = (text: string) =>
      unbrokenParts(text)
        .filter((part) => part.keep)
        .map((part) => part.text);
    expect(kept("Monday–Friday, 8am–6pm, in 3–5 business days")).toEqual(["Monday–Friday", "8am–6pm", "3–5"]);
    expect(kept("call us at 1 844 BUY ITAD (1-844-289-4823).")).toEqual(["1 844 BUY ITAD", "1-844-289-4823"]);
    expect(kept("In 2025 we diverted 2 400 tons")).toEqual([]);
  });

  it("writes HTML with each kept part in a no-wrap span, every piece escaped", () => {
    const toHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
    expect(unbrokenHtml("R&D <on> e-Stewards", toHtml)).toBe(
      `R&amp;D &lt;on> <span class="${NO_BREAK_CLASS}">e-Stewards</span>`,
    );
    expect(unbrokenHtml("plain words", toHtml)).toBe("plain words");
  });
});

describe("unbrokenHtml, the build's faster way of finding the same parts", () => {
  it("keeps exactly the parts the islands' unbrokenParts keeps, in any text", () => {
    const toHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
    const slow = (text: string) =>
      unbrokenParts(text)
        .map((part) =>
          part.keep ? `<span class="${NO_BREAK_CLASS}">${toHtml(part.text)}</span>` : toHtml(part.text),
        )
        .join("");
    const pieces = [
      "NIST",
      "SP",
      "ISO",
      "Rev.",
      "800",
      "88",
      "1",
      "844",
      "BUY",
      "ITAD",
      "e",
      "Stewards",
      "ü",
      "Ü",
      "x",
      "2",
    ];
    const joins = [" ", "-", "–", "", ". ", "/", "&"];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...pieces), fc.constantFrom(...joins)), { maxLength: 14 }),
        (parts) => {
          const text = parts.map(([piece, join]) => piece + join).join("");
          expect(unbrokenHtml(text, toHtml), JSON.stringify(text)).toBe(slow(text));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
