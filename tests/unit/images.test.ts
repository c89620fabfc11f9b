/**
 * Responsive images (src/content/images.ts, build/3-assets/images.ts): the widths chosen, the
 * markup, the cache key, the files made and reused, and the checks on a post's images, on
 * images made here with sharp and on the fixture site.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { checkedMarkdown } from "../../build/2-content/text";
import {
  encoderId,
  type ImagePlan,
  imageKey,
  madeImagePath,
  planImages,
  writeImages,
} from "../../build/3-assets/images";
import { ContentInvalid, ImageUnreadable, SiteBuildError } from "../../build/errors";
import { CACHE_CONTROL, cachePolicy } from "../../build/hosts";
import { build } from "../../build/site-build";
import {
  BODY_IMAGE_SIZES,
  headerCoverSizes,
  imageWidths,
  isRasterImage,
  markdownImgHtml,
  pictureHtml,
  pictureParts,
  type ResponsiveImage,
  withPictures,
} from "../../src/content/images";
import { renderMarkdown } from "../../src/content/markdown";
import { fixtureWorkspace, ROOT, tempCopy } from "../helpers";

let cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/** A fresh folder with public/ (images made by the test) and an image cache. */
function imageFolder() {
  const { dir, cleanup } = tempCopy(path.join(ROOT, "tests/fixtures/redirects"));
  cleanups.push(cleanup);
  const publicDir = path.join(dir, "public");
  mkdirSync(path.join(publicDir, "images"), { recursive: true });
  return { publicDir, cacheDir: path.join(dir, "cache"), outDir: path.join(dir, "out") };
}

/** A photo-like JPEG or PNG of the given size (EXIF orientation optional). */
async function writePhoto(file: string, width: number, height: number, orientation?: number) {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  const out = file.endsWith(".png") ? image.png() : image.jpeg({ quality: 80 });
  await (orientation ? out.withMetadata({ orientation }) : out).toFile(file);
}

const image: ResponsiveImage = {
  src: "/images/blog/a.jpg",
  width: 1200,
  height: 630,
  sources: [
    { type: "image/avif", files: [{ path: "/assets/images/a-400-H.avif", width: 400 }] },
    { type: "image/webp", files: [{ path: "/assets/images/a-400-H.webp", width: 400 }] },
  ],
};
const rootUrl = (sitePath: string) => sitePath;
const repoUrl = (sitePath: string) => `/repo${sitePath}`;

describe("the widths made of an image", () => {
  it.each([
    [3000, [400, 800, 1200, 1600]],
    [1600, [400, 800, 1200, 1600]],
    [1500, [400, 800, 1200, 1500]],
    [1200, [400, 800, 1200]],
    [820, [400, 820]],
    [300, [300]],
  ])("an image %i px wide: %j, never wider than itself", (width, widths) => {
    expect(imageWidths(width)).toEqual(widths);
  });

  it("tells JPEG, PNG and WebP files by their extension, in any case", () => {
    expect(["a.jpg", "a.JPEG", "a.png", "a.webp"].map(isRasterImage)).toEqual([true, true, true, true]);
    expect(["a.svg", "a.gif", "a.avif", "a"].map(isRasterImage)).toEqual([false, false, false, false]);
  });
});

