/**
 * Which blog cover `npm run images` draws, as a pure function of a post's `image:` field and
 * the files that exist (the rule is told in build/tools/images.ts). Kept apart from the
 * drawing, which needs sharp.
 */

/** A cover the tool may draw: public/images/blog/<name>.jpg, nothing deeper, nothing else. */
const GENERATED_COVER = /^\/images\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\.jpg$/;

/** How a drawn cover (1200x630, the share image's shape) is saved: a JPEG, as every share image can be. */
export const COVER_JPEG = { quality: 78, mozjpeg: true } as const;

export interface CoverPlan {
  /** Seeds the drawing: the cover's file name, so a cover never changes with the post's other fields. */
  name?: string;
  /** The site path to draw the cover at, when it is missing: nothing there is ever written over. */
  draw?: string;
  /** Why nothing is drawn, when it is not simply that the cover exists. */
  skipped?: string;
}

export function coverPlan(image: unknown, exists: (sitePath: string) => boolean): CoverPlan {
  const name = typeof image === "string" ? GENERATED_COVER.exec(image)?.[1] : undefined;
  if (typeof image !== "string" || !name) {
    return {
      skipped: `image ${JSON.stringify(image)} is not a cover this tool draws (/images/blog/<name>.jpg): left alone`,
    };
  }
  return exists(image) ? { name } : { name, draw: image };
}
