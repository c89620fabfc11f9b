/**
 * Build step: every raster image the pages show (each post's cover, each image in a body)
 * as AVIF and WebP at the layout's widths (src/model/images.ts), under content-hashed
 * names in assets/images/, which hosts cache for a year (build/hosts.ts).
 *
 * - planImages reads each file once: its bytes (hashed) and its header (width and height as
 *   shown, after its EXIF rotation); from those it names every file to make, without making one.
 *   Pages are rendered from the plan's manifest.
 * - Each file is named by a key over everything that decides its bytes: the source's bytes,
 *   the width, the format and its settings, and sharp's and libvips's versions. A file made
 *   once is kept under its key in the cache folder (node_modules/.cache/buyitad-images/), so a
 *   build with unchanged images copies files and encodes none; the dev server serves from
 *   the same cache (imageFile).
 * - Each published post also gets its share card (its page's og:image): the logo, the
 *   category and the title over its cover, darkened (build/tools/art/share-card.ts), a 1200x630
 *   JPEG. Its key holds the cover's bytes, the words, the card's version and the encoder's, so
 *   it is cached like the other files: made once, then copied. A photo cover is its background
 *   as a drawn one is; a new post gets its card in the build that first shows it.
 * - Encoding runs at most IMAGE_CONCURRENCY at a time, each on one libvips thread.
 * - An image that cannot be made stops the build naming the content file (and field or line)
 *   that shows it: one sharp cannot read (ImageUnreadable), one of more pixels than it reads
 *   (ImageTooLarge), one whose header reads but whose picture does not, cut short or corrupt
 *   (ImageDamaged: found while encoding, so a build whose files are all cached decodes nothing).
 *   An image taller than AVIF and WebP allow (MAX_SIDE) is made narrower instead: its largest
 *   copy is as wide as that height allows, and the srcset says so.
 */
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { copyFile, link, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import type { Metadata, default as Sharp, Sharp as SharpPipeline } from "sharp";
import {
  IMAGE_FORMATS,
  type ImageFormat,
  type ImageManifest,
  imageWidths,
  type ResponsiveImage,
  SHARE_IMAGE_SIZE,
  type ShareCards,
} from "../../src/model/images";
import type { Content, ImageUse } from "../../src/model/schema";
import { withFieldLines } from "../2-content/frontmatter";
import { outPath } from "../7-output/out-path";
import { ImageDamaged, ImageTooLarge, ImageUnreadable, SiteBuildError } from "../errors";
import {
  SHARE_CARD_VERSION,
  type ShareCardText,
  shareCardBackdropSvg,
  shareCardWords,
} from "../tools/art/share-card";
import { contentHash } from "./hash";

/** Encoder settings by format: AVIF at effort 2 makes a 1200 px cover in about 0.4 s (effort 4: 3 s, 15% smaller). */
export const IMAGE_SETTINGS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
} as const satisfies Record<ImageFormat, object>;

/**
 * How a share card is saved: a JPEG, which every share preview reads. libjpeg-turbo, not
 * mozjpeg: 10 ms against 60-90 ms to encode a card, for files about a fifth larger (60 KB).
 */
export const SHARE_CARD_JPEG = { quality: 80 } as const;

/**
 * The most pixels on a side of an AVIF or WebP file (WebP's limit, 16,383; libheif's for AVIF is
 * not larger): the copies of a taller image are made narrower (planImage).
 */
export const MAX_SIDE = 16_383;

/** The most pixels an image may have for sharp to read it: its own default limit (16,383 squared), said in the build's words. */
export const MAX_INPUT_PIXELS = MAX_SIDE * MAX_SIDE;

/** Images encoded at once: the build machine's two cores. */
export const IMAGE_CONCURRENCY = 2;

/** The project's image cache, kept between builds (and shared with the dev server). */
export const imageCacheDir = (root: string) => path.join(root, "node_modules/.cache/buyitad-images");

/** One file to make: what it is made of and where it goes. */
export interface PlannedImageFile {
  /** Its site path ("/assets/images/cover-800-HASH.avif", "/assets/images/share-SLUG-HASH.jpg"). */
  path: string;
  /** The original in public/ (absolute). */
  source: string;
  width: number;
  format: ImageFormat | "jpg";
  /** Names it in the cache: a hash of everything that decides its bytes. */
  key: string;
  /** A share card: the words drawn over the source (SHARE_IMAGE_SIZE, a JPEG). */
  card?: ShareCardText;
  /** Where content shows the source: an image that cannot be made is named by it. */
  use: ImageUse;
}

