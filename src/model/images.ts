/**
 * Responsive images, the part pages and markdown share (the files are made by the build step
 * build/3-assets/images.ts): a raster image of public/ (a cover, an image in a post's body)
 * is served as AVIF and WebP at the widths the layout needs, never wider than the file itself,
 * inside a <picture> whose <img> keeps the original as its fallback and its intrinsic
 * width and height, so its box is reserved before it loads.
 */

/** The files the build turns into responsive images: JPEG, PNG or WebP, by their extension. */
export const RASTER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"] as const;

export function isRasterImage(sitePath: string): boolean {
  const lower = sitePath.toLowerCase();
  return RASTER_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/**
 * The widths made of every image, in CSS pixels times the screen's density, from what the
 * layout draws: a card is 384 px wide at most (768 on a 2x screen; a phone's full-width card
 * 390-430 px, 800-1300 at 2-3x), the body column 640 px (1280 at 2x), the article header's cover its column, 720 px
 * (1440 at 2x). Only those narrower than the file
 * are made, and the file's own width is always the last.
 */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;

/** The formats made, best first: the browser takes the first <source> it can show. */
export const IMAGE_FORMATS = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number]["format"];

/**
 * The widths to make of an image `width` pixels wide: each width of IMAGE_WIDTHS below 90% of
 * it (one closer would weigh about as much as the file's own width), then its own width,
 * capped at the largest of IMAGE_WIDTHS. Never wider than the file: nothing is upscaled.
 */
export function imageWidths(width: number, ladder: readonly number[] = IMAGE_WIDTHS): number[] {
  const largest = Math.max(...ladder);
  const top = Math.min(width, largest);
  return [...ladder.filter((step) => step < top * 0.9), top];
}

/**
 * The size of a large share preview (Open Graph, X's summary_large_image): a post's share card
 * is made at this size over its cover, and a cover smaller than this is stretched to fill it,
 * blurred (build/2-content/warnings.ts warns of it).
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * An article's share card, as the build made it (build/3-assets/images.ts): the logo, the
 * category and the title over the post's cover, a JPEG of SHARE_IMAGE_SIZE under a
 * content-hashed name ("/assets/images/share-SLUG-HASH.jpg").
 */
export interface ShareCard {
  path: string;
  width: number;
  height: number;
}

/** Every share card of a build, by its post's slug. Plain data: it goes to the render threads. */
export type ShareCards = Readonly<Record<string, ShareCard>>;

/** One file made of an image: its site path ("/assets/images/x-800-HASH.avif") and width. */
export interface ImageFile {
  path: string;
  width: number;
}

/** What a page needs to show an image of public/: its size and the files made of it. */
export interface ResponsiveImage {
  /** The original, as content names it ("/images/blog/x.jpg"): the <img> fallback. */
  src: string;
  /** Its width and height as shown (after the rotation its EXIF asks for). */
  width: number;
  height: number;
  /** One entry per format, best first, each with its files from narrowest to widest. */
  sources: { type: string; files: ImageFile[] }[];
}

/** Every responsive image of a build, by the original's site path. Plain data: it goes to the render threads. */
export type ImageManifest = Readonly<Record<string, ResponsiveImage>>;

/** The image of `src` in the manifest; one missing is a bug (the build makes every image its pages show). */
export function imageOf(images: ImageManifest, src: string): ResponsiveImage {
  const image = images[src];
  if (!image) throw new Error(`No responsive image was made of ${src}: the images step did not see it`);
  return image;
}

/** A srcset: each file's URL (`url` adds the base path) and width descriptor. */
export function srcSet(files: readonly ImageFile[], url: (sitePath: string) => string): string {
  return files.map((file) => `${url(file.path)} ${file.width}w`).join(", ");
}

/**
 * The article header's cover is shown whole, at its own ratio (never cropped or enlarged past
 * the column): as wide as the article's column (max-w-3xl, 720 px inside its padding px-4, from
 * sm px-6), and at most HEADER_COVER_HEIGHT high (SPEC 9), so a tall picture is drawn narrower.
 */
export const HEADER_COVER_HEIGHT = 400;
/** The article column's width inside its padding (max-w-3xl 768 px less px-6 on each side). */
export const ARTICLE_COLUMN_WIDTH = 720;

/**
 * `sizes` of the article header's cover, from its shape: the column's width (the window less
 * 32 px, from 640 px less 48 px, at most ARTICLE_COLUMN_WIDTH), but no wider than the picture
 * drawn HEADER_COVER_HEIGHT high (762 px for a 1200x630 cover, so the column's width wins).
 */
