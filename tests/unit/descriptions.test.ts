/**
 * A post's description (src/model/description.ts): the schema's limits, counted as a reader
 * counts characters; where the page uses it (meta, share tags, structured data) and where the
 * excerpt stays (cards, the feed); the warning for a post with neither a description nor an
 * excerpt search results show whole; and the field in the browser editor.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "../../build/2-content/load";
import { contentWarnings } from "../../build/2-content/warnings";
import { cmsConfig } from "../../build/5-site-files/admin/cms-config";
import { rssFeed } from "../../build/5-site-files/feed";
import { headTags, type SiteHead } from "../../src/lib/head";
import { DESCRIPTION_MAX } from "../../src/model/description";
import { type Post, postFrontmatter } from "../../src/model/schema";
import { visibleLength } from "../../src/model/visible-text";
import { routesFor } from "../../src/pages";
import { blogPostPage } from "../../src/pages/blog/blog-post";
import type { PageRoute } from "../../src/pages/page";
import { paths } from "../../src/paths";
import { FIXTURE_POSTS, FIXTURES, fixtureDirs, lineOf, problemsOf, ROOT, tempCopy } from "../helpers";

let cleanup = () => {};
afterEach(() => cleanup());

/** A copy of the fixture content with the first post's frontmatter edited; its folder and the post's name as messages give it. */
function withFirstPost(edit: (text: string) => string) {
  const copy = tempCopy(path.join(FIXTURES, "content"));
  cleanup = copy.cleanup;
  const target = path.join(copy.dir, "blog", `${FIXTURE_POSTS.first.slug}.md`);
  writeFileSync(target, edit(readFileSync(target, "utf8")));
  return { dir: copy.dir, file: path.relative(ROOT, target) };
}

/** A frontmatter line that adds `description` after the excerpt. */
const addDescription = (text: string) => (source: string) =>
  source.replace(/^(excerpt: .*)$/m, `$1\ndescription: ${JSON.stringify(text)}`);

/** Text of `count` characters as a reader counts them, each an accented letter typed as two code points, an emoji, or a letter. */
const drawn = (count: number) =>
  Array.from({ length: count }, (_, i) => ["e\u0301", "\u{1F44D}", "a", "\u00E9", "&"][i % 5]).join("");

describe("a post's description in the schema", () => {
  const description = postFrontmatter.shape.description;

  it("is optional", () => {
    expect(description.safeParse(undefined).success).toBe(true);
  });

  it(`takes ${DESCRIPTION_MAX} characters as a reader counts them, however many code units they are`, () => {
    const text = drawn(DESCRIPTION_MAX);
    expect(text.length).toBeGreaterThan(DESCRIPTION_MAX);
    expect(visibleLength(text)).toBe(DESCRIPTION_MAX);
    expect(description.safeParse(text).success).toBe(true);
  });

  it(`refuses one more, saying how many it has and why the limit`, () => {
    const result = description.safeParse(drawn(DESCRIPTION_MAX + 1));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      `must be at most ${DESCRIPTION_MAX} characters (it has ${DESCRIPTION_MAX + 1}): search results show about ${DESCRIPTION_MAX} and cut the rest`,
    ]);
  });

  it("refuses a few words, and counts neither invisible characters nor an entity as more than it shows", () => {
    expect(description.safeParse("Too short.").error?.issues[0]?.message).toMatch(
      /^must be at least 50 characters \(it has 10\)/,
    );
    // Control characters and noncharacters never reach a page (src/lib/xml.ts): they count for nothing.
    expect(visibleLength("a\x01b\uFFFEc")).toBe(3);
    // Text is shown as written: "&amp;" in a field is five characters on the page.
    expect(visibleLength("&amp;")).toBe(5);
  });

  it("counts a text without the segmenter exactly as with it: every character of the quick path, alone, in runs of spaces and before a combining accent", () => {
    // The reader's count by grapheme (the rule visibleLength states), written out as a reference.
    const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
    const counted = (text: string) => {
      let count = 0;
      let space = false;
      for (const { segment } of graphemes.segment(text)) {
        if (
          /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\u2800]/u.test(
            segment,
          )
        ) {
          if (space && count > 0) count++;
          space = false;
          count++;
        } else if (/\p{White_Space}/u.test(segment)) space = true;
      }
      return count;
    };
    // Latin to the combining accents, and General Punctuation with its neighbours: the class's edges and past them.
    const points = [
      ...Array(0x370).keys(),
      ...Array.from({ length: 0x90 }, (_, i) => 0x1ff0 + i),
      0x2800,
      0xfeff,
    ];
    for (const point of points) {
      const char = String.fromCodePoint(point);
      for (const text of [
        char,
        ` ${char}  ${char}\n`,
        `a${char}b`,
        `${char}\u0301x`,
        `x${char}\u200d${char}`,
      ])
        expect(visibleLength(text), `U+${point.toString(16)} in ${JSON.stringify(text)}`).toBe(counted(text));
    }
  });

  it("stops the load naming the file, line and field when too long, its {{tokens}} filled before it is counted", () => {
    const { dir, file } = withFirstPost(addDescription(`{{brand}} ${"x".repeat(DESCRIPTION_MAX)}`));
    const { brand } = loadContent(fixtureDirs()).site;
    expect(problemsOf(dir)).toContain(
      `${file}:${lineOf(path.resolve(ROOT, file), "description:")}: field "description": must be at most ${DESCRIPTION_MAX} characters (it has ${brand.length + 1 + DESCRIPTION_MAX})`,
    );
  });
});

