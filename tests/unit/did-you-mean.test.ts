import { describe, expect, it } from "vitest";
import { closest, didYouMean, editDistance } from "../../src/model/did-you-mean";

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and swapped neighbours as one edit each", () => {
    expect(editDistance("security", "security")).toBe(0);
    expect(editDistance("securty", "security")).toBe(1);
    expect(editDistance("security", "securit")).toBe(1);
    expect(editDistance("sexurity", "security")).toBe(1);
    expect(editDistance("secuirty", "security")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
  });
});

describe("closest", () => {
  const categories = ["Security", "Compliance", "Sustainability", "Best Practices", "Mobility"];

  it("finds a misspelt key", () => {
    expect(closest("Securty", categories)).toBe("Security");
    expect(closest("Compliense", categories)).toBe("Compliance");
  });

  it("finds a key written in another case or with other spacing", () => {
    expect(closest("best practices", categories)).toBe("Best Practices");
    expect(closest("/images/Blog/Cover.JPG", ["/images/blog/cover.jpg", "/images/blog/other.jpg"])).toBe(
      "/images/blog/cover.jpg",
    );
  });

  it("finds a slug cut short or run long", () => {
    const slugs = ["nist-800-88-guidelines-explained", "ssd-nvme-sanitization"];
    expect(closest("nist-800-88-guidelines", slugs)).toBe("nist-800-88-guidelines-explained");
    expect(closest("ssd-nvme-sanitization-guide", slugs)).toBe("ssd-nvme-sanitization");
  });

  it("guesses nothing when nothing is close, or two are equally close", () => {
    expect(closest("Finance", categories)).toBeUndefined();
    expect(closest("cat", ["bat", "hat"])).toBeUndefined();
    expect(closest("", categories)).toBeUndefined();
  });

  it("never offers the value itself", () => {
    expect(closest("Security", categories)).toBeUndefined();
  });
});

describe("didYouMean", () => {
  it("is a sentence to end a message with, or nothing", () => {
    expect(didYouMean("Securty", ["Security"])).toBe(' Did you mean "Security"?');
    expect(didYouMean("Finance", ["Security"])).toBe("");
  });
});
