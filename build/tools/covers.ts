/**
 * Which blog cover files `npm run images` writes, as a pure function of a
 * post's `image:` field and the files that exist (the rule is told in
 * build/tools/images.ts). Kept apart from the drawing, which needs sharp.
 */
import { coverSrcSet } from "../../src/pages/blog/blog-post";

/** A cover the tool may draw: public/images/blog/<name>.jpg, nothing deeper, nothing else. */
const GENERATED_COVER = /^\/images\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\.jpg$/;

export interface CoverFile {
  /** Site path of the file to write ("/images/blog/x-640.webp"). */
  path: string;
  /** Width in pixels (the height follows from the cover's 1200x630). */
  width: number;
  /** Made from the drawing, or from the JPEG already there (a photo, or an earlier drawing). */
  from: "drawing" | "jpeg";
}

export interface CoverPlan {
  /** Seeds the drawing: the cover's file name, so a cover never changes with the post's other fields. */
  name?: string;
  /** The files to write: only those missing, so nothing already there is ever written over. */
  files: CoverFile[];
  /** Why nothing is written, when it is not simply that every file exists. */
  skipped?: string;
}

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

export function coverPlan(image: unknown, exists: (sitePath: string) => boolean): CoverPlan {
  const name = typeof image === "string" ? GENERATED_COVER.exec(image)?.[1] : undefined;
  if (typeof image !== "string" || !name) {
    return {
      files: [],
      skipped: `image ${JSON.stringify(image)} is not a cover this tool draws (/images/blog/<name>.jpg): left alone`,
    };
  }
  const drawn = !exists(image);
  const files: CoverFile[] = drawn ? [{ path: image, width: COVER_WIDTH, from: "drawing" }] : [];
  for (const size of coverSrcSet(image)) {
    if (!exists(size.path))
      files.push({ path: size.path, width: size.width, from: drawn ? "drawing" : "jpeg" });
  }
  return { name, files };
}