export interface ImagePlan {
  /** What pages need to show each image, by its site path. */
  manifest: ImageManifest;
  /** Every file to make, by its site path. */
  files: Map<string, PlannedImageFile>;
  /** Each post's share card, by its slug. */
  cards: ShareCards;
}

/** A post's share card to make: its slug, its cover (one of the images planned) and its words. */
export interface ShareCardUse {
  slug: string;
  src: string;
  text: ShareCardText;
}

/** The share card of every post the pages show. */
export function contentShareCards(content: Pick<Content, "posts" | "site">): ShareCardUse[] {
  return content.posts.map((post) => ({
    slug: post.slug,
    src: post.image,
    text: { title: post.title, category: post.category, brand: content.site.brand },
  }));
}

/** Every image the pages of `content` show, each where content names it: covers, then the bodies' images. */
export function contentImages(content: Pick<Content, "posts" | "legal">): ImageUse[] {
  return [
    ...content.posts.map((post) => ({ src: post.image, file: post.file, field: "image" })),
    ...content.posts.flatMap((post) => post.bodyImages),
    ...Object.values(content.legal).flatMap((doc) => doc.bodyImages),
  ];
}

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

let sharpModule: Promise<typeof Sharp> | undefined;
/** sharp, loaded the first time an image is read: loading libvips takes about 0.3 s, which a site without images never pays. */
export const loadSharp = () => {
  sharpModule ??= import("sharp").then((module) => module.default);
  return sharpModule;
};

/** What decides the bytes of every file made, besides its source, width and format: the settings and the encoders' versions. */
export function encoderId(sharp: Pick<typeof Sharp, "versions">): string {
  return JSON.stringify({ settings: IMAGE_SETTINGS, sharp: sharp.versions.sharp, vips: sharp.versions.vips });
}

/** The cache key of one file made of a source whose bytes hash to `sourceHash`, by the encoder `encoder` (encoderId). */
export function imageKey(sourceHash: string, width: number, format: ImageFormat, encoder: string): string {
  return sha256(`${sourceHash}\n${width}\n${format}\n${encoder}`);
}

/** What decides a share card's bytes besides its cover and its words: the card's version, its JPEG settings, the encoders'. */
export function cardEncoderId(sharp: Pick<typeof Sharp, "versions">): string {
  return JSON.stringify({
    card: SHARE_CARD_VERSION,
    jpeg: SHARE_CARD_JPEG,
    sharp: sharp.versions.sharp,
    vips: sharp.versions.vips,
  });
}

/** The cache key of a share card over a cover whose bytes hash to `sourceHash`. */
export function shareCardKey(sourceHash: string, text: ShareCardText, encoder: string): string {
  return sha256(
    `share-card\n${sourceHash}\n${JSON.stringify([text.title, text.category, text.brand])}\n${encoder}`,
  );
}

/** The site path of a post's share card: its slug and its key's short hash. */
export function shareCardPath(slug: string, key: string): string {
  return `/assets/images/share-${slug}-${contentHash(key)}.jpg`;
}

/** The site path of a made file: the original's name, its width, and its key's short hash. */
export function madeImagePath(src: string, width: number, format: ImageFormat, key: string): string {
  const stem = path.posix.basename(src).replace(/\.[^.]+$/, "");
  return `/assets/images/${stem}-${width}-${contentHash(key)}.${format}`;
}

/** One image planned, kept by the dev server with the file's size and time, to plan it again only when they change. */
export type ImagePlanMemo = Map<string, { stamp: string; planned: PlannedImage }>;

interface PlannedImage {
  image: ResponsiveImage;
  made: PlannedImageFile[];
  /** The hash of the file's bytes (a share card's key holds it). */
  hash: string;
}

/**
 * Reads each image `uses` name once (each exists: the content loader checked) and plans its
 * files, then the share card of each of `cards` (whose covers are among `uses`). An image sharp
 * cannot read stops the build, named by the content file that shows it.
 * `memo`: plans kept from the last call (the dev server's), reused while the file is unchanged.
 */