describe("where a post's description is used, and where its excerpt stays", () => {
  const { dir } = withFirstPost(
    addDescription("{{brand}}: what a certificate of erasure proves, and how to check one."),
  );
  const content = loadContent(fixtureDirs(dir));
  cleanup();
  const post = content.posts.find((p) => p.slug === FIXTURE_POSTS.first.slug) as Post;
  const route = routesFor(content).find((r) => r.path === paths["blog-post"](post)) as PageRoute<"blog-post">;
  const site: SiteHead = {
    brand: content.site.brand,
    siteUrl: "https://www.example.com",
    basePath: "/",
    defaultImage: { path: "/images/og-default.png", width: 1200, height: 630, alt: "Default" },
    tags: [],
  };

  it("fills its {{tokens}} as the other fields' ", () => {
    expect(post.description).toBe(
      `${content.site.brand}: what a certificate of erasure proves, and how to check one.`,
    );
  });

  it("is the page's meta description, share description and structured data description", () => {
    const head = blogPostPage.head(route, content);
    const tags = headTags(site, head, route.path);
    const meta = (key: string) => tags.find((tag) => tag.attrs.name === key || tag.attrs.property === key);
    for (const key of ["description", "og:description", "twitter:description"])
      expect(meta(key)?.attrs.content, key).toBe(post.description);
    const absolute = (p: string) => `https://www.example.com${p}`;
    const [posting] = head.jsonLdFor?.({ canonical: absolute(route.path), absolute }) ?? [];
    expect((posting as { description?: string }).description).toBe(post.description);
  });

  it("leaves the feed to the excerpt, which readers show whole", () => {
    const feed = rssFeed([post], "https://www.example.com", "/", content.site.brand);
    expect(feed).toContain(`<description>${post.excerpt}</description>`);
    expect(feed).not.toContain(post.description);
  });

  it("gives way to the excerpt on a post without one", () => {
    const other = content.posts.find((p) => p.slug === FIXTURE_POSTS.second.slug) as Post;
    const otherRoute = routesFor(content).find((r) => r.path === paths["blog-post"](other));
    expect(blogPostPage.head(otherRoute as PageRoute<"blog-post">, content).description).toBe(other.excerpt);
  });
});

describe("the warning for a description search results cut", () => {
  const post = (fields: Partial<Post>) =>
    ({ file: "content/blog/x.md", excerpt: "A short excerpt.", image: "/images/x.jpg", ...fields }) as Post;
  const warnings = (...posts: Post[]) =>
    contentWarnings({ posts, unpublished: [], legal: {} as never }).filter(
      (w) => w.file === "content/blog/x.md",
    );
  const long = drawn(DESCRIPTION_MAX + 20);

  it("names the excerpt of a post without a description, its length as a reader counts it, and both ways out", () => {
    expect(warnings(post({ excerpt: long }))).toEqual([
      {
        file: "content/blog/x.md",
        field: "excerpt",
        message: `is ${DESCRIPTION_MAX + 20} characters long and the post has no description: search results show about ${DESCRIPTION_MAX} and cut the rest. Give the post a description: of ${DESCRIPTION_MAX} characters or fewer (the excerpt stays on its card and in the feed), or shorten the excerpt to ${DESCRIPTION_MAX} or fewer`,
      },
    ]);
  });

  it("says nothing of a long excerpt once the post has a description, nor of one search results show whole", () => {
    expect(warnings(post({ excerpt: long, description: drawn(DESCRIPTION_MAX) }))).toEqual([]);
    expect(warnings(post({ excerpt: drawn(DESCRIPTION_MAX) }))).toEqual([]);
  });
});

describe("the description in the browser editor", () => {
  it("is an optional text area with the schema's limits and help", () => {
    const config = cmsConfig(loadContent(fixtureDirs()), {
      siteUrl: "https://www.example.com",
      basePath: "/",
      backend: { repo: "acme/site", branch: "main" },
    }) as { collections: { name: string; fields?: Record<string, unknown>[] }[] };
    const fields = config.collections.find((c) => c.name === "posts")?.fields ?? [];
    const names = fields.map((field) => field.name);
    expect(names.indexOf("description")).toBe(names.indexOf("excerpt") + 1);
    expect(fields.find((field) => field.name === "description")).toMatchObject({
      widget: "text",
      required: false,
      minlength: 50,
      maxlength: DESCRIPTION_MAX,
      hint: postFrontmatter.shape.description.unwrap().description,
    });
  });
});
