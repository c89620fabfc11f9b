/**
 * Responsive images (src/model/images.ts, build/3-assets/images.ts): the widths chosen, the
 * markup, the cache key, the files made and reused, and the checks on a post's images, on
 * images made here with sharp and on the fixture site.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkedMarkdown } from "../../build/2-content/text";
import {
  encoderId,
  type ImagePlan,
  imageFile,
  imageKey,
  MAX_SIDE,
  madeImagePath,
  planImages,
  writeImages,
} from "../../build/3-assets/images";
import {
  failureReport,
  ImageDamaged,
  ImageTooLarge,
  ImageUnreadable,
  SiteBuildError,
} from "../../build/errors";
import { cachePolicy } from "../../build/hosts";
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
} from "../../src/model/images";
import { renderMarkdown } from "../../src/model/markdown";
import { photoWithMetadata, pngChunk, writePhoto } from "../photo";
import { IMMUTABLE } from "../s3-fixture";

let cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/** A fresh folder with public/ (images made by the test) and an image cache. */
function imageFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-images-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const publicDir = path.join(dir, "public");
  mkdirSync(path.join(publicDir, "images"), { recursive: true });
  return { publicDir, cacheDir: path.join(dir, "cache"), outDir: path.join(dir, "out") };
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
      expect(cachePolicy(file.slice(1))).toBe(IMMUTABLE);
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
    // Each is the cached file under a second name (a hard link): nothing was written for it.
    for (const file of plan.files.values())
      expect(statSync(path.join(`${folder.outDir}-2`, file.path)).ino).toBe(
        statSync(path.join(folder.cacheDir, `${file.key}.${file.format}`)).ino,
      );
  });

  // A folder on another file system than the cache (tmpfs /dev/shm, where Linux has one): no link can join them.
  const elsewhere = existsSync("/dev/shm") ? mkdtempSync("/dev/shm/buyitad-images-") : undefined;
  afterAll(() => elsewhere && rmSync(elsewhere, { recursive: true, force: true }));
  it.skipIf(!elsewhere || statSync(elsewhere).dev === statSync(path.dirname(folder.cacheDir)).dev)(
    "copies them from the cache into a folder a link cannot reach (another file system)",
    async () => {
      const out = path.join(elsewhere!, "dist");
      const made = await writeImages(plan, out, { cacheDir: folder.cacheDir });
      expect(made.encoded).toBe(0);
      for (const file of plan.files.values())
        expect(readFileSync(path.join(out, file.path))).toEqual(
          readFileSync(path.join(folder.cacheDir, `${file.key}.${file.format}`)),
        );
    },
  );

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

