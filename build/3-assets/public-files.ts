/**
 * Build step: the files of public/, which the build copies into the output and the dev server
 * serves: everything listed here is published, for anyone to download. So the listing refuses
 * (PublicFileRefused, every problem at once, each by its path) what must never be published:
 *
 * - a file or folder whose name starts with a dot, at any depth (.env, .git/config): secrets and
 *   tools' files, never pages; only .well-known/, at the top, is published (its files are read
 *   by browsers and other sites at that address), and a Mac's .DS_Store, which Finder writes in
 *   every folder it opens, is left out without a word;
 * - a symbolic link whose target is outside public/ (/etc/passwd, a secrets file beside the
 *   checkout, /etc/ssl/): copying follows the link, and would publish the target;
 * - a symbolic link to a folder that holds it: public/ itself, a folder above it, a chain of
 *   links that comes back (the site would repeat inside itself, without end);
 * - a link to nothing, and anything that is not a file or a folder (a socket, a pipe).
 *
 * A link to a file or a folder inside public/ is followed: its files are published under the
 * link's name.
 *
 * An image among the files (a cover's original, an author's photo, a picture in a post, any
 * other) is published without its metadata, so that no served file tells where a photo was
 * taken or with what (build/3-assets/image-metadata.ts): JPEG, PNG, WebP and GIF stripped
 * losslessly, their orientation kept; AVIF and TIFF, rarer, made again by sharp with the
 * orientation applied, only when they carry any. A file that carries none is copied as it is.
 */
import {
  closeSync,
  type Dirent,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  realpathSync,
  statSync,
} from "node:fs";
import path from "node:path";
import type { Content, ImageUse } from "../../src/model/schema";
import { copyOut, writeOut } from "../7-output/out-path";
import { within } from "../7-output/out-place";
import {
  ImageDamaged,
  ImageMetadataUnremovable,
  PublicFileRefused,
  type RefusedPublicFile,
  SiteBuildError,
} from "../errors";
import { DamagedImageError, imageContainer, strippedImage } from "./image-metadata";
import { loadSharp } from "./images";

/** The one dot-named folder that is published, at the top of public/. */
export const WELL_KNOWN = ".well-known";

/** The file a Mac's Finder leaves in every folder it shows: never published, never refused. */
const MAC_FOLDER_FILE = ".DS_Store";

/** Files of public/, relative to it, with forward slashes, sorted; stops on what must not be published. */
export function listPublicFiles(publicDir: string): string[] {
  const { files, refused } = readPublicFiles(publicDir);
  if (refused.length) throw new SiteBuildError(PublicFileRefused, { files: refused });
  return files;
}

/**
 * The files public/ publishes (relative to it, as the output names them), and what it holds
 * that must not be published, each by where it is in public/ ("public/.env").
 */
export function readPublicFiles(publicDir: string): { files: string[]; refused: RefusedPublicFile[] } {
  if (!existsSync(publicDir)) return { files: [], refused: [] };
  const top = realpathSync(publicDir);
  const files: string[] = [];
  const refused = new Map<string, string>();
  /** A path as messages name it: inside public/ by its path there, else absolute. */
  const shown = (real: string) => {
    const inside = path.relative(top, real);
    if (inside === "") return "public/ itself";
    return within(top, real) ? `public/${inside.split(path.sep).join("/")}` : real;
  };
  const refuse = (real: string, reason: string) => {
    if (!refused.has(shown(real))) refused.set(shown(real), reason);
  };
  /** Walks the folder whose real path is `real`, listed as `name` ("" for public/); `open` holds the real folders walked into. */
  const walk = (real: string, name: string, open: readonly string[]) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(real, { withFileTypes: true });
    } catch (error) {
      refuse(real, `cannot be read (${(error as NodeJS.ErrnoException).code}): fix its permissions`);
      return;
    }
    for (const entry of entries) {
      const listed = name ? `${name}/${entry.name}` : entry.name;
      // Where the entry itself is: a link is named by where it lies, not by the link that led to its folder.
      const full = path.join(real, entry.name);
      // Finder's folder settings: junk, not a secret, and in every folder a Mac has shown.
      if (entry.name === MAC_FOLDER_FILE) continue;
      if (entry.name.startsWith(".") && !(listed === WELL_KNOWN && isDirectory(full))) {
        refuse(
          full,
          "its name starts with a dot, as secrets' and tools' files do (.env, .git/), and such files are never published: delete it, or move it out of public/",
        );
        continue;
      }
      let at = full;
      if (entry.isSymbolicLink()) {
        try {
          at = realpathSync(full);
        } catch {
          refuse(
            full,
            "is a symbolic link to nothing (its target is gone, or the link leads back to itself): remove it",
          );
          continue;
        }
        if (!within(top, at)) {
          refuse(
            full,
            `is a symbolic link to ${at}, outside public/: the build would publish that ${isDirectory(at) ? "folder" : "file"}. Copy what is meant to be published into public/, and remove the link`,
          );
          continue;
        }
        // A folder that holds the link, or one the walk is already in (a chain of links that comes back).
        if (isDirectory(at) && (within(at, real) || open.includes(at))) {
          refuse(
            full,
            `is a symbolic link to ${shown(at)}, a folder that holds the link: the site would repeat inside itself without end. Remove the link`,
          );
          continue;
        }
      }
      // A link is judged by its target; anything else by what the folder says it is.
      const kind = entry.isSymbolicLink() ? statSync(at, { throwIfNoEntry: false }) : entry;
      if (kind?.isDirectory()) walk(at, listed, [...open, at]);
      else if (kind?.isFile()) files.push(listed);
      else refuse(full, "is not a file or a folder (a socket, a pipe or a device): remove it");
    }
  };
  walk(top, "", [top]);
  return {
    files: files.sort(),
    refused: [...refused]
      .map(([file, reason]) => ({ file, reason }))
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
  };
}

function isDirectory(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
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
