import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configFrom, normalizeBasePath } from "../../build/1-config/config";
import { splitFrontmatter } from "../../build/2-content/frontmatter";
import { workerCount } from "../../build/4-pages/render-pages";
import { type LinkSources, locateDeadLinks } from "../../build/6-links/link-sources";
import { type DeadLink, findDeadLinks, internalUrls } from "../../build/6-links/links";
import * as catalogue from "../../build/errors";
import {
  BasePathInvalid,
  ChecksFailed,
  ContentInvalid,
  DeadLinks,
  type ErrorData,
  FrontmatterMissing,
  failureReport,
  SiteBuildError,
  SiteTodayInvalid,
  SiteUrlHasPath,
  SiteUrlInvalid,
  stopWith,
  WorkerCountInvalid,
} from "../../build/errors";
import { paths } from "../../src/paths";
import { ROOT, tempCopy } from "../helpers";

/** The catalogue's entries: its exports that are objects with a title. */
const entries = Object.entries(catalogue as Record<string, unknown>).filter(
  (entry): entry is [string, ErrorData<never>] =>
    typeof entry[1] === "object" && entry[1] !== null && "title" in entry[1],
);

/** The error a function throws (it must throw). */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
}

describe("the error catalogue", () => {
  it("gives every entry a stable PascalCase name (its export's), a title and a message", () => {
    expect(entries.map(([name]) => name).sort()).toEqual([
      "BasePathInvalid",
      "ChecksFailed",
      "CloudFrontFunctionTooLarge",
      "CmsRepoInvalid",
      "ContentInvalid",
      "CoverCategoryUnknown",
      "DeadLinks",
      "DeployBasePathMismatch",
      "DeployLinkRefused",
      "FontCharacterMissing",
      "FrontmatterInvalid",
      "FrontmatterMissing",
      "ImageDamaged",
      "ImageMetadataUnremovable",
      "ImageTooLarge",
      "ImageUnreadable",
      "NewPostExists",
      "NewPostInvalid",
      "OutputCollision",
      "OutputFolderLocked",
      "OutputFolderNotBuild",
      "OutputFolderRefused",
      "OutputOutsideFolder",
      "PageIdUnreadable",
      "PageModuleUnlisted",
      "PublicFileRefused",
      "RedirectsInvalid",
      "SearchIndexFailed",
      "SiteTodayInvalid",
      "SiteUrlHasPath",
      "SiteUrlInvalid",
      "SiteUrlNotHttp",
      "SiteUrlNotOrigin",
      "UnpublishedPostLinked",
      "WorkerCountInvalid",
    ]);
    for (const [exported, entry] of entries) {
      expect(entry.name).toBe(exported);
      expect(entry.name).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(entry.title).toMatch(/^[A-Z].*\.$/);
      expect(typeof entry.message).toBe("function");
    }
  });

  it("prints a build error as its name, title and message, and anything else (a bug) with its stack", () => {
    const error = new SiteBuildError(ContentInvalid, {
      problems: [{ file: "content/blog/x.md", field: "date", message: "must be a real calendar date" }],
    });
    expect(failureReport(error)).toBe(
      [
        "ContentInvalid: Some content files do not pass their checks.",
        "Content has 1 problem; fix it and build again:",
        '  content/blog/x.md: field "date": must be a real calendar date',
      ].join("\n"),
    );
    const bug = new TypeError("x is undefined");
    expect(failureReport(bug)).toBe(bug.stack);
  });

  it("stops with the one error found, or with every check's problems at once, each under its own name", () => {
    const content = new SiteBuildError(ContentInvalid, {
      problems: [
        { file: "content/blog/x.md", line: 7, field: "date", message: "must be a real calendar date" },
      ],
    });
    const links = new SiteBuildError(DeadLinks, {
      links: [{ where: "content/blog/y.md:19", url: "/nowhere" }],
    });
    expect(stopWith([links])).toBe(links);
    const both = stopWith([content, links]);
    expect((both as SiteBuildError).data).toBe(ChecksFailed);
    expect(failureReport(both)).toBe(
      [
        "ChecksFailed: Checks of more than one kind found problems.",
        "2 checks found problems; fix them all and build again. Each check, its problems and what to do:",
        "",
        failureReport(content),
        "",
        failureReport(links),
      ].join("\n"),
    );
  });

  it("says which checks wait for content that passes its own", () => {
    const error = new SiteBuildError(ContentInvalid, {
      problems: [{ file: "content/blog/x.md", message: "has no body text after the frontmatter" }],
      unchecked: true,
    });
    expect(error.message.split("\n").at(-1)).toBe(
      "Not checked yet: each redirect of content/redirects.txt against the pages, and the links of every page. The pages are made once the content passes its checks; the next build checks them then.",
    );
  });

  it("puts the file and line in front of the message of an error about one file", () => {
    const error = thrown(() => splitFrontmatter("no fields here", "content/blog/x.md"));
    expect(error).toBeInstanceOf(SiteBuildError);
    expect(error).toMatchObject({ data: FrontmatterMissing, location: { file: "content/blog/x.md" } });
    expect((error as SiteBuildError).message).toBe(`content/blog/x.md: ${(error as SiteBuildError).text}`);
    const yaml = thrown(() => splitFrontmatter("---\nid: 1\ntitle: a: b\n---\nText", "content/blog/y.md"));
    expect((yaml as Error).message).toMatch(/^content\/blog\/y\.md:3: the frontmatter is not valid YAML/);
  });

  it.each([
    [() => normalizeBasePath("https://x.com/repo"), BasePathInvalid],
    [() => configFrom({ SITE_URL: "not a url" }), SiteUrlInvalid],
    [() => configFrom({ SITE_URL: "https://x.com/repo" }), SiteUrlHasPath],
    [() => workerCount(16, -1), WorkerCountInvalid],
    [() => configFrom({ SITE_TODAY: "2026-02-30" }), SiteTodayInvalid],
    [() => configFrom({ SITE_TODAY: "next monday" }), SiteTodayInvalid],
  ] as const)("reports a bad configuration value as a catalogue entry (%#)", (run, entry) => {
    const error = thrown(run);
    expect(error).toBeInstanceOf(SiteBuildError);
    expect((error as SiteBuildError).data).toBe(entry);
  });
});

