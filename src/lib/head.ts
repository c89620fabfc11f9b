/**
 * Head tags as data (SPEC 2.2): site defaults merged with page values,
 * duplicates dropped by name/property (the page wins), rendered with one map.
 */
import { escapeUTF8 } from "entities";
import { absoluteUrl } from "./url";
import { withoutForbiddenChars } from "./xml";

export interface HeadTag {
  tag: "title" | "meta" | "link" | "script";
  attrs: Record<string, string>;
  content?: string;
}

/** What a page says about itself. */
export interface PageHead {
  title: string;
  description: string;
  /** og:type; "website" unless the page says otherwise ("article" for posts). */
  ogType?: string;
  /** Share image as a site path ("/images/x.jpg") or absolute URL; the site default otherwise. */
  image?: string;
  imageAlt?: string;
  /**
   * The share card the build made for the page (an article's: its slug), and what it shows in
   * words: shared instead of `image` when the build has it (SiteHead.shareCard).
   */
  shareCard?: { key: string; alt: string };
  /** Structured data blocks, each serialised into its own script element. */
  jsonLd?: object[];
  /** Structured data that needs the page's absolute URLs (canonical, images). */
  jsonLdFor?: (urls: { canonical: string; absolute: (sitePath: string) => string }) => object[];
  /** Pages that must not be indexed (the 404 page) get robots noindex and no canonical. */
  noindex?: boolean;
  /** Extra tags specific to the page (article:published_time and the like). */
  extra?: HeadTag[];
  /** A paginated list's neighbouring pages (site paths), written as rel prev and next links. */
  prev?: string;
  next?: string;
}

/** What the whole site contributes to every head. */
export interface SiteHead {
  brand: string;
  siteUrl: string;
  basePath: string;
  /** Default share image (site path), 1200x630. */
  defaultImage: { path: string; width: number; height: number; alt: string };
  /**
   * The width and height of a page's own share image (a site path), when the build knows them:
   * a cover it made responsive images of (build/3-assets/images.ts) does.
   */
  imageSize?: (sitePath: string) => { width: number; height: number } | undefined;
  /** A share card the build made (build/3-assets/images.ts), by its key (PageHead.shareCard). */
  shareCard?: (key: string) => { path: string; width: number; height: number } | undefined;
  /** Extra tags on every page: stylesheet, icons, feed, CSP. */
  tags: HeadTag[];
}

/** The title with the brand suffix, unless it already names the brand. */
export function pageTitle(title: string, brand: string): string {
  return title.toLowerCase().includes(brand.toLowerCase()) ? title : `${title} | ${brand}`;
}

/**
 * Serialises JSON-LD so that no string in it can close the script element or break the page,
 * and each says what the page shows: the characters no page shows (src/lib/xml.ts) are dropped
 * from it too, where JSON would keep them as escapes (a control character, half a surrogate pair).
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data, (_key, value: unknown) =>
    typeof value === "string" ? withoutForbiddenChars(value) : value,
  )
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function key(tag: HeadTag): string | undefined {
  if (tag.tag === "title") return "title";
  if (tag.tag === "meta") {
    const id =
      tag.attrs.name ??
      tag.attrs.property ??
      tag.attrs["http-equiv"] ??
      (tag.attrs.charset ? "charset" : undefined);
    return id ? `meta:${id}` : undefined;
  }
  if (tag.tag === "link" && tag.attrs.rel === "canonical") return "link:canonical";
  return undefined;
}

/** Keeps the last tag for each key (page values come after site defaults), in first-seen order. */
export function dedupeHead(tags: HeadTag[]): HeadTag[] {
  const last = new Map<string, number>();
  tags.forEach((tag, index) => {
    const k = key(tag);
    if (k) last.set(k, index);
  });
  return tags.filter((tag, index) => {
    const k = key(tag);
    return !k || last.get(k) === index;
  });
}

export function headTags(site: SiteHead, page: PageHead, path: string): HeadTag[] {
  const url = absoluteUrl(site.siteUrl, site.basePath, path);
  const card = page.shareCard ? site.shareCard?.(page.shareCard.key) : undefined;
  const image = card?.path ?? page.image ?? site.defaultImage.path;
  const imageUrl = /^https?:\/\//.test(image) ? image : absoluteUrl(site.siteUrl, site.basePath, image);
  const imageSize = card ?? (page.image ? site.imageSize?.(page.image) : site.defaultImage);
  const imageAlt = (card ? page.shareCard?.alt : undefined) ?? page.imageAlt ?? site.defaultImage.alt;
  const title = pageTitle(page.title, site.brand);
  const meta = (attr: "name" | "property", name: string, content: string): HeadTag => ({
    tag: "meta",
    attrs: { [attr]: name, content },
  });
  const tags: HeadTag[] = [
    { tag: "meta", attrs: { charset: "utf-8" } },
    meta("name", "viewport", "width=device-width, initial-scale=1"),
    { tag: "title", attrs: {}, content: title },
    meta("name", "description", page.description),
    ...(page.noindex
      ? [meta("name", "robots", "noindex")]
      : [{ tag: "link" as const, attrs: { rel: "canonical", href: url } }]),
    ...(["prev", "next"] as const).flatMap((rel): HeadTag[] => {
      const sitePath = page[rel];
      return sitePath
        ? [{ tag: "link", attrs: { rel, href: absoluteUrl(site.siteUrl, site.basePath, sitePath) } }]
        : [];
    }),
    meta("property", "og:title", title),
    meta("property", "og:description", page.description),
    meta("property", "og:type", page.ogType ?? "website"),
    meta("property", "og:url", url),
    meta("property", "og:image", imageUrl),
    ...(imageSize
      ? [
          meta("property", "og:image:width", String(imageSize.width)),
          meta("property", "og:image:height", String(imageSize.height)),
        ]
      : []),
    meta("property", "og:image:alt", imageAlt),
    meta("property", "og:site_name", site.brand),
    meta("property", "og:locale", "en_US"),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", page.description),
    meta("name", "twitter:image", imageUrl),
    meta("name", "twitter:image:alt", imageAlt),
    ...site.tags,
    ...(page.extra ?? []),
    ...[
      ...(page.jsonLd ?? []),
      ...(page.jsonLdFor?.({
        canonical: url,
        absolute: (p) => absoluteUrl(site.siteUrl, site.basePath, p),
      }) ?? []),
    ].map(
      (block): HeadTag => ({
        tag: "script",
        attrs: { type: "application/ld+json" },
        content: serializeJsonLd(block),
      }),
    ),
  ];
  return dedupeHead(tags);
}

export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, content }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeUTF8(value)}"`)
        .join("");
      if (tag === "meta" || tag === "link") return `<${tag}${attributes}>`;
      // Script content is pre-serialised JSON (safe by construction); title text is escaped.
      const inner = tag === "script" ? (content ?? "") : escapeUTF8(content ?? "");
      return `<${tag}${attributes}>${inner}</${tag}>`;
    })
    .join("\n");
}