export async function planImages(
  publicDir: string,
  uses: readonly ImageUse[],
  { memo, cards = [] }: { memo?: ImagePlanMemo; cards?: readonly ShareCardUse[] } = {},
): Promise<ImagePlan> {
  const first = new Map<string, ImageUse>();
  for (const use of uses) if (!first.has(use.src)) first.set(use.src, use);
  if (!first.size) return { manifest: {}, files: new Map(), cards: {} };
  const sharp = await loadSharp();
  const encoder = encoderId(sharp);
  const limit = pLimit(8);
  const planned = await Promise.all(
    [...first.values()].map((use) =>
      limit(async () => {
        if (!memo) return planImage(sharp, publicDir, use, encoder);
        const stats = statSync(path.join(publicDir, use.src), { throwIfNoEntry: false });
        const stamp = `${stats?.size}:${stats?.mtimeMs}`;
        const kept = memo.get(use.src);
        if (kept?.stamp === stamp) return kept.planned;
        const fresh = await planImage(sharp, publicDir, use, encoder);
        memo.set(use.src, { stamp, planned: fresh });
        return fresh;
      }),
    ),
  );
  const manifest: Record<string, ResponsiveImage> = {};
  const files = new Map<string, PlannedImageFile>();
  const hashes = new Map<string, string>();
  for (const { image, made, hash } of planned) {
    manifest[image.src] = image;
    hashes.set(image.src, hash);
    for (const file of made) files.set(file.path, file);
  }
  const cardEncoder = cardEncoderId(sharp);
  const shareCards: Record<string, PlannedImageFile & { card: ShareCardText }> = {};
  for (const { slug, src, text } of cards) {
    const hash = hashes.get(src);
    const use = first.get(src);
    if (hash === undefined || !use)
      throw new Error(`The share card of ${slug} is over ${src}, which no image use names`);
    const key = shareCardKey(hash, text, cardEncoder);
    const file = {
      path: shareCardPath(slug, key),
      source: path.join(publicDir, src),
      width: SHARE_IMAGE_SIZE.width,
      format: "jpg" as const,
      key,
      card: text,
      use,
    };
    shareCards[slug] = file;
    files.set(file.path, file);
  }
  return {
    manifest,
    files,
    cards: Object.fromEntries(
      Object.entries(shareCards).map(([slug, file]) => [slug, { path: file.path, ...SHARE_IMAGE_SIZE }]),
    ),
  };
}

async function planImage(
  sharp: typeof Sharp,
  publicDir: string,
  use: ImageUse,
  encoder: string,
): Promise<PlannedImage> {
  const source = path.join(publicDir, use.src);
  const bytes = await readFile(source).catch((error: Error) => {
    throw new SiteBuildError(ImageUnreadable, { ...use, reason: reasonOf(error) });
  });
  const size = await imageSize(sharp, bytes, use);
  const sourceHash = sha256(bytes);
  const widths = imageWidths(widestCopy(size));
  const made: PlannedImageFile[] = [];
  const sources = IMAGE_FORMATS.map(({ format, type }) => {
    const files = widths.map((width) => {
      const key = imageKey(sourceHash, width, format, encoder);
      const file = { path: madeImagePath(use.src, width, format, key), source, width, format, key, use };
      made.push(file);
      return { path: file.path, width };
    });
    return { type, files };
  });
  return { image: { src: use.src, width: size.width, height: size.height, sources }, made, hash: sourceHash };
}

/**
 * An image's error with the line of the field that names it (a cover's `image:`). Content keeps
 * no lines, so the post is read again, only when an image stopped the build.
 */
export function atFieldLine(error: unknown, root: string): unknown {
  if (!(error instanceof SiteBuildError)) return error;
  const details = error.details as { file?: unknown; field?: unknown; line?: unknown };
  if (typeof details.file !== "string" || typeof details.field !== "string" || details.line !== undefined)
    return error;
  const [located] = withFieldLines([{ file: details.file, field: details.field, message: "" }], root);
  return located?.line === undefined
    ? error
    : new SiteBuildError(error.data, { ...details, line: located.line });
}

