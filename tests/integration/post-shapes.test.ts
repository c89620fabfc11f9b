/**
 * Posts of any date, length and shape (tests/dist/blog.test.ts holds the real posts to
 * nothing of the kind): a fixture site with a post from years ago, one dated the build's
 * today, a one-paragraph post and a long one with every block SPEC 2.8 names.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { build } from "../../build/site-build";
import { paths } from "../../src/paths";
import { FIXTURE_POSTS, fixtureWorkspace, ROOT } from "../helpers";

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

const TODAY = "2031-03-04";
/** The posts this test adds to the fixture site, by slug. */
const OLD = "an-old-post";
const TODAYS = "a-post-of-today";
const LONG = "a-long-post";
const w = fixtureWorkspace(cleanups);

/** A post file of the fixture site: the first fixture post's frontmatter with these fields, and this body. */
function writePost(slug: string, id: string, date: string, body: string): void {
  const source = readFileSync(path.join(w.contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`), "utf8");
  const frontmatter = source
    .slice(0, source.indexOf("\n---\n", 4) + 5)
    .replace(/^slug: .*$/m, `slug: ${slug}`)
    .replace(/^id: .*$/m, `id: "${id}"`)
    .replace(/^date: .*$/m, `date: ${date}`);
  writeFileSync(path.join(w.contentDir, "blog", `${slug}.md`), `${frontmatter}${body}\n`);
}

/** The built page of a site path. */
const built = (sitePath: string) =>
  parseHTML(readFileSync(path.join(w.outDir, sitePath.slice(1), "index.html"), "utf8")).document;
const article = (slug: string) => built(paths["blog-post"]({ slug }));

beforeAll(async () => {
  writePost(OLD, "11", "2009-01-15", "Just one paragraph, no heading, no list, nothing bold.");
  writePost(TODAYS, "12", TODAY, "Written and published on the same day.");
  const long = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} ${"word ".repeat(99)}`.trim());
  writePost(
    LONG,
    "13",
    "2030-12-01",
    [
      "## A level-2 heading",
      "### A level-3 heading",
      "Some **bold** words.",
      "- one\n- two",
      "1. first\n2. second",
      ...long,
    ].join("\n\n"),
  );
  await build({ root: ROOT, ...w, config: configFrom({ SITE_TODAY: TODAY }), workers: 0 });
});

describe("posts of any shape", () => {
  it("publishes a post of any date up to today, newest first on the blog", () => {
    const blog = built(paths.blog);
    const cards = [...blog.querySelectorAll("[data-post-grid] h3 a")].map((a) => a.getAttribute("href"));
    expect(cards).toEqual(
      [{ slug: TODAYS }, { slug: LONG }, FIXTURE_POSTS.first, FIXTURE_POSTS.second, { slug: OLD }].map(
        (post) => paths["blog-post"](post),
      ),
    );
    expect(article(OLD).querySelector("header time")?.textContent).toBe("January 15, 2009");
    expect(article(TODAYS).querySelector("header time")?.textContent).toBe("March 4, 2031");
  });

  it("renders a one-paragraph post as one paragraph, at a read time of 1 min", () => {
    const body = article(OLD).querySelector(".prose-content")!;
    expect(body.querySelectorAll("p")).toHaveLength(1);
    expect(body.querySelector("h2, h3, ul, ol, strong")).toBeNull();
    expect(article(OLD).querySelector("main article header")?.textContent).toContain("1 min read");
  });

  it("renders every block SPEC 2.8 names, and a read time from the words (4,000 and more at 230 a minute)", () => {
    const body = article(LONG).querySelector(".prose-content")!;
    for (const tag of ["h2", "h3", "ul", "ol", "strong", "p"])
      expect(body.querySelector(tag), tag).not.toBeNull();
    expect(body.querySelector("h2")?.getAttribute("id")).toBe("a-level-2-heading");
    const minutes = Number(
      /(\d+) min read/.exec(article(LONG).querySelector("main article header")?.textContent ?? "")?.[1],
    );
    expect(minutes).toBeGreaterThanOrEqual(18);
    expect(minutes).toBeLessThanOrEqual(19);
  });
});