describe("an image that cannot be made as it is", () => {
  const folder = imageFolder();
  const cover = { src: "/images/cut.jpg", file: "content/blog/a.md", line: 8, field: "image" };
  const card = {
    slug: "a",
    src: cover.src,
    text: { title: "A Post", category: "Security" as const, brand: "X" },
  };
  const write = (name: string, bytes: Uint8Array) =>
    writeFileSync(path.join(folder.publicDir, "images", name), bytes);
  /** What `run` rejects with (it must reject). */
  const failureOf = async (run: Promise<unknown>) => {
    const failure = await run.then(
      () => new Error("expected a failure"),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SiteBuildError);
    // Told as the build tells it: the entry's name, title and message, never a stack.
    expect(failureReport(failure)).not.toMatch(/\n\s+at /);
    return failure as SiteBuildError;
  };
  const damaged = (where: string, image: string, reason: string) =>
    `${where}: ${image} is damaged: its picture cannot be read to the end (${reason}). It was cut short while it was copied or saved, or it is corrupt: open it in an image editor and export it again as JPEG, PNG or WebP (or copy it again from where it came from), then build again.`;

  it("a JPEG cut short stops the build as its files are made, naming the post, its field and the image; the dev server's image path tells the same", async () => {
    const whole = await photoWithMetadata({ format: "jpeg", width: 600, height: 400, orientation: 1 });
    write("cut.jpg", whole.subarray(0, Math.floor(whole.length * 0.6)));
    const plan = await planImages(folder.publicDir, [cover], { cards: [card] });
    const failure = await failureOf(writeImages(plan, folder.outDir, { cacheDir: folder.cacheDir }));
    expect(failure.data).toBe(ImageDamaged);
    // The reason in brackets is the decoder's (libvips's words, which vary with its version and
    // with what it read before in the process): the message around it is the catalogue's.
    const [before, after] = damaged(
      "content/blog/a.md:8",
      'field "image": image public/images/cut.jpg',
      "\u0000",
    ).split("\u0000") as [string, string];
    const told = (text: string) => {
      expect(text.startsWith(before) && text.endsWith(after), text).toBe(true);
      expect(text.slice(before.length, text.length - after.length)).toMatch(/\S/);
      expect(text).not.toContain("Warning treated as error");
    };
    told(failure.message);
    // Nothing made of it is kept: the next build tries again.
    expect(existsSync(folder.cacheDir) ? readdirSync(folder.cacheDir) : []).toEqual([]);
    // `npm run dev` makes a file when the browser asks for it (build/tools/dev/dev-site.ts).
    const files = [...plan.files.values()];
    for (const file of [files[0]!, files.find((made) => made.card)!]) {
      const dev = await failureOf(imageFile(file, folder.cacheDir));
      told(dev.message);
    }
  });

  it("a PNG whose picture is corrupt stops the build, naming the post's line that shows it", async () => {
    const png = await photoWithMetadata({ format: "png", width: 300, height: 200, orientation: 1 });
    const idat = png.indexOf("IDAT") + 4;
    const corrupt = Buffer.from(png);
    for (let at = idat + 10; at < idat + 400; at++) corrupt[at] = (corrupt[at] ?? 0) ^ 0x5a;
    write("broken.png", corrupt);
    const use = { src: "/images/broken.png", file: "content/blog/a.md", line: 12 };
    const plan = await planImages(folder.publicDir, [use]);
    const failure = await failureOf(writeImages(plan, `${folder.outDir}-png`, { cacheDir: folder.cacheDir }));
    expect(failure.data).toBe(ImageDamaged);
    expect(failure.message).toMatch(
      /^content\/blog\/a\.md:12: image public\/images\/broken\.png is damaged: its picture cannot be read to the end \(.+\)\. It was cut short/,
    );
  });

  it("an image taller than AVIF and WebP allow is made narrower, its srcset saying so, and shown at its own size", async () => {
    const [width, height] = [20, MAX_SIDE + 600];
    await writePhoto(path.join(folder.publicDir, "images/tall.jpg"), width, height);
    const plan = await planImages(folder.publicDir, [
      { src: "/images/tall.jpg", file: "content/blog/a.md", line: 20 },
    ]);
    const image = plan.manifest["/images/tall.jpg"]!;
    expect([image.width, image.height]).toEqual([width, height]);
    const widest = Math.floor((MAX_SIDE * width) / height);
    for (const source of image.sources) expect(source.files.map((file) => file.width)).toEqual([widest]);
    await writeImages(plan, `${folder.outDir}-tall`, { cacheDir: folder.cacheDir });
    for (const file of plan.files.values()) {
      const made = await sharp(path.join(`${folder.outDir}-tall`, file.path)).metadata();
      expect(made.width, file.path).toBe(widest);
      expect(made.height, file.path).toBeLessThanOrEqual(MAX_SIDE);
    }
  });

  it("an image of more pixels than the build reads stops it at once, with its size and the limit", async () => {
    // A PNG's header is enough to say its size: 20,000 pixels square, never decoded (its data is a stub).
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header.set([8, 2], 8);
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const data = pngChunk("IDAT", deflateSync(Buffer.alloc(100)));
    write(
      "huge.png",
      Buffer.concat([signature, pngChunk("IHDR", header), data, pngChunk("IEND", Buffer.alloc(0))]),
    );
    const failure = await failureOf(
      planImages(folder.publicDir, [{ ...cover, src: "/images/huge.png" }], {
        cards: [{ ...card, src: "/images/huge.png" }],
      }),
    );
    expect(failure.data).toBe(ImageTooLarge);
    expect(failure.message).toBe(
      'content/blog/a.md:8: field "image": image public/images/huge.png is 20000x20000 pixels (400 megapixels); the build reads images of up to 268 megapixels. Save it smaller (2,400 pixels on its longer side is more than any page shows), then build again.',
    );
  });
});
