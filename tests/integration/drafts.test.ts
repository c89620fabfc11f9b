/**
 * Drafts and scheduled posts: what decides "published" (pure functions), then fixture
 * builds with a fixed today that show where an unpublished post must not appear, the
 * day a scheduled post goes out, what `npm run dev` shows, and the build that stops
 * when a published page links to an unpublished post.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { configFrom, dateIn, normalizeToday, SITE_TIME_ZONE, todayNotice } from "../../build/1-config/config";
import { publicationOf, splitByPublication } from "../../build/2-content/publication";
import { linkTargets, splitUnpublishedLinks } from "../../build/6-links/unpublished";
import { readBuildRecord } from "../../build/7-output/build-record";
import { ContentInvalid, SiteBuildError, UnpublishedPostLinked } from "../../build/errors";
import { build } from "../../build/site-build";
import type { Post } from "../../src/model/schema";
import { FEED_PATH, paths, SITEMAP_PATH, type Slugged } from "../../src/paths";
import { FIXTURE_POSTS, fixtureWorkspace, lineOf, pathPrefix, ROOT, siteContent } from "../helpers";

/** A post's page, and the file of a page in an output folder. */
const postPath = (post: Slugged) => paths["blog-post"](post);
const pageFile = (sitePath: string) => `${sitePath.slice(1)}/index.html`;
const SITEMAP = SITEMAP_PATH.slice(1);
const FEED = FEED_PATH.slice(1);
/** The fixture's first post, and the two posts this test adds: a draft and a post scheduled for 2026-12-01. */
const FIRST = FIXTURE_POSTS.first;
const DRAFT = { slug: "draft-fixture-post" };
const SCHEDULED = { slug: "scheduled-fixture-post" };
/** The list pages of the draft's author (Alan Turing) and category (Mobility), which only the draft fills. */
const ALANS = paths["blog-author"]({ slug: "alan-turing" });
const MOBILITY = paths["blog-category"]({ slug: "mobility" });

describe("publication", () => {
  it("holds back a draft whatever its date, and a post dated after today until that day", () => {
    expect(publicationOf({ draft: true, date: "2020-01-01" }, "2026-11-30")).toBe("draft");
    expect(publicationOf({ date: "2026-12-01" }, "2026-11-30")).toBe("scheduled");
    expect(publicationOf({ date: "2026-12-01" }, "2026-12-01")).toBe("published");
    expect(publicationOf({ draft: false, date: "2026-11-29" }, "2026-11-30")).toBe("published");
  });

  it("splits the posts in order, or keeps them all for the dev server", () => {
    const posts = (["published", "draft", "published", "scheduled"] as const).map(
      (publication, index) => ({ slug: `p${index}`, publication }) as Post,
    );
    const split = splitByPublication(posts);
    expect(split.posts.map((post) => post.slug)).toEqual(["p0", "p2"]);
    expect(split.unpublished.map((post) => post.slug)).toEqual(["p1", "p3"]);
    expect(splitByPublication(posts, true)).toEqual({ posts, unpublished: [] });
  });

  it("takes today from SITE_TODAY, else from the calendar in New York", () => {
    expect(SITE_TIME_ZONE).toBe("America/New_York");
    // 03:30 UTC on December 1st is still November 30th in New York (UTC-5 in winter)...
    expect(dateIn(SITE_TIME_ZONE, new Date("2026-12-01T03:30:00Z"))).toBe("2026-11-30");
    expect(normalizeToday(undefined, new Date("2026-12-01T03:30:00Z"))).toBe("2026-11-30");
    // ...and 05:00 UTC, the daily build's time, is past midnight there in winter and in summer.
    expect(normalizeToday("", new Date("2026-12-01T05:00:00Z"))).toBe("2026-12-01");
    expect(normalizeToday(" ", new Date("2026-07-01T05:00:00Z"))).toBe("2026-07-01");
    expect(configFrom({ SITE_TODAY: " 2026-12-01 " }).today).toBe("2026-12-01");
    expect(() => configFrom({ SITE_TODAY: "12/01/2026" })).toThrow(/SITE_TODAY must be a real date/);
  });
});

