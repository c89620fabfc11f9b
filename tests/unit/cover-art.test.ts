import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { coverMotifs, coverSvg } from "../../build/tools/art/cover";
import { defaultOgSvg, wrapWords } from "../../build/tools/art/share";
import { COVER_JPEG } from "../../build/tools/covers";
import type { Category } from "../../src/model/categories";
import { markSvg } from "../../src/styles/brand-mark";
import { FIXTURES, ROOT, siteContent } from "../helpers";

/** The project's site constants (content/site.yaml), as loaded. */
const { site } = siteContent();

/** Byte budget of a drawn cover: the 1200x630 JPEG (the share image; the build makes the site's sizes of it). */
const JPEG_BUDGET = 80 * 1024;

/**
 * Posts to draw covers for: a fixed set of titles across the five categories (the site's first
 * sixteen), so that what the drawing does is tested whatever posts are written next.
 */
const posts = JSON.parse(readFileSync(path.join(FIXTURES, "covers/posts.json"), "utf8")) as {
  slug: string;
  title: string;
  category: Category;
}[];

describe("blog covers drawn from the article's topic (build/tools/art/cover.ts)", () => {
  it("picks motifs from the title's words before the category's", () => {
    expect(coverMotifs("SSD and NVMe Sanitization", "Security").slice(0, 2)).toEqual(["ssd", "nvme"]);
    expect(coverMotifs("Decommissioning a Data Hall: A Step-by-Step Checklist", "Data Center")[0]).toBe(
      "checklist",
    );
    expect(coverMotifs("R2 vs. e-Stewards", "Sustainability")[0]).toBe("balance");
    expect(coverMotifs("Something else entirely", "Mobility").slice(0, 3)).toEqual([
      "phone",
      "tablet",
      "lock",
    ]);
  });

  it("draws the same cover for the same post, and a different one for each of sixteen posts", () => {
    const first = posts.map((p) => coverSvg(p.slug, p.title, p.category));
    expect(posts.map((p) => coverSvg(p.slug, p.title, p.category))).toEqual(first);
    expect(new Set(first).size).toBe(posts.length);
    // not merely different seeds: the motifs drawn differ too
    const sets = posts.map((p) => coverMotifs(`${p.title} ${p.slug}`, p.category).slice(0, 3).join());
    expect(new Set(sets).size).toBe(posts.length);
  });

  it.each(posts)(
    "$slug: its drawing, saved as npm run images saves it, is a 1200x630 JPEG within budget",
    async (post) => {
      const svg = coverSvg(post.slug, post.title, post.category);
      const jpeg = await sharp(Buffer.from(svg)).jpeg(COVER_JPEG).toBuffer();
      expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
      expect(jpeg.length).toBeLessThanOrEqual(JPEG_BUDGET);
    },
  );
});

describe("the default share image", () => {
  it("draws the mark as the favicon does, the brand name, and the tagline (named word for word in its title)", () => {
    const svg = defaultOgSvg(site);
    expect(readFileSync(path.join(ROOT, "public/favicon.svg"), "utf8").trim()).toBe(markSvg);
    expect(svg).toContain(markSvg.replace("<svg ", '<svg x="72" y="160" width="88" height="88" '));
    // the words are Inter outlines (one run per line: the name, then the tagline's lines); the title says them
    expect(svg).toContain(`<title>${site.brand}: ${site.tagline}</title>`);
    const runs = [...svg.matchAll(/<g fill="[^"]+" transform="translate\(([\d.]+) [\d.]+\) scale/g)];
    expect(runs.map((m) => Number(m[1]))).toEqual([184, ...wrapWords(site.tagline, 34).map(() => 72)]);
    expect(wrapWords("a bb ccc dddd", 6)).toEqual(["a bb", "ccc", "dddd"]);
  });

  it("is a 1200x630 PNG", async () => {
    expect(await sharp(path.join(ROOT, "public/images/og-default.png")).metadata()).toMatchObject({
      width: 1200,
      height: 630,
      format: "png",
    });
  });
});
