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
 * - Encoding runs at most IMAGE_CONCURRENCY at a time, each on one libvips thread.
 */
import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import type Sharp from "sharp";
import {
  IMAGE_FORMATS,
  type ImageFormat,
  type ImageManifest,
  imageWidths,
  type ResponsiveImage,
} from "../../src/model/images";
import type { Content, ImageUse } from "../../src/model/schema";
import { outPath } from "../7-output/out-path";
import { ImageUnreadable, SiteBuildError } from "../errors";
import { contentHash } from "./hash";

/** Encoder settings by format: AVIF at effort 2 makes a 1200 px cover in about 0.4 s (effort 4: 3 s, 15% smaller). */
export const IMAGE_SETTINGS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
} as const satisfies Record<ImageFormat, object>;

/** Images encoded at once: the build machine's two cores. */
export const IMAGE_CONCURRENCY = 2;

/** The project's image cache, kept between builds (and shared with the dev server). */
export const imageCacheDir = (root: string) => path.join(root, "node_modules/.cache/buyitad-images");

/** One file to make: what it is made of and where it goes. */
export interface PlannedImageFile {
  /** Its site path ("/assets/images/cover-800-HASH.avif"). */
  path: string;
  /** The original in public/ (absolute). */
  source: string;
  width: number;
  format: ImageFormat;
  /** Names it in the cache: a hash of everything that decides its bytes. */
  key: string;
}

export interface ImagePlan {
  /** What pages need to show each image, by its site path. */
  manifest: ImageManifest;
  /** Every file to make, by its site path. */
  files: Map<string, PlannedImageFile>;
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
const loadSharp = () => {
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
}

/**
 * Reads each image `uses` name once (each exists: the content loader checked) and plans its
 * files. An image sharp cannot read stops the build, named by the content file that shows it.
 * `memo`: plans kept from the last call (the dev server's), reused while the file is unchanged.
 */
export async function planImages(
  publicDir: string,
  uses: readonly ImageUse[],
  memo?: ImagePlanMemo,
): Promise<ImagePlan> {
  const first = new Map<string, ImageUse>();
  for (const use of uses) if (!first.has(use.src)) first.set(use.src, use);
  if (!first.size) return { manifest: {}, files: new Map() };
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
  for (const { image, made } of planned) {
    manifest[image.src] = image;
    for (const file of made) files.set(file.path, file);
  }
  return { manifest, files };
}

async function planImage(
  sharp: typeof Sharp,
  publicDir: string,
  use: ImageUse,
  encoder: string,
): Promise<PlannedImage> {
  const source = path.join(publicDir, use.src);
  let size: { width: number; height: number };
  let bytes: Buffer;
  try {
    bytes = await readFile(source);
    const metadata = await sharp(bytes).metadata();
    if (!["jpeg", "png", "webp"].includes(metadata.format))
      throw new Error(`it holds ${metadata.format.toUpperCase()}, not what its name says`);
    size = metadata.autoOrient;
  } catch (error) {
    throw new SiteBuildError(ImageUnreadable, { ...use, reason: (error as Error).message });
  }
  const sourceHash = sha256(bytes);
  const widths = imageWidths(size.width);
  const made: PlannedImageFile[] = [];
  const sources = IMAGE_FORMATS.map(({ format, type }) => {
    const files = widths.map((width) => {
      const key = imageKey(sourceHash, width, format, encoder);
      const file = { path: madeImagePath(use.src, width, format, key), source, width, format, key };
      made.push(file);
      return { path: file.path, width };
    });
    return { type, files };
  });
  return { image: { src: use.src, width: size.width, height: size.height, sources }, made };
}

/** Encodes one planned file: rotated as its EXIF says, resized to its width (never up), in its format. */
async function encode(file: PlannedImageFile, target: string): Promise<void> {
  const sharp = await loadSharp();
  const image = sharp(file.source).rotate().resize({ width: file.width, withoutEnlargement: true });
  await (file.format === "avif" ? image.avif(IMAGE_SETTINGS.avif) : image.webp(IMAGE_SETTINGS.webp)).toFile(
    target,
  );
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
    const files = await Promise.all(
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
          await copyFile(await cachedImage(file, cacheDir), target);
          return relative;
        }),
      ),
    );
    return { files, encoded };
  } finally {
    sharp.concurrency(threads);
  }
}

/** One made file's bytes, from the cache or made now (the dev server: build/tools/dev/). */
export async function imageFile(file: PlannedImageFile, cacheDir: string): Promise<Uint8Array> {
  return readFile(await cachedImage(file, cacheDir));
}
