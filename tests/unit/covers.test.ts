import { describe, expect, it } from "vitest";
import { coverPlan } from "../../build/tools/covers";

const existing = (...paths: string[]) => {
  const set = new Set(paths);
  return (sitePath: string) => set.has(sitePath);
};

describe("coverPlan (npm run images)", () => {
  it("draws a cover that is missing, at the path the post names, seeded by its name", () => {
    expect(coverPlan("/images/blog/my-cover.jpg", existing())).toEqual({
      name: "my-cover",
      draw: "/images/blog/my-cover.jpg",
    });
  });

  it("never writes over a file that exists: a photo saved under the name is left as it is (the build makes its sizes)", () => {
    expect(coverPlan("/images/blog/photo.jpg", existing("/images/blog/photo.jpg"))).toEqual({
      name: "photo",
    });
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
    expect(plan.draw).toBeUndefined();
    expect(plan.skipped).toMatch(/is not a cover this tool draws/);
  });
});
