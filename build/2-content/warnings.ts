/**
 * What the build tells the editor without stopping: content that publishes as it is, but
 * that a search engine or a share card shows worse than it could. Each warning names the file
 * and the field, like a problem (build/2-content/problems.ts); the build goes on, and `npm run
 * build` prints them after its result, each in full once (build/2-content/told.ts).
 */

import { withoutForbiddenChars } from "../../src/lib/xml";
import { type ImageManifest, SHARE_IMAGE_SIZE } from "../../src/model/images";
import type { Content } from "../../src/model/schema";
import type { Problem } from "./problems";

/**
 * Characters of a meta description that search results show: Google cuts the rest at about
 * this many (a post's excerpt and a legal page's description are their pages' descriptions).
 */
export const DESCRIPTION_MAX = 160;

/**
 * One warning for each description (post excerpt, legal page description) longer than
 * DESCRIPTION_MAX; with the images read (`images`: build/3-assets/images.ts), one for each cover
 * smaller than a share preview (coverWarnings).
 */
export function contentWarnings(
  content: Pick<Content, "posts" | "unpublished" | "legal">,
  images: ImageManifest = {},
): Problem[] {
  const descriptions = [
    ...[...content.posts, ...content.unpublished].map((post) => ({
      file: post.file,
      field: "excerpt",
      text: post.excerpt,
    })),
    ...Object.values(content.legal).map((doc) => ({
      file: doc.file,
      field: "description",
      text: doc.description,
    })),
  ];
  const long = descriptions.flatMap(({ file, field, text }) => {
    // Characters as the page shows them (src/lib/xml.ts drops the invisible ones): an emoji or an accented letter is one.
    const length = Array.from(withoutForbiddenChars(text)).length;
    if (length <= DESCRIPTION_MAX) return [];
    return [
      {
        file,
        field,
        message: `is ${length} characters long: search results show about ${DESCRIPTION_MAX} and cut the rest. Shorten it to ${DESCRIPTION_MAX} or fewer`,
      },
    ];
  });
  return [...long, ...coverWarnings(content, images)];
}

/**
 * A cover is its post's share image: one narrower or lower than SHARE_IMAGE_SIZE is stretched
 * to fill the preview, blurred. Said once per post whose cover the images step read.
 */
export function coverWarnings(
  content: Pick<Content, "posts" | "unpublished">,
  images: ImageManifest,
): Problem[] {
  const { width, height } = SHARE_IMAGE_SIZE;
  return [...content.posts, ...content.unpublished].flatMap((post) => {
    const cover = images[post.image];
    if (!cover || (cover.width >= width && cover.height >= height)) return [];
    return [
      {
        file: post.file,
        field: "image",
        message: `${post.image} is ${cover.width}x${cover.height} pixels: share previews show it blurred; use an image of ${width}x${height} or larger, of that shape`,
      },
    ];
  });
}