describe("the <picture> of an image", () => {
  it("the header's sizes are the article column, narrower when the cover at 400 px high is narrower", () => {
    expect(headerCoverSizes({ width: 1200, height: 630 })).toBe(
      "(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
    );
    expect(headerCoverSizes({ width: 1000, height: 1000 })).toBe(
      "(min-width: 432px) 400px, calc(100vw - 32px)",
    );
    expect(headerCoverSizes({ width: 1200, height: 780 })).toBe(
      "(min-width: 663px) 615px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
    );
  });

  it("writes AVIF then WebP sources with srcset and sizes, and the original with its size as the fallback", () => {
    const html = pictureHtml(
      pictureParts(image, { alt: 'A "rack"', sizes: BODY_IMAGE_SIZES, loading: "lazy", url: repoUrl }),
    );
    expect(html).toBe(
      `<picture><source type="image/avif" srcset="/repo/assets/images/a-400-H.avif 400w" sizes="${BODY_IMAGE_SIZES}"/>` +
        `<source type="image/webp" srcset="/repo/assets/images/a-400-H.webp 400w" sizes="${BODY_IMAGE_SIZES}"/>` +
        '<img src="/repo/images/blog/a.jpg" alt="A &quot;rack&quot;" width="1200" height="630" loading="lazy" decoding="async"/></picture>',
    );
  });

  it.each([
    ["priority", { fetchPriority: "high" }],
    ["eager", { decoding: "async" }],
    ["lazy", { loading: "lazy", decoding: "async" }],
  ] as const)("loads %s: %j", (loading, attributes) => {
    const { img } = pictureParts(image, { alt: "", sizes: "100vw", loading, url: rootUrl });
    expect(img).toEqual({ src: image.src, alt: "", width: 1200, height: 630, ...attributes });
  });

  it("turns each image of rendered markdown into a lazy <picture>, and nothing else", () => {
    const html = renderMarkdown("A paragraph.\n\n![A rack & a drive](/images/blog/a.jpg)\n").html;
    expect(html).toContain(markdownImgHtml("/images/blog/a.jpg", "A rack & a drive"));
    const pictured = withPictures(html, { [image.src]: image }, rootUrl);
    expect(pictured).toContain(
      pictureHtml(
        pictureParts(image, {
          alt: "A rack & a drive",
          sizes: BODY_IMAGE_SIZES,
          loading: "lazy",
          url: rootUrl,
        }),
      ),
    );
    expect(pictured).toContain("<p>A paragraph.</p>");
    // Raw HTML in markdown is escaped: it never reads as an image.
    const raw = renderMarkdown('<img src="/images/blog/a.jpg" alt="x">').html;
    expect(withPictures(raw, {}, rootUrl)).toBe(raw);
  });
});

describe("a body's images, checked when the content loads", () => {
  const check = (body: string) => {
    const problems: { file: string; line?: number; message: string }[] = [];
    const result = checkedMarkdown(body, 12, "content/blog/x.md", problems);
    return { ...result, problems };
  };

  it("lists each image with its line", () => {
    const { images, problems, html } = check("Intro.\n\n![A rack](/images/blog/rack.png)\n");
    expect(problems).toEqual([]);
    expect(images).toEqual([{ src: "/images/blog/rack.png", file: "content/blog/x.md", line: 14 }]);
    expect(html).toContain('<img src="/images/blog/rack.png" alt="A rack">');
  });

  it.each([
    [
      "![](/images/blog/rack.jpg)",
      'image "/images/blog/rack.jpg" has no alt text: write what it shows between the brackets, e.g. ![A technician wiping a laptop](/images/blog/rack.jpg)',
    ],
    [
      "![A rack](/images/blog/rack.svg)",
      'image "/images/blog/rack.svg" must be a JPEG, PNG or WebP file (.jpg, .jpeg, .png or .webp): the build makes its AVIF and WebP sizes',
    ],
    [
      "![A rack](https://example.com/rack.jpg)",
      'image "https://example.com/rack.jpg" must be a file of the site: a path from the site\'s root to a file in public/, e.g. ![A technician wiping a laptop](/images/blog/wiping.jpg)',
    ],
    [
      "![A rack](rack.jpg)",
      'image "rack.jpg" must be a file of the site: a path from the site\'s root to a file in public/, e.g. ![A technician wiping a laptop](/images/blog/wiping.jpg)',
    ],
  ])("refuses %s, at its line", (markdown, message) => {
    const { problems, html } = check(`Intro.\n\n${markdown}\n`);
    expect(problems).toEqual([{ file: "content/blog/x.md", line: 14, message }]);
    expect(html).toBeUndefined();
  });
});

