import { describe, expect, it } from "vitest";
import { invalidationPaths, isPageKey } from "../../build/deploy/cloudfront";
import { formatSummary, isUnchanged, md5Etag, RETIRED_META, retirement } from "../../build/deploy/s3-sync";
import { FEED_PATH, paths } from "../../src/paths";
import { HTML, ONE_HOUR, REVALIDATE } from "../s3-fixture";

const page = { contentType: HTML, cacheControl: REVALIDATE } as const;
const ETAG = md5Etag(new TextEncoder().encode("<p>hi</p>"));
const same = { contentType: HTML, cacheControl: REVALIDATE };

describe("md5Etag", () => {
  it("is the quoted hex MD5 that S3 gives a single-part upload", () => {
    expect(md5Etag(new TextEncoder().encode("hello"))).toBe('"5d41402abc4b2a76b9719d911017c592"');
  });
});

describe("isUnchanged", () => {
  it("holds for the same bytes and the same headers", () => {
    expect(isUnchanged(page, ETAG, ETAG, same)).toBe(true);
  });

  it.each([
    ["other bytes", '"00000000000000000000000000000000"', same],
    ["a multipart ETag", `${ETAG.slice(0, -1)}-2"`, same],
    ["an object the bucket lacks", undefined, same],
    ["another content type", ETAG, { ...same, contentType: "text/plain" }],
    ["another cache policy", ETAG, { ...same, cacheControl: ONE_HOUR }],
    ["no cache policy", ETAG, { contentType: HTML }],
    ["a website redirect the entry does not have", ETAG, { ...same, websiteRedirect: "/x/" }],
    ["a retirement mark", ETAG, { ...same, metadata: { [RETIRED_META]: "2026-01-01T00:00:00.000Z" } }],
  ])("fails for %s", (_, remoteEtag, remote) => {
    expect(isUnchanged(page, ETAG, remoteEtag, remote)).toBe(false);
  });

  it("compares a redirect entry's target (WebsiteRedirectLocation) too", () => {
    const target = (slug: string) => `${paths["blog-post"]({ slug })}/`;
    const redirect = { ...page, websiteRedirect: target("new-slug") };
    expect(isUnchanged(redirect, ETAG, ETAG, { ...same, websiteRedirect: target("new-slug") })).toBe(true);
    expect(isUnchanged(redirect, ETAG, ETAG, { ...same, websiteRedirect: target("old-target") })).toBe(false);
    expect(isUnchanged(redirect, ETAG, ETAG, same)).toBe(false);
  });
});

describe("retirement (--delete)", () => {
  const day = 86_400_000;
  const now = new Date("2026-11-23T12:00:00.000Z");
  const ago = (days: number) => new Date(now.getTime() - days * day).toISOString();

  it("deletes anything but a hashed asset at once", () => {
    expect(retirement("about-us/index.html", undefined, now, 7 * day)).toBe("delete");
    expect(retirement("images/blog/x-640.webp", undefined, now, 7 * day)).toBe("delete");
  });

  it("marks a hashed asset found unused, keeps it through the grace period, then deletes it", () => {
    const key = "assets/chunks/pickup-form-AM3IL5MV.js";
    expect(retirement(key, undefined, now, 7 * day)).toBe("mark");
    expect(retirement(key, ago(0), now, 7 * day)).toBe("keep");
    expect(retirement(key, ago(6.9), now, 7 * day)).toBe("keep");
    expect(retirement(key, ago(7), now, 7 * day)).toBe("delete");
  });

  it("keeps a search index chunk that a search entry cached in a browser may still name", () => {
    expect(retirement("pagefind/index/en_2fa5c35.pf_index", undefined, now, 7 * day)).toBe("mark");
    expect(retirement("pagefind/pagefind.en_77e44741b0.pf_meta", ago(3), now, 7 * day)).toBe("keep");
    expect(retirement("pagefind/pagefind-entry.json", undefined, now, 7 * day)).toBe("delete");
  });

  it("deletes a hashed asset at once with a grace period of 0, and re-marks an unreadable mark", () => {
    expect(retirement("assets/client-5Z7JIF2W.js", undefined, now, 0)).toBe("delete");
    expect(retirement("assets/client-5Z7JIF2W.js", "yesterday", now, 7 * day)).toBe("mark");
  });
});

describe("invalidationPaths (--distribution)", () => {
  it("invalidates each changed page key, and the directory URL of an index.html", () => {
    const about = paths.about.slice(1);
    const post = (slug: string) => paths["blog-post"]({ slug });
    expect(
      invalidationPaths([
        "assets/client-5Z7JIF2W.js",
        about,
        `${about}.html`,
        `${about}/index.html`,
        "index.html",
        FEED_PATH.slice(1),
        `${post("ünïcode").slice(1)}/index.html`,
      ]),
    ).toEqual([
      "/",
      paths.about,
      `${paths.about}.html`,
      `${paths.about}/`,
      `${paths.about}/index.html`,
      `${post("%C3%BCn%C3%AFcode")}/`,
      `${post("%C3%BCn%C3%AFcode")}/index.html`,
      "/index.html",
    ]);
  });

  it("collapses to one wildcard past the limit", () => {
    const keys = ["a.html", "b.html", "c.html"];
    expect(invalidationPaths(keys, 3)).toEqual(["/a.html", "/b.html", "/c.html"]);
    expect(invalidationPaths([...keys, "d.html"], 3)).toEqual(["/*"]);
  });

  it.each([
    ["about-us", true],
    ["blog/x.html", true],
    ["blog/x/index.html", true],
    ["robots.txt", false],
    ["images/blog/x-640.webp", false],
  ])("isPageKey(%s) is %s", (key, expected) => {
    expect(isPageKey(key)).toBe(expected);
  });
});

describe("formatSummary", () => {
  const result = { uploaded: [], unchanged: 213, deleted: [], retired: [], kept: [], websiteUpdated: false };

  it("says so when a deploy uploads nothing", () => {
    expect(formatSummary(result, "b", 7)).toBe(
      [
        "Nothing to upload: all 213 objects in s3://b are unchanged; 0 deleted.",
        "Website configuration (index index.html, error 404.html): unchanged.",
      ].join("\n"),
    );
  });

  it("counts uploads, unchanged objects, deletions and retired assets", () => {
    expect(
      formatSummary(
        {
          ...result,
          uploaded: ["a", "a.html"],
          unchanged: 211,
          deleted: ["b"],
          retired: ["assets/x-12345678.js"],
        },
        "b",
        7,
      ).split("\n"),
    ).toEqual([
      "Deployed to s3://b: 2 uploaded, 211 unchanged, 1 deleted.",
      "Website configuration (index index.html, error 404.html): unchanged.",
      "Old hashed assets kept for 7 days after they were first found unused: 1 newly retired, 0 waiting.",
    ]);
  });
});