export function headerCoverSizes(image: Pick<ResponsiveImage, "width" | "height">): string {
  const widest = Math.min(
    ARTICLE_COLUMN_WIDTH,
    Math.round((HEADER_COVER_HEIGHT * image.width) / image.height),
  );
  // The window width at which the column reaches `widest`, with the padding of that width.
  const phonePad = 32;
  const pad = 48;
  const sm = 640;
  if (widest + phonePad < sm)
    return `(min-width: ${widest + phonePad}px) ${widest}px, calc(100vw - ${phonePad}px)`;
  return `(min-width: ${Math.max(sm, widest + pad)}px) ${widest}px, (min-width: ${sm}px) calc(100vw - ${pad}px), calc(100vw - ${phonePad}px)`;
}

/**
 * `sizes` of an image in a post's body: the text column (.prose-content, 40rem) inside the
 * article's padding (px-4, from sm px-6).
 */
export const BODY_IMAGE_SIZES =
  "(min-width: 688px) 640px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/** How an image loads: "priority" (the article's header, fetched first), "eager" (on the first screen), or "lazy". */
export type ImageLoading = "priority" | "eager" | "lazy";

/** The attributes of a <picture>'s parts, for the React component (covers) and the markdown (body images) alike. */
export interface PictureParts {
  sources: { type: string; srcSet: string; sizes: string }[];
  img: {
    src: string;
    alt: string;
    width: number;
    height: number;
    loading?: "lazy";
    decoding?: "async";
    fetchPriority?: "high";
  };
}

export function pictureParts(
  image: ResponsiveImage,
  {
    alt,
    sizes,
    loading,
    url,
  }: { alt: string; sizes: string; loading: ImageLoading; url: (sitePath: string) => string },
): PictureParts {
  return {
    sources: image.sources.map((source) => ({
      type: source.type,
      srcSet: srcSet(source.files, url),
      sizes,
    })),
    img: {
      src: url(image.src),
      alt,
      width: image.width,
      height: image.height,
      ...(loading === "priority"
        ? { fetchPriority: "high" as const }
        : loading === "lazy"
          ? { loading: "lazy" as const, decoding: "async" as const }
          : { decoding: "async" as const }),
    },
  };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const attr = (value: string | number) => String(value).replace(/[&<>"]/g, (ch) => ESCAPES[ch] ?? ch);

/** A <picture> as HTML, as React would write the same parts (for HTML made outside React: a post's body). */
export function pictureHtml(parts: PictureParts, className?: string): string {
  const sources = parts.sources
    .map(
      (source) =>
        `<source type="${attr(source.type)}" srcset="${attr(source.srcSet)}" sizes="${attr(source.sizes)}"/>`,
    )
    .join("");
  const { img } = parts;
  const optional = [
    img.loading ? ` loading="${img.loading}"` : "",
    img.decoding ? ` decoding="${img.decoding}"` : "",
    img.fetchPriority ? ` fetchpriority="${img.fetchPriority}"` : "",
    className ? ` class="${attr(className)}"` : "",
  ].join("");
  return `<picture>${sources}<img src="${attr(img.src)}" alt="${attr(img.alt)}" width="${img.width}" height="${img.height}"${optional}/></picture>`;
}

/**
 * The way the markdown renderer writes an image of a post's body (src/model/markdown.ts):
 * a plain <img> with its src and alt, attributes escaped. Raw HTML in content is escaped,
 * so no other <img> can appear in rendered markdown: the page turns each into a <picture>.
 */
export function markdownImgHtml(src: string, alt: string): string {
  return `<img src="${attr(src)}" alt="${attr(alt)}">`;
}

const MARKDOWN_IMG = /<img src="([^"]*)" alt="([^"]*)">/g;

const unescapeAttr = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"' })[name] ?? "",
  );

/** Rendered markdown with each of its images (markdownImgHtml) as a lazy-loading responsive <picture>. */
export function withPictures(html: string, images: ImageManifest, url: (sitePath: string) => string): string {
  if (!html.includes("<img ")) return html;
  return html.replace(MARKDOWN_IMG, (_, src: string, alt: string) =>
    pictureHtml(
      pictureParts(imageOf(images, unescapeAttr(src)), {
        alt: unescapeAttr(alt),
        sizes: BODY_IMAGE_SIZES,
        loading: "lazy",
        url,
      }),
    ),
  );
}
