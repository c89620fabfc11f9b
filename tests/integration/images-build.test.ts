import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { formatProblem } from "../../build/2-content/problems";
import { ContentInvalid, ImageDamaged, type SiteBuildError } from "../../build/errors";
import { build } from "../../build/site-build";
import { startDevSite } from "../../build/tools/dev/dev-site";
import { drawCovers } from "../../build/tools/images";
import { paths } from "../../src/paths";
import { FIXTURE_POSTS, fixtureWorkspace, lineOf, ROOT, treeSnapshot } from "../helpers";
import { metadataLeft, type PhotoSpec, photoWithMetadata, writePhoto } from "../photo";

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

describe("a phone's photos, built: no image the site serves tells where it was taken, with what or by whom", () => {
  const w = fixtureWorkspace(cleanups);
  // The project's image cache, as the dev server's: the fixture's sizes are made once, not in every run.
  const run = () => build({ root: ROOT, ...w, config: configFrom({}) });
  const MAKE = "FixturePhoneMaker";
  const MODEL = "FixturePhone 12";
  const CREATOR = "Jordan Photographer";
  const words = [MAKE, MODEL, CREATOR];
  /** A phone's photo: GPS, make and model, XMP with a creator, IPTC, a comment, a second picture; turned by its EXIF. */
  const phone = (format: PhotoSpec["format"], width: number, height: number): PhotoSpec => ({
    format,
    width,
    height,
    orientation: 6,
    exif: { make: MAKE, model: MODEL, gps: { lat: 40.4461, lon: -79.9822 } },
    xmp: CREATOR,
    iptc: "Taken at the client's loading dock",
    comment: `Edited by ${CREATOR}`,
    trailing: format === "jpeg",
  });
  const post = path.join(w.contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`);
  const cover = "/images/blog/phone-cover.jpg";
  const put = async (sitePath: string, spec: PhotoSpec) => {
    const file = path.join(w.publicDir, sitePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await photoWithMetadata(spec));
  };
  /** Every image file of the output, by its path in it. */
  const served = () =>
    fg.sync("**/*.{jpg,jpeg,png,webp,avif,gif}", { cwd: w.outDir, caseSensitiveMatch: false });

  it("as a cover (its original, its AVIF and WebP sizes, its share card), in a post's body, as an author's photo and as any file of public/", async () => {
    // The cover, stored 400x500 and turned a quarter: shown 500x400 (a share card warns, and builds).
    await put(cover, phone("jpeg", 400, 500));
    await put("/images/blog/phone-chart.png", phone("png", 300, 200));
    await put("/images/authors/ada.webp", phone("webp", 96, 96));
    await put("/images/press/unused.jpg", phone("jpeg", 64, 48));
    writeFileSync(
      post,
      `${readFileSync(post, "utf8").replace(/^image: .*$/m, `image: ${cover}`)}\n![A chart of the pickups](/images/blog/phone-chart.png)\n`,
    );
    const authors = path.join(w.contentDir, "authors.json");
    const list: { name: string; image?: string }[] = JSON.parse(readFileSync(authors, "utf8"));
    list[0]!.image = "/images/authors/ada.webp";
    writeFileSync(authors, JSON.stringify(list, null, 2));
    await run();

    const images = served();
    // The four photos, the cover's and the chart's sizes, the share card: every path is there.
    for (const expected of [
      cover,
      "/images/blog/phone-chart.png",
      "/images/authors/ada.webp",
      "/images/press/unused.jpg",
    ])
      expect(images, expected).toContain(expected.slice(1));
    expect(
      images.filter((file) => /^assets\/images\/phone-(cover|chart)-\d+-\w+\.(avif|webp)$/.test(file)).length,
    ).toBeGreaterThanOrEqual(4);
    expect(
      images.filter((file) => file.startsWith(`assets/images/share-${FIXTURE_POSTS.first.slug}-`)),
    ).toHaveLength(1);
    for (const file of images)
      expect(await metadataLeft(readFileSync(path.join(w.outDir, file)), words), file).toEqual([]);

    // Stripped, never made again: the cover's picture is the same, and still turned by its orientation.
    const source = readFileSync(path.join(w.publicDir, cover));
    const published = readFileSync(path.join(w.outDir, cover));
    expect(await sharp(published).raw().toBuffer()).toEqual(await sharp(source).raw().toBuffer());
    expect((await sharp(published).metadata()).orientation).toBe(6);
    // An image without metadata is published as it is (every image of the fixture's public/ has none).
    for (const file of fg.sync("**/*.{jpg,png}", { cwd: path.join(ROOT, "tests/fixtures/public") }))
      expect(
        readFileSync(path.join(w.outDir, file)).equals(readFileSync(path.join(w.publicDir, file))),
        file,
      ).toBe(true);
  });

  it("a cover cut short stops the next build, naming the post, its field's line and the image, and the site stays as it was", async () => {
    const before = treeSnapshot(w.outDir);
    expect(before.length).toBeGreaterThan(50);
    const whole = readFileSync(path.join(w.publicDir, cover));
    writeFileSync(path.join(w.publicDir, cover), whole.subarray(0, Math.floor(whole.length * 0.6)));
    const failure = await run().catch((error: unknown) => error);
    expect((failure as SiteBuildError).data).toBe(ImageDamaged);
    expect((failure as Error).message).toMatch(
      damagedCover(path.relative(ROOT, post), lineOf(post, "image:")),
    );
    expect(treeSnapshot(w.outDir)).toEqual(before);
  });

  it("npm run images reads every cover whole, and tells the damaged one as the build does", async () => {
    const { errors, written } = await drawCovers({
      root: ROOT,
      contentDir: w.contentDir,
      publicDir: w.publicDir,
    });
    expect(written).toEqual([]);
    expect(errors.map((error) => (error as SiteBuildError).data)).toEqual([ImageDamaged]);
    expect((errors[0] as Error).message).toMatch(damagedCover(path.relative(ROOT, post)));
  });

  it("the dev server answers a request for its sizes with the build's message, never a stack", async () => {
    const site = await startDevSite({
      root: ROOT,
      contentDir: w.contentDir,
      publicDir: w.publicDir,
      config: configFrom({}),
    });
    try {
      const page = await site.request(paths["blog-post"](FIXTURE_POSTS.first));
      expect(page.status).toBe(200);
      const { document } = parseHTML(String(page.body));
      // React writes srcSet, which linkedom keeps as written.
      const source = document.querySelector("picture source");
      const first =
        (source?.getAttribute("srcSet") ?? source?.getAttribute("srcset") ?? "").split(" ")[0] ?? "";
      expect(first).toMatch(/phone-cover-\d+-\w+\.avif$/);
      const failure = await site.request(first).catch((error: unknown) => error);
      const report = site.report(failure);
      expect(report.startsWith("ImageDamaged: An image is damaged.\n")).toBe(true);
      expect(report.slice(report.indexOf("\n") + 1)).toMatch(
        damagedCover(path.relative(ROOT, post), lineOf(post, "image:")),
      );
    } finally {
      await site.close();
    }
  });
});

/**
 * The build's message for the fixture post's cover cut short (at `line`, its image: field's, when
 * known), as a pattern: the reason in brackets is the decoder's own words (libvips's, which vary
 * with its version and with what it read before in the process), the rest the catalogue's.
 */
function damagedCover(post: string, line?: number): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const before = `${post}${line ? `:${line}` : ""}: field "image": image public/images/blog/phone-cover.jpg is damaged: its picture cannot be read to the end (`;
  const after =
    "). It was cut short while it was copied or saved, or it is corrupt: open it in an image editor and export it again as JPEG, PNG or WebP (or copy it again from where it came from), then build again.";
  return new RegExp(`${literal(before)}[^\\n]*\\S[^\\n]*${literal(after)}$`);
}