describe("the files made of an image", () => {
  const folder = imageFolder();
  const uses = [
    { src: "/images/photo.jpg", file: "content/blog/a.md", field: "image" },
    { src: "/images/chart.png", file: "content/blog/a.md", line: 9 },
    { src: "/images/photo.jpg", file: "content/blog/b.md", field: "image" },
  ];
  let plan: ImagePlan;
  beforeAll(async () => {
    // 1000x500 stored, shown 500x1000: EXIF orientation 6 turns it a quarter.
    await writePhoto(path.join(folder.publicDir, "images/photo.jpg"), 1000, 500, 6);
    await writePhoto(path.join(folder.publicDir, "images/chart.png"), 300, 200);
    plan = await planImages(folder.publicDir, uses);
  });

  it("plans each image once, at its size as shown, with a hashed name under assets/images/ that hosts cache for a year", () => {
    expect(Object.keys(plan.manifest)).toEqual(["/images/photo.jpg", "/images/chart.png"]);
    const photo = plan.manifest["/images/photo.jpg"]!;
    expect([photo.width, photo.height]).toEqual([500, 1000]);
    expect(photo.sources.map((source) => [source.type, source.files.map((file) => file.width)])).toEqual([
      ["image/avif", [400, 500]],
      ["image/webp", [400, 500]],
    ]);
    expect(plan.files.size).toBe(6);
    for (const file of plan.files.keys()) {
      expect(file).toMatch(/^\/assets\/images\/(photo-(400|500)|chart-300)-[A-Za-z0-9]{10}\.(avif|webp)$/);
      expect(cachePolicy(file.slice(1))).toBe(CACHE_CONTROL.hashed);
    }
  });

  it("keys each file by its source's bytes, width, format and the encoder", () => {
    const encoder = encoderId(sharp);
    const key = imageKey("abc", 400, "avif", encoder);
    expect(
      new Set([
        key,
        imageKey("abd", 400, "avif", encoder),
        imageKey("abc", 800, "avif", encoder),
        imageKey("abc", 400, "webp", encoder),
        imageKey("abc", 400, "avif", encoderId({ versions: { ...sharp.versions, vips: "0.0.0" } })),
      ]).size,
    ).toBe(5);
    expect(imageKey("abc", 400, "avif", encoder)).toBe(key);
    expect(madeImagePath("/images/blog/My.Photo.jpg", 400, "avif", key)).toMatch(
      /^\/assets\/images\/My\.Photo-400-[A-Za-z0-9]{10}\.avif$/,
    );
  });

  it("encodes every file once, then copies it from the cache", async () => {
    const cold = await writeImages(plan, folder.outDir, { cacheDir: folder.cacheDir });
    expect(cold.encoded).toBe(6);
    expect(cold.files.sort()).toEqual([...plan.files.keys()].map((file) => file.slice(1)).sort());
    for (const file of plan.files.values()) {
      const made = await sharp(path.join(folder.outDir, file.path)).metadata();
      expect(made.format).toBe(file.format === "avif" ? "heif" : "webp");
      expect(made.width).toBe(file.width);
    }
    const warm = await writeImages(plan, `${folder.outDir}-2`, { cacheDir: folder.cacheDir });
    expect(warm.encoded).toBe(0);
    for (const file of warm.files)
      expect(readFileSync(path.join(`${folder.outDir}-2`, file))).toEqual(
        readFileSync(path.join(folder.outDir, file)),
      );
  });

  it("stops on a file that is not an image, naming the content file and line that shows it", async () => {
    writeFileSync(path.join(folder.publicDir, "images/notes.jpg"), "not an image");
    const failure = await planImages(folder.publicDir, [
      { src: "/images/notes.jpg", file: "content/blog/a.md", line: 7 },
    ]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SiteBuildError);
    expect((failure as SiteBuildError).data).toBe(ImageUnreadable);
    expect((failure as Error).message).toMatch(
      /^content\/blog\/a\.md:7: image public\/images\/notes\.jpg cannot be read as a JPEG, PNG or WebP image \(.+\)\. Open it in an image editor and export it again as JPEG, PNG or WebP, or fix the path\.$/,
    );
  });
});

describe("a post with an image in its body, built", () => {
  const addImage = (w: ReturnType<typeof fixtureWorkspace>, markdown: string) => {
    const post = path.join(w.contentDir, "blog/first-fixture-post.md");
    writeFileSync(post, `${readFileSync(post, "utf8")}\n${markdown}\n`);
    return path.relative(ROOT, post);
  };
  /** The line of the fixture post that holds `text`, from 1. */
  const lineOf = (w: ReturnType<typeof fixtureWorkspace>, text: string) =>
    readFileSync(path.join(w.contentDir, "blog/first-fixture-post.md"), "utf8")
      .split("\n")
      .findIndex((line) => line.includes(text)) + 1;
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
    expect((failure as Error).message).toBe(
      [
        "Content has 2 problems; fix them and build again:",
        `  ${post}:${lineOf(w, "![ ](/images/blog/cover.jpg)")}: image "/images/blog/cover.jpg" has no alt text: write what it shows between the brackets, e.g. ![A technician wiping a laptop](/images/blog/cover.jpg)`,
        `  ${post}:${lineOf(w, "/images/blog/gone.jpg")}: image /images/blog/gone.jpg is not in public/: add the file or fix the path`,
      ].join("\n"),
    );
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
      `  ${rel}: field "image": must be a JPEG, PNG or WebP image (.jpg, .jpeg, .png or .webp): the build makes its AVIF and WebP sizes`,
    );
    expect((failure as Error).message).toContain(`  ${rel}: field "imageAlt": is required but missing`);
  });
});
