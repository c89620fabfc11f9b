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
import { fixtureWorkspace, ROOT } from "../helpers";

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

const TODAY = "2031-03-04";
const w = fixtureWorkspace(cleanups);

/** A post file of the fixture site: the first fixture post's frontmatter with these fields, and this body. */
function writePost(slug: string, id: string, date: string, body: string): void {
  const source = readFileSync(path.join(w.contentDir, "blog/first-fixture-post.md"), "utf8");
  const frontmatter = source
    .slice(0, source.indexOf("\n---\n", 4) + 5)
    .replace(/^slug: .*$/m, `slug: ${slug}`)
    .replace(/^id: .*$/m, `id: "${id}"`)
    .replace(/^date: .*$/m, `date: ${date}`);
  writeFileSync(path.join(w.contentDir, "blog", `${slug}.md`), `${frontmatter}${body}\n`);
}

const article = (slug: string) =>
  parseHTML(readFileSync(path.join(w.outDir, "blog", slug, "index.html"), "utf8")).document;

beforeAll(async () => {
  writePost("an-old-post", "11", "2009-01-15", "Just one paragraph, no heading, no list, nothing bold.");
  writePost("a-post-of-today", "12", TODAY, "Written and published on the same day.");
  const long = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} ${"word ".repeat(99)}`.trim());
  writePost(
    "a-long-post",
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
    const blog = parseHTML(readFileSync(path.join(w.outDir, "blog/index.html"), "utf8")).document;
    const cards = [...blog.querySelectorAll("[data-post-grid] h3 a")].map((a) => a.getAttribute("href"));
    expect(cards).toEqual([
      "/blog/a-post-of-today",
      "/blog/a-long-post",
      "/blog/first-fixture-post",
      "/blog/how-to-choose-an-itad-partner",
      "/blog/an-old-post",
    ]);
    expect(article("an-old-post").querySelector("header time")?.textContent).toBe("January 15, 2009");
    expect(article("a-post-of-today").querySelector("header time")?.textContent).toBe("March 4, 2031");
  });

  it("renders a one-paragraph post as one paragraph, at a read time of 1 min", () => {
    const body = article("an-old-post").querySelector(".prose-content")!;
    expect(body.querySelectorAll("p")).toHaveLength(1);
    expect(body.querySelector("h2, h3, ul, ol, strong")).toBeNull();
    expect(article("an-old-post").querySelector("main article header")?.textContent).toContain("1 min read");
  });

  it("renders every block SPEC 2.8 names, and a read time from the words (4,000 and more at 230 a minute)", () => {
    const body = article("a-long-post").querySelector(".prose-content")!;
    for (const tag of ["h2", "h3", "ul", "ol", "strong", "p"])
      expect(body.querySelector(tag), tag).not.toBeNull();
    expect(body.querySelector("h2")?.getAttribute("id")).toBe("a-level-2-heading");
    const minutes = Number(
      /(\d+) min read/.exec(
        article("a-long-post").querySelector("main article header")?.textContent ?? "",
      )?.[1],
    );
    expect(minutes).toBeGreaterThanOrEqual(18);
    expect(minutes).toBeLessThanOrEqual(19);
  });
});