/** An image library's message as one line, without its trailing colon. */
/** sharp's line when a decoder's warning stops it: it says nothing of the file. */
const GENERIC_FAILURE = /^Warning treated as error due to failOn setting\.?$/;

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // libvips keeps its error lines in one buffer per process: the same line can come twice, and
  // sharp's own line ("Warning treated as error…") comes with the decoder's, or in its place.
  const lines = [...new Set(message.split("\n").map((line) => line.replace(/\s+/g, " ").trim()))].filter(
    (line) => line && !GENERIC_FAILURE.test(line),
  );
  return lines.length
    ? lines.join(" ").replace(/[:.]$/, "")
    : "the image library stopped on a flaw in its data";
}

/**
 * The size of an image as shown (after its EXIF rotation), from its header: a file sharp cannot
 * read, or not a JPEG, PNG or WebP, stops the build (ImageUnreadable), as does one of more pixels
 * than sharp reads (ImageTooLarge).
 */
async function imageSize(
  sharp: typeof Sharp,
  bytes: Buffer,
  use: ImageUse,
): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    // Its header only, whatever its size: the limit is checked below, in the build's words.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new SiteBuildError(ImageUnreadable, { ...use, reason: reasonOf(error) });
  }
  if (!["jpeg", "png", "webp"].includes(metadata.format))
    throw new SiteBuildError(ImageUnreadable, {
      ...use,
      reason: `it holds ${metadata.format.toUpperCase()}, not what its name says`,
    });
  const size = metadata.autoOrient;
  if (size.width * size.height > MAX_INPUT_PIXELS)
    throw new SiteBuildError(ImageTooLarge, { ...use, ...size, limit: MAX_INPUT_PIXELS });
  return size;
}

/**
 * The widest copy to make of an image: its own width, or narrower when a copy that wide would
 * be taller than MAX_SIDE (a long infographic), so that AVIF and WebP can hold every copy.
 */
export function widestCopy({ width, height }: { width: number; height: number }): number {
  return Math.max(1, Math.min(width, Math.floor((MAX_SIDE * width) / height)));
}

/**
 * Checks that an image of public/ can be published as the build makes it, reading the whole
 * picture (the build reads only its header until it encodes it): `npm run images` runs it on
 * every image content names. Throws the SiteBuildError the build would stop with.
 */
export async function checkImage(publicDir: string, use: ImageUse): Promise<void> {
  const sharp = await loadSharp();
  const bytes = await readFile(path.join(publicDir, use.src)).catch((error: Error) => {
    throw new SiteBuildError(ImageUnreadable, { ...use, reason: reasonOf(error) });
  });
  await imageSize(sharp, bytes, use);
  await sharp(bytes)
    .rotate()
    .resize({ width: 64 })
    .raw()
    .toBuffer()
    .catch((error: unknown) => {
      throw new SiteBuildError(ImageDamaged, { ...use, reason: reasonOf(error) });
    });
}

/**
 * Encodes one planned file: rotated as its EXIF says, resized to its width (never up), in its
 * format. Its source failing to decode stops the build, named by where content shows it.
 */
async function encode(file: PlannedImageFile, target: string): Promise<void> {
  const sharp = await loadSharp();
  let image: SharpPipeline;
  if (file.card) image = await shareCard(file.source, file.card);
  else {
    const sized = sharp(file.source).rotate().resize({ width: file.width, withoutEnlargement: true });
    image = file.format === "avif" ? sized.avif(IMAGE_SETTINGS.avif) : sized.webp(IMAGE_SETTINGS.webp);
  }
  // Made in memory, then written: a source that cannot be decoded is the editor's to fix, a
  // file that cannot be written is not.
  let made: Buffer;
  try {
    made = await image.toBuffer();
  } catch (error) {
    throw new SiteBuildError(ImageDamaged, { ...file.use, reason: reasonOf(error) });
  }
  await writeFile(target, made);
}

/** Each brand's card backdrop (scrim, mark, name, rule) as raw pixels, rasterised once per process. */
const backdrops = new Map<
  string,
  Promise<{ data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }>
>();

/**
 * A share card: the cover filling SHARE_IMAGE_SIZE (cropped from its centre to that shape, any
 * transparency on white), under the backdrop and the card's own words, as a JPEG (the pipeline,
 * run by its caller).
 */
