/**
 * Keys typed after a hotkey before its island is live (src/islands/early-input.ts): they are
 * typed into the field the hotkey opens, as the browser would have typed them there.
 */
import { describe, expect, it } from "vitest";
import { typeKeys } from "../../src/islands/early-input";

describe("typeKeys", () => {
  it("types the letters in order at the caret, and leaves the caret after them", () => {
    expect(typeKeys("", 0, 0, [..."data center/x"])).toEqual({ value: "data center/x", caret: 13 });
    expect(typeKeys("ab", 1, 1, ["x", "y"])).toEqual({ value: "axyb", caret: 3 });
  });

  it("replaces the selected words, as typing into a field whose words are selected does", () => {
    expect(typeKeys("data center", 0, 11, ["N", "I"])).toEqual({ value: "NI", caret: 2 });
  });

  it("takes back the letter before the caret on Backspace, or the selection, and nothing at the start", () => {
    expect(typeKeys("", 0, 0, ["d", "a", "t", "i", "Backspace", "a"])).toEqual({ value: "data", caret: 4 });
    expect(typeKeys("data center", 5, 11, ["Backspace"])).toEqual({ value: "data ", caret: 5 });
    expect(typeKeys("", 0, 0, ["Backspace", "Backspace", "a"])).toEqual({ value: "a", caret: 1 });
  });

  it("takes back a whole character beyond the Basic Multilingual Plane", () => {
    expect(typeKeys("a😀", 3, 3, ["Backspace"])).toEqual({ value: "a", caret: 1 });
  });
});