describe("dead links name where they were written", () => {
  /** The page of the post content/blog/x.md. */
  const post = paths["blog-post"]({ slug: "x" });
  const files: Record<string, string> = {
    "content/blog/x.md": `---\ntitle: X\n---\nIntro.\n\nSee [the blog](${paths.blog}) and\n[the old page](/old-page).\n`,
  };
  const sources: LinkSources = {
    own: (route) => (route === post ? "content/blog/x.md" : undefined),
    read: (file) => files[file],
  };
  const locate = (dead: DeadLink[], basePath = "/") =>
    locateDeadLinks(dead, sources, basePath).map(
      (link) => DeadLinks.message({ links: [link] }).split("\n")[1],
    );

  it("names a post's markdown file and the line of the link, not the output file", () => {
    expect(locate([{ route: post, url: "/old-page" }])).toEqual(["  content/blog/x.md:7: /old-page"]);
  });

  it("finds a URL the build prefixed with the base path as the source wrote it", () => {
    expect(locate([{ route: post, url: "/repo/old-page" }], "/repo/")).toEqual([
      "  content/blog/x.md:7: /repo/old-page",
    ]);
  });

  it("names a link no markdown writes (a component's) by the pages it is dead on, once for all of them", () => {
    expect(
      locate([
        { route: "/", url: "/contactt" },
        { route: paths.about, url: "/contactt" },
      ]),
    ).toEqual([`  pages /, ${paths.about}: /contactt`]);
  });

  it("does not take a piece of a longer path for the URL, and falls back to the page's route", () => {
    // The post writes the blog's path, which holds this piece: it is not the piece.
    const piece = paths.blog.slice(0, -1);
    expect(locate([{ route: post, url: piece }])).toEqual([`  page ${post}: ${piece}`]);
    expect(
      locate(["/", "/a", "/b", "/c", "/d"].map((route) => ({ route, url: "/images/x-640.webp" }))),
    ).toEqual(["  pages /, /a, /b and 2 more: /images/x-640.webp"]);
  });
});

describe("findDeadLinks", () => {
  const site = tempCopy(path.join(ROOT, "tests/fixtures/public"));
  afterAll(site.cleanup);
  mkdirSync(path.join(site.dir, "guide"));
  writeFileSync(path.join(site.dir, "guide/index.html"), "");
  writeFileSync(path.join(site.dir, "guide.html"), "");
  writeFileSync(path.join(site.dir, "about.html"), "");

  it("resolves paths as GitHub Pages does: the file, <path>/index.html, then <path>.html", () => {
    const urls = ["/about", "/about/", "/guide", "/guide/", "/guide/?q=1#top", "/images/blog/cover.jpg"];
    expect(findDeadLinks(site.dir, [{ route: "/", file: "index.html", urls }], "/")).toEqual([]);
  });

  it("reports missing files, relative URLs read against both addresses of the page, paths outside the base and bad escapes", () => {
    const urls = ["/nope", "../missing", "cover.jpg", "/other/x", "/%E0%A4%A"];
    // images/blog/index.html is served at /images/blog/ and at /images/blog: "cover.jpg" works only at the first.
    expect(findDeadLinks(site.dir, [{ route: "/r", file: "images/blog/index.html", urls }], "/")).toEqual([
      { route: "/r", url: "/nope" },
      { route: "/r", url: "../missing", note: "relative links resolve against /images/blog/" },
      { route: "/r", url: "cover.jpg", note: "relative links resolve against /images/" },
      { route: "/r", url: "/other/x" },
      { route: "/r", url: "/%E0%A4%A" },
    ]);
    expect(findDeadLinks(site.dir, [{ route: "/r", file: "x.html", urls: ["/other/x"] }], "/repo/")).toEqual([
      { route: "/r", url: "/other/x", note: "outside the base path /repo/" },
    ]);
  });

  it("checks srcset however its name is written: React writes srcSet", () => {
    expect(internalUrls('<img src="/a.jpg" srcSet="/a-640.webp 640w, /a-1200.webp 1200w">')).toEqual([
      "/a.jpg",
      "/a-640.webp",
      "/a-1200.webp",
    ]);
  });
});