describe("links to an unpublished post", () => {
  /** The pages of two posts, x and a. */
  const x = postPath({ slug: "x" });
  const a = postPath({ slug: "a" });
  /** Where a relative URL leads from a site path, as a browser reads it. */
  const from = (url: string, sitePath: string) => new URL(url, `https://site.invalid${sitePath}`).pathname;

  it("read a URL as the site path it leads to, with the base path, a slash, .html, a query or a fragment", () => {
    expect(linkTargets(x, "/", "/")).toEqual([x]);
    expect(linkTargets(`/repo${x}/?a=1#top`, "/", "/repo/")).toEqual([x]);
    expect(linkTargets(`/repo${x}.html`, paths.about, "/repo/")).toEqual([x]);
    expect(linkTargets(x, "/", "/repo/")).toEqual([]);
    // A relative link from a post's page is read at its path (x beside it) and with a slash (x under it).
    expect(linkTargets("x", a, "/")).toEqual([x, `${a}/x`]);
    expect(linkTargets("../x", a, "/repo/")).toEqual([from("../x", a), from("../x", `${a}/`)]);
    expect(from("../x", `${a}/`)).toBe(x);
  });

  it("are told apart from other dead links, grouped by the post", () => {
    const draft = { slug: "x", file: "content/blog/x.md" } as Post;
    const dead = [
      { route: "/", url: `${x}/` },
      { route: "/", url: "/nowhere" },
      { route: a, url: "../x" },
    ];
    const { byPost, others } = splitUnpublishedLinks(dead, [draft], "/");
    expect(byPost.get(draft)).toEqual([dead[0], dead[2]]);
    expect(others).toEqual([dead[1]]);
  });
});

let cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/** Fixture content plus a draft (its author's and category's only post) and a post scheduled for 2026-12-01. */
function workspace() {
  const { contentDir, publicDir, outDir } = fixtureWorkspace(cleanups);
  const authors = path.join(contentDir, "authors.json");
  const list = JSON.parse(readFileSync(authors, "utf8"));
  list.push({ name: "Alan Turing", role: "Mobility Lead", bio: "Alan writes about phones and tablets." });
  writeFileSync(authors, JSON.stringify(list));
  const post = (fields: string, body: string) =>
    `---\n${fields}\nexcerpt: "An unpublished fixture post for the drafts and scheduling tests of the build."\nimage: /images/blog/cover.jpg\nimageAlt: "The cover image of the fixture posts"\n---\n${body}\n`;
  writeFileSync(
    path.join(contentDir, `blog/${DRAFT.slug}.md`),
    post(
      `slug: ${DRAFT.slug}\ntitle: "A Draft Fixture Post"\ncategory: Mobility\nauthor: Alan Turing\ndate: 2025-01-15\ndraft: true`,
      "The draft's body, which nobody may read yet.",
    ),
  );
  writeFileSync(
    path.join(contentDir, `blog/${SCHEDULED.slug}.md`),
    post(
      `slug: ${SCHEDULED.slug}\ntitle: "A Scheduled Fixture Post"\ncategory: Security\nauthor: Ada Byron\ndate: 2026-12-01`,
      "The scheduled post's body, out on December 1st.",
    ),
  );
  return { contentDir, publicDir, outDir };
}

type Workspace = ReturnType<typeof workspace>;
const run = (w: Workspace, today: string, showUnpublished = false, log = false) =>
  build({ root: ROOT, ...w, config: configFrom({ SITE_TODAY: today }), showUnpublished, log });

/** Every HTML and XML file of a build, by name. */
function builtFiles(outDir: string): Map<string, string> {
  return new Map(
    fg
      .sync("**/*.{html,xml}", { cwd: outDir })
      .map((file) => [file, readFileSync(path.join(outDir, file), "utf8")] as const),
  );
}

