import { describe, expect, it } from "vitest";
import { closest, closestPath, didYouMean, editDistance } from "../../src/model/did-you-mean";
import { paths } from "../../src/paths";

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

  it("prefers a near spelling to a name the value merely starts with", () => {
    expect(closest("ShieldChek", ["Shield", "ShieldCheck", "Server"])).toBe("ShieldCheck");
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

describe("closestPath", () => {
  const explained = paths["blog-post"]({ slug: "nist-800-88-guidelines-explained" });
  const known = [
    "/",
    paths.services,
    paths.about,
    paths.blog,
    explained,
    paths["blog-post"]({ slug: "ssd-wiping" }),
  ];

  it("compares a path with those of its folder, by their last part", () => {
    expect(closestPath(paths["blog-post"]({ slug: "nist-800-88-guidelines" }), known)).toBe(explained);
    expect(closestPath(paths.services.replace("i", ""), known)).toBe(paths.services);
    expect(closestPath("/images/blog/Cover.JPG", ["/images/blog/cover.jpg", "/images/cover.jpg"])).toBe(
      "/images/blog/cover.jpg",
    );
  });

  it("is not misled by the part every path of a folder shares, nor by the home page", () => {
    expect(closestPath(paths["blog-post"]({ slug: "x" }), known)).toBeUndefined();
    expect(closestPath(`${paths.blog}s`, known)).toBe(paths.blog);
    expect(closestPath(paths.service({ slug: "data-erasure" }), known)).toBeUndefined();
  });
});
