import { describe, expect, it } from "vitest";
import { coverPlan } from "../../build/tools/covers";

const existing = (...paths: string[]) => {
  const set = new Set(paths);
  return (sitePath: string) => set.has(sitePath);
};

describe("coverPlan (npm run images)", () => {
  it("draws all three files of a cover that is missing, at the path the post names, seeded by its name", () => {
    expect(coverPlan("/images/blog/my-cover.jpg", existing())).toEqual({
      name: "my-cover",
      files: [
        { path: "/images/blog/my-cover.jpg", width: 1200, from: "drawing" },
        { path: "/images/blog/my-cover-640.webp", width: 640, from: "drawing" },
        { path: "/images/blog/my-cover-1200.webp", width: 1200, from: "drawing" },
      ],
    });
  });

  it("never writes over a file that exists: a photo saved under the name gets only its missing WebP sizes, from the photo", () => {
    expect(
      coverPlan("/images/blog/photo.jpg", existing("/images/blog/photo.jpg", "/images/blog/photo-1200.webp")),
    ).toEqual({
      name: "photo",
      files: [{ path: "/images/blog/photo-640.webp", width: 640, from: "jpeg" }],
    });
    const all = existing("/images/blog/x.jpg", "/images/blog/x-640.webp", "/images/blog/x-1200.webp");
    expect(coverPlan("/images/blog/x.jpg", all).files).toEqual([]);
  });

  it.each([
    "/images/blog/x.png",
    "/images/team/x.jpg",
    "/images/blog/sub/x.jpg",
    "/images/blog/X Y.jpg",
    undefined,
    14,
  ])("leaves an image that is not /images/blog/<name>.jpg alone: %j", (image) => {
    const plan = coverPlan(image, existing());
    expect(plan.files).toEqual([]);
    expect(plan.skipped).toMatch(/is not a cover this tool draws/);
  });
});