describe("a production build the day before the scheduled post", () => {
  const w = workspace();
  let files: Map<string, string>;
  beforeAll(async () => {
    await run(w, "2026-11-30");
    files = builtFiles(w.outDir);
  });

  it("writes no page for the draft or the scheduled post, nor for an author or category that only they fill", () => {
    for (const file of [
      pageFile(postPath(DRAFT)),
      `${postPath(DRAFT).slice(1)}.html`,
      pageFile(postPath(SCHEDULED)),
      pageFile(ALANS),
      pageFile(MOBILITY),
    ])
      expect(existsSync(path.join(w.outDir, file)), file).toBe(false);
    expect(existsSync(path.join(w.outDir, pageFile(postPath(FIRST))))).toBe(true);
  });

  it("names them nowhere: sitemap, feed, lists, category and author pages, related articles, home", () => {
    expect(files.size).toBeGreaterThan(40);
    for (const [file, text] of files) {
      for (const word of [DRAFT.slug, SCHEDULED.slug, "A Draft Fixture", "Alan Turing", MOBILITY])
        expect(text, `${file} names ${word}`).not.toContain(word);
      expect(text, file).not.toContain("data-unpublished");
    }
    // The published posts are all there, so the absence above is not an empty build's.
    expect(files.get(SITEMAP)).toContain(postPath(FIRST));
    expect(files.get(FEED)).toContain(postPath(FIRST));
  });
});

