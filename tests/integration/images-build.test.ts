/**
 * A post's images in a build of the fixture site: a body image shown as a lazy <picture> of
 * files the build wrote, a warning for a cover too small to share, and the build stopping on a
 * missing file, empty alt text or a cover that is not a JPEG, PNG or WebP. The image steps alone: tests/unit/images.test.ts.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { afterAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { formatProblem } from "../../build/2-content/problems";
import { ContentInvalid, type SiteBuildError } from "../../build/errors";
import { build } from "../../build/site-build";
import { fixtureWorkspace, lineOf, ROOT } from "../helpers";
import { writePhoto } from "../photo";

let cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

describe("a post with an image in its body, built", () => {
  const addImage = (w: ReturnType<typeof fixtureWorkspace>, markdown: string) => {
    const post = path.join(w.contentDir, "blog/first-fixture-post.md");
    writeFileSync(post, `${readFileSync(post, "utf8")}\n${markdown}\n`);
    return path.relative(ROOT, post);
  };
  const postLine = (w: ReturnType<typeof fixtureWorkspace>, text: string) =>
    lineOf(path.join(w.contentDir, "blog/first-fixture-post.md"), text);
  const run = (w: ReturnType<typeof fixtureWorkspace>) =>
    build({ root: ROOT, ...w, imageCache: path.join(w.outDir, "..", "cache"), config: configFrom({}) });

  it("shows it as a lazy <picture> of files this build wrote", async () => {
    const w = fixtureWorkspace(cleanups);
    await writePhoto(path.join(w.publicDir, "images/blog/body-photo.jpg"), 900, 600);
    addImage(w, "![A technician at a rack](/images/blog/body-photo.jpg)");
    await run(w);
    const html = readFileSync(path.join(w.outDir, "blog/first-fixture-post/index.html"), "utf8");
    const { document } = parseHTML(html);
    const img = document.querySelector(".prose-content picture img")!;
    expect(img.getAttribute("alt")).toBe("A technician at a rack");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["900", "600"]);
    expect(img.getAttribute("loading")).toBe("lazy");
    for (const source of document.querySelectorAll(".prose-content picture source"))
      for (const entry of (source.getAttribute("srcset") ?? "").split(", "))
        expect(existsSync(path.join(w.outDir, entry.split(" ")[0]!))).toBe(true);
  });

  it("stops when its file is missing or its alt text empty, naming the file and line", async () => {
    const w = fixtureWorkspace(cleanups);
    const post = addImage(w, "![A rack](/images/blog/gone.jpg)\n\n![ ](/images/blog/cover.jpg)");
    const failure = await run(w).catch((error: unknown) => error);
    expect((failure as SiteBuildError).data).toBe(ContentInvalid);
    expect((failure as Error).message.split("\n").slice(0, 3)).toEqual([
      "Content has 2 problems; fix them and build again:",
      `  ${post}:${postLine(w, "![ ](/images/blog/cover.jpg)")}: image "/images/blog/cover.jpg" has no alt text: write what it shows between the brackets, e.g. ![A technician wiping a laptop](/images/blog/cover.jpg)`,
      `  ${post}:${postLine(w, "/images/blog/gone.jpg")}: image /images/blog/gone.jpg is not in public/: add the file or fix the path`,
    ]);
  });

  it("warns of a cover smaller than a share preview, naming the post, the field and the sizes, and builds all the same", async () => {
    const w = fixtureWorkspace(cleanups);
    const file = path.join(w.contentDir, "blog/first-fixture-post.md");
    await writePhoto(path.join(w.publicDir, "images/blog/small-cover.jpg"), 300, 200);
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(/^image: .*$/m, "image: /images/blog/small-cover.jpg"),
    );
    const result = await run(w);
    expect(result.warnings.map(formatProblem)).toEqual([
      `  ${path.relative(ROOT, file)}:${lineOf(file, "image:")}: field "image": /images/blog/small-cover.jpg is 300x200 pixels: share previews show it blurred; use an image of 1200x630 or larger, of that shape`,
    ]);
    expect(existsSync(path.join(w.outDir, "blog/first-fixture-post/index.html"))).toBe(true);
  });

  it("stops on a cover without its alt text, or one that is not a JPEG, PNG or WebP", async () => {
    const w = fixtureWorkspace(cleanups);
    const file = path.join(w.contentDir, "blog/first-fixture-post.md");
    const text = readFileSync(file, "utf8");
    writeFileSync(
      file,
      text.replace(/^imageAlt: .*\n/m, "").replace("/images/blog/cover.jpg", "/images/og.svg"),
    );
    const failure = await run(w).catch((error: unknown) => error);
    const rel = path.relative(ROOT, file);
    expect((failure as Error).message).toContain(
      `  ${rel}:${lineOf(file, "image:")}: field "image": must be a JPEG, PNG or WebP image (.jpg, .jpeg, .png or .webp): the build makes its AVIF and WebP sizes`,
    );
    expect((failure as Error).message).toContain(`  ${rel}: field "imageAlt": is required but missing`);
  });
});