async function shareCard(source: string, text: ShareCardText): Promise<SharpPipeline> {
  const sharp = await loadSharp();
  let backdrop = backdrops.get(text.brand);
  if (!backdrop) {
    backdrop = sharp(Buffer.from(shareCardBackdropSvg(text.brand)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    backdrops.set(text.brand, backdrop);
  }
  const { data, info } = await backdrop;
  const { width, height } = SHARE_IMAGE_SIZE;
  const words = shareCardWords(text);
  return sharp(source)
    .rotate()
    .resize(width, height, { fit: "cover" })
    .flatten({ background: "#ffffff" })
    .composite([
      { input: data, raw: { width: info.width, height: info.height, channels: info.channels } },
      { input: Buffer.from(words.svg), left: words.left, top: words.top },
    ])
    .jpeg(SHARE_CARD_JPEG);
}

/** Files being made now, by cache path: the dev server may ask for one twice at once. */
const making = new Map<string, Promise<string>>();

/** The cached file of `file` (its absolute path), made first when the cache does not hold it. */
export function cachedImage(file: PlannedImageFile, cacheDir: string): Promise<string> {
  const cached = path.join(cacheDir, `${file.key}.${file.format}`);
  if (existsSync(cached)) return Promise.resolve(cached);
  let pending = making.get(cached);
  if (!pending) {
    pending = (async () => {
      await mkdir(cacheDir, { recursive: true });
      // Made under a name of its own, then renamed: a build stopped halfway leaves no broken file under the key.
      const partial = `${cached}.${process.pid}.partial`;
      try {
        await encode(file, partial);
        await rename(partial, cached);
      } finally {
        await rm(partial, { force: true });
        making.delete(cached);
      }
      return cached;
    })();
    making.set(cached, pending);
  }
  return pending;
}

export interface ImageFiles {
  /** Every file written, relative to the output folder. */
  files: string[];
  /** How many were encoded (the others came from the cache). */
  encoded: number;
}

/**
 * A made file put in the output from the cache: as a second name of the cached file (a hard
 * link), which writes nothing, or a copy where the two folders are on different file systems
 * or links are refused. At 4,000 posts the share cards alone are 250 MB, and copying them into
 * an empty folder took 1.6-1.9 s of the build. Nothing writes into a made file once it is in
 * the output (the deploy and servers only read), so the cache never changes through its link.
 */
async function fromCache(cached: string, target: string): Promise<void> {
  await rm(target, { force: true });
  try {
    await link(cached, target);
  } catch {
    await copyFile(cached, target);
  }
}

/** Writes every planned file into `outDir`, from the cache, making those it lacks. */
export async function writeImages(
  plan: ImagePlan,
  outDir: string,
  { cacheDir, concurrency = IMAGE_CONCURRENCY }: { cacheDir: string; concurrency?: number },
): Promise<ImageFiles> {
  if (!plan.files.size) return { files: [], encoded: 0 };
  const sharp = await loadSharp();
  // One libvips thread per encoding; the build runs IMAGE_CONCURRENCY of them.
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  const limit = pLimit(concurrency);
  let encoded = 0;
  try {
    for (const dir of new Set([...plan.files.keys()].map((file) => path.posix.dirname(file.slice(1)))))
      await mkdir(outPath(outDir, dir), { recursive: true });
    const settled = await Promise.allSettled(
      [...plan.files.values()].map((file) =>
        limit(async () => {
          const relative = file.path.slice(1);
          const target = outPath(outDir, relative);
          const cached = path.join(cacheDir, `${file.key}.${file.format}`);
          const size = (at: string) => statSync(at, { throwIfNoEntry: false })?.size;
          // Named by its content: the same file is there already (the staging folder keeps the
          // build before last) when it has its size (a copy cut short has not).
          const cachedSize = size(cached);
          if (cachedSize !== undefined && size(target) === cachedSize) return relative;
          if (cachedSize === undefined) encoded++;
          await fromCache(await cachedImage(file, cacheDir), target);
          return relative;
        }),
      ),
    );
    // Every encoding ends before the build stops: none writes into the folder after it. The
    // first image that failed, in the content's order, is the one told.
    const failed = settled.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    const files = settled.map((result) => (result as PromiseFulfilledResult<string>).value);
    return { files, encoded };
  } finally {
    sharp.concurrency(threads);
  }
}

/** One made file's bytes, from the cache or made now (the dev server: build/tools/dev/). */
export async function imageFile(file: PlannedImageFile, cacheDir: string): Promise<Uint8Array> {
  return readFile(await cachedImage(file, cacheDir));
}