describe("a production build on the scheduled day", () => {
  const w = workspace();
  /** What the build printed, in order, to the terminal's two streams. */
  const printed: string[] = [];
  beforeAll(async () => {
    const take = (line: unknown) => void printed.push(String(line));
    const spies = [vi.spyOn(console, "log"), vi.spyOn(console, "warn")].map((spy) =>
      spy.mockImplementation(take),
    );
    try {
      await run(w, "2026-12-01", false, true);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
  const built = (file: string) => readFileSync(path.join(w.outDir, file), "utf8");

  it("says first that it builds as of SITE_TODAY, and records that day beside the output for the deploy", () => {
    expect(printed[0]).toBe(todayNotice(configFrom({ SITE_TODAY: "2026-12-01" })));
    expect(printed[0]).toMatch(/^Building the site as of 2026-12-01 \(SITE_TODAY/);
    expect(readBuildRecord(w.outDir)).toMatchObject({
      today: "2026-12-01",
      todayFromEnv: true,
      drafts: false,
    });
  });

  it("publishes the scheduled post everywhere, without a banner, and still holds the draft back", () => {
    const { document } = parseHTML(built(pageFile(postPath(SCHEDULED))));
    expect(document.querySelector("h1")?.textContent).toBe("A Scheduled Fixture Post");
    expect(document.querySelector("[data-unpublished]")).toBeNull();
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    expect(built(SITEMAP)).toContain(postPath(SCHEDULED));
    expect(built(FEED)).toContain(postPath(SCHEDULED));
    expect(built(pageFile(paths.blog))).toContain(postPath(SCHEDULED));
    // Newest first: the new post leads the home page's latest insights.
    const home = parseHTML(built("index.html")).document;
    const lists = [pathPrefix("blog-category"), pathPrefix("blog-author")];
    const articles = [...home.querySelectorAll(`a[href^="${pathPrefix("blog-post")}"]`)]
      .map((a) => a.getAttribute("href"))
      .filter((href) => !lists.some((list) => href?.startsWith(list)));
    expect(articles[0]).toBe(postPath(SCHEDULED));
    expect(existsSync(path.join(w.outDir, pageFile(postPath(DRAFT))))).toBe(false);
  });
});

describe("the dev server's build (showUnpublished)", () => {
  const w = workspace();
  beforeAll(() => run(w, "2026-11-30", true));
  const page = (post: Slugged) =>
    parseHTML(readFileSync(path.join(w.outDir, pageFile(postPath(post))), "utf8")).document;

  it("shows a draft with a visible Draft banner, kept out of search engines", () => {
    const document = page(DRAFT);
    const banner = document.querySelector('[data-unpublished="draft"]');
    expect(banner?.textContent).toMatch(/^Draft: not published\./);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("shows a scheduled post with the day it goes out", () => {
    const document = page(SCHEDULED);
    const banner = document.querySelector('[data-unpublished="scheduled"]');
    expect(banner?.textContent).toMatch(/^Scheduled for December 1, 2026: not published yet\./);
    // linkedom keeps React's attribute spelling (dateTime): read the markup.
    expect(banner?.querySelector("time")?.outerHTML).toMatch(/^<time datetime="2026-12-01">/i);
  });

  it("shows no banner on a published post", () => {
    expect(page(FIRST).querySelector("[data-unpublished]")).toBeNull();
  });

  it("marks the card of a draft and of a scheduled post in words on every list, and no published post's card", () => {
    /** The mark on each card of a page ("" for none), by the post the card opens. */
    const cards = (sitePath: string) => {
      const file = sitePath === paths.home ? "index.html" : pageFile(sitePath);
      const { document } = parseHTML(readFileSync(path.join(w.outDir, file), "utf8"));
      return new Map(
        [...document.querySelectorAll("article")].flatMap((card) => {
          const href = card.querySelector("h2 a, h3 a")?.getAttribute("href");
          const mark = card.querySelector("[data-unpublished-mark]");
          const text = mark ? `${mark.getAttribute("data-unpublished-mark")}: ${mark.textContent}` : "";
          return href ? [[href, text] as const] : [];
        }),
      );
    };
    const draft = "draft: Draft";
    const scheduled = "scheduled: Scheduled for December 1, 2026";
    const blog = cards(paths.blog);
    expect(blog.get(postPath(DRAFT))).toBe(draft);
    expect(blog.get(postPath(SCHEDULED))).toBe(scheduled);
    expect(blog.get(postPath(FIRST))).toBe("");
    expect(cards(paths.home).get(postPath(SCHEDULED))).toBe(scheduled);
    expect(cards(ALANS).get(postPath(DRAFT))).toBe(draft);
    expect(cards(MOBILITY).get(postPath(DRAFT))).toBe(draft);
    // Related articles: the first post's category (Security) holds the scheduled post.
    expect(cards(postPath(FIRST)).get(postPath(SCHEDULED))).toBe(scheduled);
  });

  it("is recorded as a build with drafts, which the deploy refuses", () => {
    expect(readBuildRecord(w.outDir)).toMatchObject({ drafts: true });
  });
});

describe("a published page that links to an unpublished post", () => {
  it("stops the build naming the file and line of the link and the post's file, and leaves the output as it was", async () => {
    const w = workspace();
    await run(w, "2026-11-30");
    const before = readFileSync(path.join(w.outDir, pageFile(postPath(FIRST))), "utf8");
    const file = path.join(w.contentDir, `blog/${FIRST.slug}.md`);
    writeFileSync(
      file,
      `${readFileSync(file, "utf8")}\nRead [the draft](${postPath(DRAFT)}) and [what comes](${postPath(SCHEDULED)}/).\n`,
    );
    const failure = await run(w, "2026-11-30").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SiteBuildError);
    expect((failure as SiteBuildError).data).toBe(UnpublishedPostLinked);
    const rel = (name: string) => path.relative(ROOT, path.join(w.contentDir, "blog", name));
    expect((failure as Error).message).toBe(
      [
        "2 links to a post that this build does not publish (today is 2026-11-30); remove the link until the post is out, or publish the post (remove draft: true, or give it a date no later than today):",
        `  ${rel(`${FIRST.slug}.md`)}:18: ${postPath(DRAFT)} is ${rel(`${DRAFT.slug}.md`)}, a draft (draft: true)`,
        `  ${rel(`${FIRST.slug}.md`)}:18: ${postPath(SCHEDULED)}/ is ${rel(`${SCHEDULED.slug}.md`)}, scheduled for 2026-12-01`,
      ].join("\n"),
    );
    expect(readFileSync(path.join(w.outDir, pageFile(postPath(FIRST))), "utf8")).toBe(before);
    // The record beside it is still the one of the build in place.
    expect(readBuildRecord(w.outDir)).toMatchObject({
      today: "2026-11-30",
      todayFromEnv: true,
      drafts: false,
    });
    // On the scheduled day the scheduled link is fine; the draft's still stops the build.
    await expect(run(w, "2026-12-01")).rejects.toThrow(
      /^1 link to a post[^\n]*\n[^\n]*a draft \(draft: true\)$/,
    );
  });

  it("checks a draft's frontmatter like any post's: draft must be true or false", async () => {
    const w = workspace();
    const file = path.join(w.contentDir, `blog/${DRAFT.slug}.md`);
    writeFileSync(file, readFileSync(file, "utf8").replace("draft: true", 'draft: "yes"'));
    const failure = run(w, "2026-11-30");
    await expect(failure).rejects.toThrow(`${DRAFT.slug}.md:7: field "draft": must be true or false`);
    await expect(failure).rejects.toMatchObject({ data: ContentInvalid });
  });
});

describe("a page's copy that links to a post the build does not publish", () => {
  /** The ITAD page's related article: the fixture's second post, by its slug. */
  const LINKED = FIXTURE_POSTS.second;

  it("stops the build at the copy file's line, says why the post is not out and what to do, and leaves the output as it was", async () => {
    const w = workspace();
    await run(w, "2026-11-30");
    const itad = siteContent(w.contentDir, w.publicDir).services.find((service) => service.id === "itad");
    if (!itad) throw new Error("the fixture has no ITAD service");
    const page = path.join(w.outDir, pageFile(paths.service(itad)));
    const before = readFileSync(page, "utf8");
    const copy = path.join(w.contentDir, "pages/itad.yaml");
    const post = path.join(w.contentDir, `blog/${LINKED.slug}.md`);
    const rel = (file: string) => path.relative(ROOT, file);
    const at = `  ${rel(copy)}:${lineOf(copy, `post: ${LINKED.slug}`)}: field "related.blogArticle.to.post":`;
    const stop = async () => {
      const failure = await run(w, "2026-11-30").catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SiteBuildError);
      expect((failure as SiteBuildError).data).toBe(ContentInvalid);
      return (failure as Error).message.split("\n").filter((line) => line.startsWith(`  ${rel(copy)}`));
    };
    const source = readFileSync(post, "utf8");

    writeFileSync(post, source.replace(/^date: .*$/m, "$&\ndraft: true"));
    expect(await stop()).toEqual([
      `${at} "${LINKED.slug}" is ${rel(post)}, a draft (draft: true), which this build does not publish: remove or change the link in itad.yaml, or publish the post (remove draft: true)`,
    ]);

    writeFileSync(post, source.replace(/^date: .*$/m, "date: 2026-12-01"));
    expect(await stop()).toEqual([
      `${at} "${LINKED.slug}" is ${rel(post)}, scheduled for 2026-12-01 (today is 2026-11-30), which this build does not publish yet: remove or change the link in itad.yaml, or publish the post (give it a date no later than 2026-11-30)`,
    ]);

    rmSync(post);
    expect(await stop()).toEqual([
      `${at} "${LINKED.slug}" is not a post: ${rel(path.dirname(post))}/ holds no ${LINKED.slug}.md. Write the slug of a published post (its file name without .md), or remove or change the link in itad.yaml`,
    ]);

    // The post back, and the link misspelt: the slug meant is offered.
    writeFileSync(post, source);
    const misspelt = LINKED.slug.replace("choose", "chose");
    writeFileSync(copy, readFileSync(copy, "utf8").replace(`post: ${LINKED.slug}`, `post: ${misspelt}`));
    expect(await stop()).toEqual([
      `${at} "${misspelt}" is not a post: ${rel(path.dirname(post))}/ holds no ${misspelt}.md. Did you mean "${LINKED.slug}"? Write the slug of a published post (its file name without .md), or remove or change the link in itad.yaml`,
    ]);
    expect(readFileSync(page, "utf8")).toBe(before);
  });
});
