/**
 * An article's share card (build/tools/art/share-card.ts, made by build/3-assets/images.ts): the
 * title's fit (size, lines, balance, the ellipsis rule), the contrast of its words over any
 * cover, its cache key, and the file made, once, over a photo cover.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  cardEncoderId,
  planImages,
  SHARE_CARD_JPEG,
  shareCardKey,
  shareCardPath,
  writeImages,
} from "../../build/3-assets/images";
import { cachePolicy } from "../../build/hosts";
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  ELLIPSIS,
  fitTitle,
  SCRIM_COLOUR,
  SCRIM_STOPS,
  SCRIM_UNDER_TEXT,
  SHARE_CARD_VERSION,
  shareCardBackdropSvg,
  shareCardLayout,
  shareCardSvg,
  shareCardWords,
  TITLE,
  wrapToWidth,
} from "../../build/tools/art/share-card";
import { writePhoto } from "../photo";
import { IMMUTABLE } from "../s3-fixture";

/** A stand-in for the font: every character half the size wide. */
const measure = (text: string, size: number) => Array.from(text).length * size * 0.5;
const options = { sizes: [40, 30, 20], maxWidth: 200, maxLines: 3 };
const normal = (text: string) => text.trim().split(/\s+/).join(" ");

describe("fitting the title", () => {
  it("sets a short title at the largest size, on one line, whole", () => {
    expect(fitTitle("Short one", measure, options)).toEqual({
      size: 40,
      lines: ["Short one"],
      truncated: false,
    });
  });

  it("takes a smaller size when the title needs more lines than there are at the larger one", () => {
    // 10 characters a line at 40, 13 at 30: 31 characters need 4 lines at 40, 3 at 30.
    const fitted = fitTitle("aaaa bbbb cccc dddd eeee ffff g", measure, options);
    expect(fitted.size).toBe(30);
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.truncated).toBe(false);
  });

  it("balances the lines: no lone word on the last when a narrower measure keeps their number", () => {
    const words = "one two three four five six seven".split(" ");
    const at = (text: string) => measure(text, 20);
    // Greedily, 30 characters a line leave "seven" alone on the second.
    expect(wrapToWidth(words, at, 300)).toEqual(["one two three four five six", "seven"]);
    const fitted = fitTitle(words.join(" "), measure, { sizes: [20], maxWidth: 300, maxLines: 3 });
    expect(fitted.lines).toEqual(["one two three four", "five six seven"]);
  });

  it("keeps what fits in the lines at the smallest size and ends the last in an ellipsis, cut at a word", () => {
    const title =
      "The quick brown fox jumps over the lazy dog, then runs far, far away from the farm and keeps going";
    const fitted = fitTitle(title, measure, options);
    expect(fitted).toMatchObject({ size: 20, truncated: true });
    expect(fitted.lines).toHaveLength(3);
    const last = fitted.lines.at(-1)!;
    expect(last.endsWith(ELLIPSIS)).toBe(true);
    // Whole words of the title, in order, up to the ellipsis; no punctuation left before it.
    const shown = fitted.lines.join(" ").slice(0, -1);
    expect(normal(title).startsWith(shown)).toBe(true);
    expect(normal(title)[shown.length]).toMatch(/[\s,;:.!?]/);
    expect(last).not.toMatch(/[,;:.\s]\u2026$/);
    for (const line of fitted.lines) expect(measure(line, 20)).toBeLessThanOrEqual(200);
  });

  it("drops the punctuation before the ellipsis when the last line is one word", () => {
    const fitted = fitTitle("Decommissioning, Internationalization, Interoperability", measure, {
      sizes: [20],
      maxWidth: 220,
      maxLines: 1,
    });
    expect(fitted.lines).toEqual([`Decommissioning${ELLIPSIS}`]);
  });

  it("breaks no word that fits a line to balance the lines", () => {
    expect(fitTitle("abcdefghij k", measure, { sizes: [20], maxWidth: 100, maxLines: 3 }).lines).toEqual([
      "abcdefghij",
      "k",
    ]);
  });

  it("breaks a word longer than a line, so that it still shows", () => {
    const fitted = fitTitle("Antidisestablishmentarians", measure, { ...options, sizes: [40] });
    expect(fitted.lines).toHaveLength(3);
    expect(fitted.lines.join("")).toBe("Antidisestablishmentarians");
    for (const line of fitted.lines) expect(measure(line, 40)).toBeLessThanOrEqual(200);
  });

  it("never sets more lines than allowed, nor a line wider than the measure; whole titles stay whole", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 14 }).filter((w) => !/\s/.test(w)),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        (words) => {
          const title = words.join(" ");
          const fitted = fitTitle(title, measure, options);
          expect(options.sizes).toContain(fitted.size);
          expect(fitted.lines.length).toBeGreaterThan(0);
          expect(fitted.lines.length).toBeLessThanOrEqual(options.maxLines);
          for (const line of fitted.lines) expect(measure(line, fitted.size)).toBeLessThanOrEqual(200);
          if (!fitted.truncated) expect(fitted.lines.join(" ").replace(/ /g, "")).toBe(words.join(""));
          else {
            expect(fitted.lines.at(-1)!.endsWith(ELLIPSIS)).toBe(true);
            expect(fitted.lines.at(-1)!).not.toMatch(/[\s,;:.!?\-\u2013\u2014]\u2026$/);
          }
        },
      ),
    );
  });
});

