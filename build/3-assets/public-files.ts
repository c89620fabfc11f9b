/**
 * Build step: the files of public/, copied into the output folder. An image among them (a
 * cover's original, an author's photo, a picture in a post, any other) is published without
 * its metadata, so that no served file tells where a photo was taken or with what
 * (build/3-assets/image-metadata.ts): JPEG, PNG, WebP and GIF stripped losslessly, their
 * orientation kept; AVIF and TIFF, rarer, made again by sharp with the orientation applied,
 * only when they carry any. A file that carries none is copied as it is.
 */
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import type Sharp from "sharp";
import type { Content, ImageUse } from "../../src/model/schema";
import { copyOut, writeOut } from "../7-output/out-path";
import { ImageDamaged, ImageMetadataUnremovable, SiteBuildError } from "../errors";
import { DamagedImageError, imageContainer, strippedImage } from "./image-metadata";

/** Files of public/, relative to it, with forward slashes. */
export function listPublicFiles(publicDir: string): string[] {
  return fg.sync("**/*", { cwd: publicDir, dot: true, onlyFiles: true }).sort();
}

/** An image content names, where: an author's photo is named by its author (`owner`) too. */
export type PublicImageUse = ImageUse & { owner?: string };

/** Every image of public/ that content names, where it names it: covers, pictures in posts, author photos. */
export function publicImageUses(
  content: Pick<Content, "posts" | "legal" | "authors">,
  authorsFile: string,
): PublicImageUse[] {
  return [
    ...content.posts.flatMap((post) => [
      { src: post.image, file: post.file, field: "image" },
      ...(post.authorImage ? [{ src: post.authorImage, file: post.file, field: "authorImage" }] : []),
      ...post.bodyImages,
    ]),
    ...Object.values(content.legal).flatMap((doc) => doc.bodyImages),
    ...content.authors.flatMap((author) =>
      author.image ? [{ src: author.image, file: authorsFile, field: "image", owner: author.name }] : [],
    ),
  ];
}

/**
 * Copies each of `files` (relative to `publicDir`) to the same name in `outDir`, an image without
 * its metadata. `uses` name the content file of an image that cannot be published (damaged, or
 * holding metadata that cannot be taken out); an image no content names is named by its own path.
 */
export async function writePublicFiles(
  publicDir: string,
  outDir: string,
  files: readonly string[],
  uses: readonly PublicImageUse[] = [],
): Promise<void> {
  const useOf = new Map<string, PublicImageUse>();
  for (const use of uses) if (!useOf.has(use.src)) useOf.set(use.src, use);
  for (const file of files) {
    const source = path.join(publicDir, file);
    if (!imageContainer(head(source))) {
      copyOut(source, outDir, file);
      continue;
    }
    const src = `/${file}`;
    const use = useOf.get(src) ?? { src, file: `public${src}` };
    const bytes = readFileSync(source);
    const published = await publishedImage(bytes, use);
    if (published === bytes) copyOut(source, outDir, file);
    else writeOut(outDir, file, published);
  }
}

/** The first bytes of a file: enough to tell an image's format. */
function head(file: string): Buffer {
  const bytes = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    return bytes.subarray(0, readSync(fd, bytes, 0, bytes.length, 0));
  } finally {
    closeSync(fd);
  }
}

let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => {
  sharpModule ??= import("sharp").then((module) => module.default);
  return sharpModule;
};

/**
 * The bytes to publish of an image, `bytes` itself when it carries no metadata. A damaged one
 * whose structure cannot be followed stops the build (ImageDamaged), as does one whose metadata
 * cannot be taken out (ImageMetadataUnremovable: a HEIC photo, which sharp cannot write).
 */
export async function publishedImage(bytes: Buffer, use: PublicImageUse): Promise<Buffer> {
  try {
    const stripped = strippedImage(bytes);
    if (stripped) return stripped.removed.length ? Buffer.from(stripped.bytes) : bytes;
  } catch (error) {
    if (error instanceof DamagedImageError)
      throw new SiteBuildError(ImageDamaged, { ...use, reason: error.message });
    throw error;
  }
  // AVIF, HEIC or TIFF: sharp reads their metadata, and makes the file again without it.
  const sharp = await loadSharp();
  let made: Buffer | undefined;
  let kind = "";
  try {
    const metadata = await sharp(bytes).metadata();
    if (!metadata.exif && !metadata.xmp && !metadata.iptc) return bytes;
    kind = metadata.compression === "hevc" ? "HEIC" : metadata.format.toUpperCase();
    const image = sharp(bytes).rotate();
    if (metadata.format === "heif" && metadata.compression === "av1")
      made = await image.avif({ quality: 80 }).toBuffer();
    else if (metadata.format === "tiff") made = await image.tiff().toBuffer();
  } catch (error) {
    throw new SiteBuildError(ImageDamaged, { ...use, reason: (error as Error).message });
  }
  if (!made) throw new SiteBuildError(ImageMetadataUnremovable, { ...use, format: kind });
  return made;
}
