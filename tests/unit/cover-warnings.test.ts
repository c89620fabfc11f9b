/**
 * A cover smaller than a share preview (build/2-content/warnings.ts): the build warns, naming
 * the post's file, the field, the image's size and the size wanted, and builds all the same.
 * The sizes are the images step's (its manifest); the build's own run: tests/integration/images-build.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  contentWarnings,
  coverWarnings,
  farDateWarnings,
  revisionWarnings,
} from "../../build/2-content/warnings";
import { type ImageManifest, SHARE_IMAGE_SIZE } from "../../src/model/images";
import type { Content, Post } from "../../src/model/schema";

const { width, height } = SHARE_IMAGE_SIZE;

/** A post as the warnings read it: its file, cover and a short excerpt. */
const post = (slug: string) =>
  ({ file: `content/blog/${slug}.md`, image: `/images/blog/${slug}.jpg`, excerpt: "Short enough." }) as Post;

/** The manifest entry of an image of that size (its made files do not matter here). */
const sized = (src: string, w: number, h: number) => ({ src, width: w, height: h, sources: [] });

const manifestOf = (...images: ReturnType<typeof sized>[]): ImageManifest =>
  Object.fromEntries(images.map((image) => [image.src, image]));

describe("coverWarnings", () => {
  it("names a cover narrower or lower than a share preview, with its size and the size wanted", () => {
    const small = post("small");
    const short = post("short");
    const content = { posts: [small], unpublished: [short] };
    const warnings = coverWarnings(
      content,
      manifestOf(sized(small.image, 300, 200), sized(short.image, width * 2, height - 1)),
    );
    expect(warnings).toEqual([
      {
        file: small.file,
        field: "image",
        message: `${small.image} is 300x200 pixels: share previews show it blurred; use an image of ${width}x${height} or larger, of that shape`,
      },
      {
        file: short.file,
        field: "image",
        message: `${short.image} is ${width * 2}x${height - 1} pixels: share previews show it blurred; use an image of ${width}x${height} or larger, of that shape`,
      },
    ]);
  });

  it("says nothing of a cover of the preview's size or larger, nor of one the images step did not read", () => {
    const exact = post("exact");
    const large = post("large");
    const unread = post("unread");
    expect(
      coverWarnings(
        { posts: [exact, large, unread], unpublished: [] },
        manifestOf(sized(exact.image, width, height), sized(large.image, 1600, 900)),
      ),
    ).toEqual([]);
  });

  it("is one of the content warnings the build prints, once the images are read", () => {
    const small = post("small");
    const content = { posts: [small], unpublished: [], legal: {} } as unknown as Content;
    expect(contentWarnings(content)).toEqual([]);
    expect(contentWarnings(content, manifestOf(sized(small.image, 300, 200)))).toEqual([
      expect.objectContaining({ file: small.file, field: "image" }),
    ]);
  });
});

describe("revisionWarnings", () => {
  const dated = (slug: string, date: string, updated?: string) =>
    ({ ...post(slug), date, ...(updated ? { updated } : {}) }) as Post;

  it("names a post whose revision date is not after its date, and passes one after it or without one", () => {
    const before = dated("before", "2026-01-10", "2025-12-01");
    const same = dated("same", "2026-01-10", "2026-01-10");
    expect(
      revisionWarnings({
        posts: [before, dated("after", "2025-01-10", "2026-01-10"), dated("none", "2026-01-10")],
        unpublished: [same],
      }),
    ).toEqual([
      {
        file: before.file,
        field: "updated",
        message:
          "2025-12-01 is not after the post's date, 2026-01-10, so the page shows no revision: give the day of a change made after publication, or leave the field out",
      },
      {
        file: same.file,
        field: "updated",
        message:
          "2026-01-10 is not after the post's date, 2026-01-10, so the page shows no revision: give the day of a change made after publication, or leave the field out",
      },
    ]);
  });
});

describe("farDateWarnings", () => {
  const dated = (slug: string, date: string) => ({ ...post(slug), date }) as Post;

  it("names a post dated more than a year after today, published or held back, and none within the year", () => {
    const typo = dated("typo", "2205-06-08");
    const nextDay = dated("next-day", "2027-03-05");
    expect(
      farDateWarnings(
        {
          posts: [dated("past", "2025-06-08")],
          unpublished: [typo, dated("in-a-year", "2027-03-04"), nextDay],
        },
        "2026-03-04",
      ),
    ).toEqual(
      [typo, nextDay].map((held) => ({
        file: held.file,
        field: "date",
        message: `${held.date} is more than a year after today (2026-03-04), so the post stays off the site until then: if the year is a typo, fix it`,
      })),
    );
  });

  it("is told by contentWarnings when it is given the build's today", () => {
    const content = {
      posts: [],
      unpublished: [dated("typo", "2205-06-08")],
      legal: {},
    } as unknown as Content;
    expect(contentWarnings(content)).toEqual([]);
    expect(contentWarnings(content, {}, undefined, "2026-03-04").map((warning) => warning.field)).toEqual([
      "date",
    ]);
  });
});