describe("the card's layout, in Inter", () => {
  const long = {
    title:
      "A Title Far Too Long for Any Share Card: It Goes On About Retiring Servers, Erasing Drives, Shipping Pallets and Reporting Every Pound Recycled",
    category: "Data Center" as const,
    brand: "Brand",
  };

  it("sets a long title in three lines within the measure, the label above it and under the logo", () => {
    const layout = shareCardLayout(long);
    expect(layout.title.lines).toHaveLength(TITLE.maxLines);
    expect(layout.title.truncated).toBe(true);
    expect(layout.title.size).toBe(TITLE.sizes.at(-1));
    expect(layout.labelText).toBe("DATA CENTER");
    // The logo's row ends at about 124 px; the label starts below it, the title below the label.
    expect(layout.labelBox.y).toBeGreaterThan(130);
    expect(layout.labelBox.y + layout.labelBox.height).toBeLessThan(
      layout.baselines[0]! - layout.title.size * 0.7,
    );
    expect(layout.baselines.at(-1)).toBeLessThan(CARD_HEIGHT - 60);
  });

  it("keeps white text at 4.5:1 or more over any cover, a white one included", () => {
    // The scrim's opacity is linear between its stops: its least left of the title's right edge.
    const textRight = (72 + TITLE.maxWidth) / CARD_WIDTH;
    const at = (x: number) => {
      const i = SCRIM_STOPS.findIndex(([offset]) => offset >= x);
      const [x1, a1] = SCRIM_STOPS[i]!;
      const [x0, a0] = SCRIM_STOPS[Math.max(0, i - 1)]!;
      return x1 === x0 ? a1 : a0 + ((a1 - a0) * (x - x0)) / (x1 - x0);
    };
    const least = Math.min(...Array.from({ length: 101 }, (_, i) => at((i / 100) * textRight)));
    expect(least).toBeGreaterThanOrEqual(SCRIM_UNDER_TEXT - 1e-9);
    // Navy over white at that opacity, as the compositor blends (in sRGB).
    const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
    const blended = [0, 1, 2].map(
      (i) => SCRIM_UNDER_TEXT * channel(SCRIM_COLOUR, i) + (1 - SCRIM_UNDER_TEXT) * 255,
    );
    const linear = blended.map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    const luminance = 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
    expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it("is drawn as its version says: a change to the drawing changes SHARE_CARD_VERSION (every card is made anew)", () => {
    // When this fails after a change to the card's drawing, the font or the palette: raise
    // SHARE_CARD_VERSION in build/tools/art/share-card.ts, then write the new hash here.
    // What the build rasterises: the backdrop, and the words with where they go.
    const text = { title: "Seven Reasons to Sanitize", category: "Security" as const, brand: "Brand" };
    const drawn = shareCardBackdropSvg(text.brand) + JSON.stringify(shareCardWords(text));
    const hash = createHash("sha256").update(drawn).digest("hex").slice(0, 16);
    expect({ version: SHARE_CARD_VERSION, hash }).toEqual({ version: 1, hash: "65e2fd3e6165c1ec" });
  });

  it("says the title in the preview's <title>, without what XML forbids", () => {
    const svg = shareCardSvg({ title: "A <b> & \u0001 title", category: "Security", brand: "Brand" });
    expect(svg).toContain("<title>Brand, Security: A &lt;b&gt; &amp;  title</title>");
  });
});

describe("the card as the build makes it", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-cards-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const publicDir = path.join(dir, "public");
  const cacheDir = path.join(dir, "cache");
  const text = { title: "A Post With a Photo Cover", category: "Mobility" as const, brand: "Brand" };

  it("keys a card by its cover's bytes, its words and the encoder, under a hashed name hosts keep a year", () => {
    const encoder = cardEncoderId(sharp);
    const key = shareCardKey("abc", text, encoder);
    expect(
      new Set([
        key,
        shareCardKey("abd", text, encoder),
        shareCardKey("abc", { ...text, title: "Another" }, encoder),
        shareCardKey("abc", { ...text, category: "Security" }, encoder),
        shareCardKey("abc", { ...text, brand: "Other" }, encoder),
        shareCardKey("abc", text, cardEncoderId({ versions: { ...sharp.versions, vips: "0.0.0" } })),
      ]).size,
    ).toBe(6);
    expect(encoder).toContain(JSON.stringify(SHARE_CARD_JPEG));
    const file = shareCardPath("a-post", key);
    expect(file).toMatch(/^\/assets\/images\/share-a-post-[A-Za-z0-9]{10}\.jpg$/);
    expect(cachePolicy(file.slice(1))).toBe(IMMUTABLE);
  });

  it("makes a 1200x630 JPEG over a photo of another size and shape, once, then copies it", async () => {
    mkdirSync(path.join(publicDir, "images"), { recursive: true });
    // 1000x500 stored, shown 500x1000 (EXIF orientation 6): the card fills its shape from it.
    await writePhoto(path.join(publicDir, "images/photo.jpg"), 1000, 500, 6);
    const uses = [{ src: "/images/photo.jpg", file: "content/blog/a.md", field: "image" }];
    const plan = await planImages(publicDir, uses, {
      cards: [{ slug: "a-post", src: "/images/photo.jpg", text }],
    });
    const card = plan.cards["a-post"]!;
    expect(card).toMatchObject({ width: 1200, height: 630 });
    expect(plan.files.get(card.path)?.card).toEqual(text);
    const outDir = path.join(dir, "out");
    const cold = await writeImages(plan, outDir, { cacheDir });
    expect(cold.files).toContain(card.path.slice(1));
    const made = await sharp(path.join(outDir, card.path)).metadata();
    expect([made.format, made.width, made.height]).toEqual(["jpeg", 1200, 630]);
    const warm = await writeImages(plan, path.join(dir, "out-2"), { cacheDir });
    expect(warm.encoded).toBe(0);
  });

  it("plans no card over a cover it was not given", async () => {
    await expect(
      planImages(publicDir, [{ src: "/images/photo.jpg", file: "content/blog/a.md", field: "image" }], {
        cards: [{ slug: "b", src: "/images/other.jpg", text }],
      }),
    ).rejects.toThrow(/share card of b/);
  });
});
