import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import type { Problem } from "../../build/2-content/problems";
import {
  checkedRedirects,
  loadRedirects,
  outputProblems,
  parseRedirects,
  type Redirect,
  redirectProblems,
  redirectsChecked,
} from "../../build/2-content/redirects-file";
import { contentSecurityPolicy } from "../../build/4-pages/csp";
import { plannedOutput } from "../../build/4-pages/out-files";
import { redirectPage } from "../../build/5-site-files/redirect-outputs";
import { missingRedirectKeys, s3Bucket, s3Plan } from "../../build/deploy/s3-plan";
import { RedirectsInvalid, SiteBuildError } from "../../build/errors";
import { resolveBucketRequest, s3RedirectObjects } from "../../build/hosts";
import { FEED_PATH, listPage, NOT_FOUND_FILE, paths } from "../../src/paths";
import { FIXTURE_POSTS, FIXTURES, fixtureRedirects, ROOT, siteContent } from "../helpers";

/** The project's site constants (content/site.yaml), as loaded. */
const { site } = siteContent();

const FILE = "content/redirects.txt";
/** A post, and the old path it moved from. */
const POST = paths["blog-post"](FIXTURE_POSTS.first);
const OLD_POST = paths["blog-post"]({ slug: "first-post" });
/** The pages of the site these redirects are checked against. */
const PAGES = new Set([paths.home, paths.about, paths.services, paths.contact, POST]);

/** Every problem a redirects file can have, one a line. */
const BROKEN = `# Every problem a redirects file can have, one a line.
${OLD_POST}
${["a", "b", "c"].map((slug) => paths["blog-post"]({ slug })).join(" ")}
${site.origin}/old ${paths.about}
old-page ${paths.about}
/old?x=1 ${paths.about}
/old//page ${paths.about}
/brochure.pdf ${paths.services}
/ ${paths.about}
${paths.about} ${paths.services}
/retired ${paths.service({ slug: "no-such-service" })}
/retired ${paths.contact}
/renamed /legacy
/legacy ${paths.contact}
/to-404 ${paths["not-found"]}
`;

describe("reading content/redirects.txt", () => {
  it("reads one old and one new path a line, skipping comments and blank lines, /x/ as /x", () => {
    expect(parseRedirects(fixtureRedirects(), FILE)).toEqual({
      redirects: [
        { from: OLD_POST, to: POST, line: 3 },
        { from: paths.service({ slug: "legacy-recycling" }), to: paths.services, line: 6 },
        { from: "/about", to: "/", line: 8 },
        { from: "/company/team", to: paths.about, line: 9 },
      ],
      problems: [],
    });
  });

  it("reads a file saved on Windows (byte order mark, CRLF line ends)", () => {
    const text = `\uFEFF# moved\r\n/old ${paths.about}\r\n\r\n/older/ ${paths.contact}/\r\n`;
    expect(parseRedirects(text, FILE).redirects).toEqual([
      { from: "/old", to: paths.about, line: 2 },
      { from: "/older", to: paths.contact, line: 4 },
    ]);
  });

  it("has no redirects without the file, and the project's file reads without a problem", () => {
    expect(loadRedirects(ROOT, path.join(FIXTURES, "content"))).toEqual([]);
    expect(() => loadRedirects(ROOT)).not.toThrow();
  });

  it("stops on every problem of the file at once, each named by its line, in line order", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-redirects-"));
    writeFileSync(path.join(dir, "redirects.txt"), BROKEN);
    let failure: unknown;
    try {
      checkedRedirects(ROOT, dir, PAGES);
    } catch (error) {
      failure = error;
    } finally {
      rmSync(dir, { recursive: true });
    }
    expect(failure).toBeInstanceOf(SiteBuildError);
    expect((failure as SiteBuildError).data).toBe(RedirectsInvalid);
    const { problems } = (failure as SiteBuildError<{ problems: Problem[] }>).details;
    expect(new Set(problems.map((p) => p.file))).toEqual(
      new Set([path.relative(ROOT, path.join(dir, "redirects.txt"))]),
    );
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      "2: write the old path, then the new one, separated by spaces (got one path)",
      "3: write the old path, then the new one, separated by spaces (got 3 words)",
      `4: the old path "${site.origin}/old" is a URL: write the path on this site only, e.g. ${paths["blog-post"]({ slug: "x" })}`,
      '5: the old path "old-page" must start with /',
      '6: the old path "/old?x=1" must not hold a query string (?...)',
      '7: the old path "/old//page" has an empty segment (//): use letters, digits, - _ ~ and dots inside a segment',
      '8: the old path "/brochure.pdf" ends in a file name: the hosts serve it as a file, not a page; only page paths (without an extension) can redirect',
      '9: the old path "/" is the home page',
      `10: "${paths.about}" is a page of the site: a page cannot also redirect. Remove this line, or the page`,
      `11: "${paths.service({ slug: "no-such-service" })}" is not a page of the site: fix the spelling, or point "/retired" at a page that exists`,
      '12: "/retired" already redirects on line 11',
      `13: "/legacy" redirects too (line 14): point "/renamed" at "${paths.contact}" directly, so visitors take one hop`,
      `15: "${paths["not-found"]}" is not a page of the site: fix the spelling, or point "/to-404" at a page that exists`,
    ]);
  });

  it("reads a new path with a place on its page (#id), checks its page, and refuses a place on an old path or one that is no id", () => {
    const text = [
      `/old-values ${paths.about}/#values`,
      `/old-team#founders ${paths.about}`,
      `/old-empty ${paths.about}#`,
      `/old-digit ${paths.about}#2025`,
      `/old-gone /gone#values`,
    ].join("\n");
    const { redirects, problems } = parseRedirects(text, FILE);
    expect(redirects).toEqual([
      { from: "/old-values", to: `${paths.about}#values`, line: 1 },
      { from: "/old-gone", to: "/gone#values", line: 5 },
    ]);
    expect(
      [...problems, ...redirectProblems(redirects, PAGES, FILE)].map((p) => `${p.line}: ${p.message}`),
    ).toEqual([
      `2: the old path "/old-team#founders" names a place on a page (#founders), which browsers never send: a redirect cannot see it. Write the old page's path alone, /old-team`,
      `3: the new path "${paths.about}#" ends in "#", which is not the id of an element: after the #, write the id of the place on the page (a letter, then letters, digits, - or _), e.g. ${paths.services}#faq`,
      `4: the new path "${paths.about}#2025" ends in "#2025", which is not the id of an element: after the #, write the id of the place on the page (a letter, then letters, digits, - or _), e.g. ${paths.services}#faq`,
      '5: "/gone" is not a page of the site: fix the spelling, or point "/old-gone" at a page that exists',
    ]);
  });

  it("throws RedirectsInvalid naming the file and line of each problem", () => {
    const redirects: Redirect[] = [{ from: "/old", to: "/gone", line: 4 }];
    const problems = redirectProblems(redirects, PAGES, FILE);
    const error = new SiteBuildError(RedirectsInvalid, { problems });
    expect(error.message).toBe(
      [
        "The redirects file has 1 problem; each line is an old path, then the page it moved to (see the comment at the top of the file):",
        `  ${FILE}:4: "/gone" is not a page of the site: fix the spelling, or point "/old" at a page that exists`,
      ].join("\n"),
    );
  });

  it("says a new path is a post not out yet, with its file and why, instead of asking for a spelling", () => {
    const draft = paths["blog-post"]({ slug: "a-draft" });
    const scheduled = paths["blog-post"]({ slug: "coming-soon" });
    const held = new Map([
      [draft, { file: "content/blog/a-draft.md", publication: "draft" as const, date: "2025-01-15" }],
      [
        scheduled,
        { file: "content/blog/coming-soon.md", publication: "scheduled" as const, date: "2026-12-01" },
      ],
    ]);
    const redirects: Redirect[] = [
      { from: "/old-a", to: draft, line: 3 },
      { from: "/old-b", to: scheduled, line: 4 },
    ];
    expect(redirectProblems(redirects, PAGES, FILE, held).map((problem) => problem.message)).toEqual([
      `"${draft}" leads to the post content/blog/a-draft.md, which is a draft (draft: true), so it has no page: publish the post (remove draft: true), or point "/old-a" at a published page until it is out`,
      `"${scheduled}" leads to the post content/blog/coming-soon.md, which is scheduled for 2026-12-01, so it has no page until that day: point "/old-b" at a published page until then, or add this line on that day`,
    ]);
  });

  it("offers the page a misspelt new path most likely means", () => {
    const cut = POST.slice(0, -"-post".length);
    const redirects: Redirect[] = [
      { from: "/old-a", to: cut, line: 3 },
      { from: "/old-b", to: `${paths.about}x`, line: 4 },
    ];
    expect(redirectProblems(redirects, PAGES, FILE).map((problem) => problem.message)).toEqual([
      `"${cut}" is not a page of the site: fix the spelling, or point "/old-a" at a page that exists. Did you mean "${POST}"?`,
      `"${paths.about}x" is not a page of the site: fix the spelling, or point "/old-b" at a page that exists. Did you mean "${paths.about}"?`,
    ]);
  });

  it("names a loop of any length in full and asks to point one of its paths at a page that exists, never a path at itself", () => {
    const redirects: Redirect[] = [
      { from: "/old-a", to: "/old-a", line: 2 },
      { from: "/old-b", to: "/old-c", line: 3 },
      { from: "/old-c", to: "/old-b", line: 4 },
      { from: "/old-d", to: "/old-e", line: 5 },
      { from: "/old-e", to: "/old-f", line: 6 },
      { from: "/old-f", to: "/old-d", line: 7 },
      { from: "/old-g", to: "/old-b", line: 8 },
      { from: "/old-h", to: "/old-i", line: 9 },
      { from: "/old-i", to: "/old-j", line: 10 },
      { from: "/old-j", to: paths.contact, line: 11 },
      { from: "/old-k", to: "/old-l", line: 12 },
      { from: "/old-l", to: "/nowhere", line: 13 },
    ];
    const messages = redirectProblems(redirects, PAGES, FILE).map((p) => `${p.line}: ${p.message}`);
    expect(messages).toEqual([
      '2: "/old-a" redirects to itself, so visitors would be sent to it for ever: point it at the page that replaced it, one that exists',
      '3: "/old-b" → "/old-c" → "/old-b" is a loop (lines 3, 4), so visitors would go round it for ever: point one of them at a page that exists',
      '4: "/old-c" → "/old-b" → "/old-c" is a loop (lines 4, 3), so visitors would go round it for ever: point one of them at a page that exists',
      '5: "/old-d" → "/old-e" → "/old-f" → "/old-d" is a loop (lines 5, 6, 7), so visitors would go round it for ever: point one of them at a page that exists',
      '6: "/old-e" → "/old-f" → "/old-d" → "/old-e" is a loop (lines 6, 7, 5), so visitors would go round it for ever: point one of them at a page that exists',
      '7: "/old-f" → "/old-d" → "/old-e" → "/old-f" is a loop (lines 7, 5, 6), so visitors would go round it for ever: point one of them at a page that exists',
      `8: "/old-b" redirects too (line 3), into a loop: "/old-b" → "/old-c" → "/old-b"; point "/old-g" at a page that exists, and one of the loop's paths too`,
      `9: "/old-i" redirects too (line 10): point "/old-h" at "${paths.contact}" directly, so visitors take one hop`,
      `10: "/old-j" redirects too (line 11): point "/old-i" at "${paths.contact}" directly, so visitors take one hop`,
      '12: "/old-l" redirects too (line 13), and its chain ends at "/nowhere", which is not a page: point "/old-k" at a page that exists',
      '13: "/nowhere" is not a page of the site: fix the spelling, or point "/old-l" at a page that exists',
    ]);
    // The old advice pointed a path of a loop at itself.
    for (const message of messages) expect(message).not.toMatch(/point "([^"]+)" at "\1"/);
  });

  it("refuses an old path a file name or an S3 key cannot hold, naming the segment and the limit, before anything is written", () => {
    const long = (n: number, letter = "a") => letter.repeat(n);
    const text = [
      `/${long(250)} ${paths.about}`,
      `/${long(251)} ${paths.about}`,
      `/${long(255, "b")}/x ${paths.about}`,
      `/${long(256, "b")}/x ${paths.about}`,
      `/${Array.from({ length: 5 }, (_, i) => long(240, String(i))).join("/")} ${paths.about}`,
    ].join("\n");
    const { redirects, problems } = parseRedirects(text, FILE);
    expect(redirects.map((redirect) => redirect.line)).toEqual([1, 3]);
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      `2: the old path "/${long(39)}... (252 characters)" has the segment "${long(40)}... (251 characters)" of 251 characters: each segment names a folder or a file of its redirect page (the last one also as <segment>.html), and a name holds at most 255 bytes, so a segment at most 250 characters; shorten it`,
      `4: the old path "/${long(39, "b")}... (259 characters)" has the segment "${long(40, "b")}... (256 characters)" of 256 characters: each segment names a folder or a file of its redirect page (the last one also as <segment>.html), and a name holds at most 255 bytes, so a segment at most 250 characters; shorten it`,
      `5: the old path "/${long(39, "0")}... (1205 characters)" is 1205 characters long: its redirect page is the file <path>/index.html, and S3 takes a file's whole path up to 1024 bytes, so an old path at most 1013 characters; shorten it`,
    ]);
  });

  it("tells a redirects.txt that is a folder as the file's problem, to the build and to the preview and deploy alike", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-redirects-"));
    try {
      mkdirSync(path.join(dir, "redirects.txt"));
      const file = path.relative(ROOT, path.join(dir, "redirects.txt"));
      expect(redirectsChecked(ROOT, dir, PAGES).problems).toEqual([
        {
          file,
          message:
            "is a folder, where the build reads one file: move the folder out of the way (or rename it) and put the file in its place",
        },
      ]);
      expect(() => loadRedirects(ROOT, dir)).toThrow(`${file}: is a folder, where the build reads one file`);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("hands the build the redirects of the lines without a problem, to go on with", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-redirects-"));
    try {
      writeFileSync(
        path.join(dir, "redirects.txt"),
        `/old ${paths.about}
/older /nowhere
/oldest ${paths.contact}
`,
      );
      const { redirects, problems } = redirectsChecked(ROOT, dir, PAGES);
      expect(redirects).toEqual([
        { from: "/old", to: paths.about, line: 1 },
        { from: "/oldest", to: paths.contact, line: 3 },
      ]);
      expect(problems.map((problem) => problem.line)).toEqual([2]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  const clash = (line: number, from: string, what: string) => ({
    file: FILE,
    line,
    message: `the old path "${from}" ${what}: a redirect there would break it. Remove this line, or redirect another old path`,
  });
  /** The blog's second page, which makes a folder of the site of its first page's path. */
  const blogPage2 = listPage(paths.blog, 2);
  const feed = FEED_PATH.slice(1);
  const output = plannedOutput({
    routePaths: [paths.home, paths.about, paths["not-found"], blogPage2],
    publicFiles: ["downloads.html", "favicon.svg", "CNAME", "images/og-default.png"],
    assetFiles: ["assets/styles-abc.css", "assets/client-def.js"],
    imageFiles: ["/assets/images/cover-800-123.avif"],
    siteFiles: [feed, "sitemap.xml", "robots.txt"],
    folders: [{ path: "pagefind", owner: "the search index" }],
  });

  it("refuses an old path whose page would overwrite a file of public/ or of a route", () => {
    /** The old path whose <path>.html is the 404 page's file. */
    const notFoundFile = `/${NOT_FOUND_FILE.replace(/\.html$/, "")}`;
    const redirects: Redirect[] = [
      { from: "/downloads", to: paths.about, line: 2 },
      { from: "/index", to: paths.about, line: 3 },
      { from: notFoundFile, to: "/", line: 4 },
      { from: "/old", to: "/", line: 5 },
    ];
    expect(outputProblems(redirects, output, FILE)).toEqual([
      clash(2, "/downloads", "would write downloads.html, which is public/downloads.html"),
      clash(3, "/index", "would write index.html, which is the page /"),
      clash(4, notFoundFile, `would write ${NOT_FOUND_FILE}, which is the page ${paths["not-found"]}`),
    ]);
  });

  it("refuses an old path that is, holds or sits inside anything the build writes or copies", () => {
    const pagesFolder = path.posix.dirname(blogPage2);
    const redirects: Redirect[] = [
      { from: "/pagefind", to: paths.about, line: 1 },
      { from: "/pagefind/old", to: paths.about, line: 2 },
      { from: "/favicon.svg/x", to: paths.about, line: 3 },
      { from: `${FEED_PATH}/old`, to: paths.about, line: 4 },
      { from: "/CNAME", to: paths.about, line: 5 },
      { from: "/images", to: paths.about, line: 6 },
      { from: "/assets", to: paths.about, line: 7 },
      { from: "/assets/images/old", to: paths.about, line: 8 },
      { from: pagesFolder, to: paths.about, line: 9 },
      { from: `${paths.about}/team`, to: paths.about, line: 10 },
    ];
    expect(outputProblems(redirects, output, FILE)).toEqual([
      clash(1, "/pagefind", "is in pagefind/, the folder of the search index"),
      clash(2, "/pagefind/old", "is in pagefind/, the folder of the search index"),
      clash(3, "/favicon.svg/x", "lies inside favicon.svg, a file of the site (public/favicon.svg)"),
      clash(4, `${FEED_PATH}/old`, `lies inside ${feed}, a file of the site (the build's ${feed})`),
      clash(5, "/CNAME", "is CNAME, a file of the site (public/CNAME)"),
      clash(
        6,
        "/images",
        "is a folder of the site: it holds images/og-default.png (public/images/og-default.png)",
      ),
      clash(7, "/assets", "is in assets/, the folder of the stylesheet, scripts and images the build makes"),
      clash(
        8,
        "/assets/images/old",
        "is in assets/images/, the folder of the stylesheet, scripts and images the build makes",
      ),
      clash(
        9,
        pagesFolder,
        `is a folder of the site: it holds ${blogPage2.slice(1)}/index.html (the page ${blogPage2})`,
      ),
    ]);
  });

  it("tells every clash with the output as RedirectsInvalid, with the lines' other problems, naming file and line", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-redirects-"));
    try {
      writeFileSync(
        path.join(dir, "redirects.txt"),
        `/pagefind ${paths.about}\n/favicon.svg/x ${paths.about}\n/old /nowhere\n${paths.contact} ${paths.about}\n`,
      );
      const file = path.relative(ROOT, path.join(dir, "redirects.txt"));
      const error = (() => {
        try {
          checkedRedirects(ROOT, dir, PAGES, output);
        } catch (caught) {
          return caught as SiteBuildError;
        }
        throw new Error("expected RedirectsInvalid");
      })();
      expect(error.data).toBe(RedirectsInvalid);
      expect(error.message.split("\n").slice(1)).toEqual([
        `  ${file}:1: the old path "/pagefind" is in pagefind/, the folder of the search index: a redirect there would break it. Remove this line, or redirect another old path`,
        `  ${file}:2: the old path "/favicon.svg/x" lies inside favicon.svg, a file of the site (public/favicon.svg): a redirect there would break it. Remove this line, or redirect another old path`,
        `  ${file}:3: "/nowhere" is not a page of the site: fix the spelling, or point "/old" at a page that exists`,
        `  ${file}:4: "${paths.contact}" is a page of the site: a page cannot also redirect. Remove this line, or the page`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the page GitHub Pages serves at an old path", () => {
  const csp = contentSecurityPolicy({});
  const html = redirectPage(
    { from: OLD_POST, to: POST, line: 3 },
    { siteUrl: "https://example.github.io", basePath: "/buyitad-site/", csp, brand: site.brand },
  );
  const { document } = parseHTML(html);
  const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);

  it("sends the visitor on at once, to the target under the base path", () => {
    expect(attr('meta[http-equiv="refresh"]', "content")).toBe(`0; url=/buyitad-site${POST}`);
  });

  it("names the target as canonical, absolute, and keeps itself out of search results", () => {
    expect(attr('link[rel="canonical"]', "href")).toBe(`https://example.github.io/buyitad-site${POST}`);
    expect(attr('meta[name="robots"]', "content")).toBe("noindex");
  });

  it("shows a link to the new address, for a browser that does not follow the refresh", () => {
    const link = document.querySelector("main a");
    expect(link?.getAttribute("href")).toBe(`/buyitad-site${POST}`);
    expect(link?.textContent).toBe(`https://example.github.io/buyitad-site${POST}`);
    expect(document.querySelector("h1")?.textContent).toBe("This page has moved");
  });

  it("sends the visitor to the place on the page a line names, and names the page itself as canonical", () => {
    const place = parseHTML(
      redirectPage(
        { from: OLD_POST, to: `${POST}#a-heading`, line: 3 },
        { siteUrl: "https://example.github.io", basePath: "/buyitad-site/", csp, brand: site.brand },
      ),
    ).document;
    const at = (selector: string, name: string) => place.querySelector(selector)?.getAttribute(name);
    expect(at('meta[http-equiv="refresh"]', "content")).toBe(`0; url=/buyitad-site${POST}#a-heading`);
    expect(at("main a", "href")).toBe(`/buyitad-site${POST}#a-heading`);
    expect(at('link[rel="canonical"]', "href")).toBe(`https://example.github.io/buyitad-site${POST}`);
    expect(s3RedirectObjects([{ from: OLD_POST, to: `${POST}#a-heading` }], "/").get(OLD_POST.slice(1))).toBe(
      `${POST}#a-heading`,
    );
  });

  it("carries the site's Content-Security-Policy and no script", () => {
    expect(attr('meta[http-equiv="Content-Security-Policy"]', "content")).toBe(csp);
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it("is valid HTML under the rules the dist tests apply to pages", async () => {
    const report = await new HtmlValidate({ extends: ["html-validate:recommended"] }).validateString(html);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });
});

describe("the S3 website endpoint's redirects", () => {
  const redirects: Redirect[] = [
    { from: OLD_POST, to: POST, line: 3 },
    { from: "/about", to: "/", line: 8 },
  ];
  /** The old post's S3 key (its path without the leading slash). */
  const oldKey = OLD_POST.slice(1);
  const contactFile = `${paths.contact.slice(1)}/index.html`;

  it("sets a redirect location on every key an old path is answered from", () => {
    expect(Object.fromEntries(s3RedirectObjects(redirects, "/"))).toEqual({
      [`${oldKey}/index.html`]: POST,
      [`${oldKey}.html`]: POST,
      [oldKey]: POST,
      "about/index.html": "/",
      "about.html": "/",
      about: "/",
    });
    expect(s3RedirectObjects(redirects, "/repo/").get("about")).toBe("/repo/");
  });

  it("answers those keys with a 301 to the location, and others as before", () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), "redirect-plan-"));
    for (const file of ["about/index.html", "about.html", contactFile]) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), "<!DOCTYPE html>");
    }
    const objects = s3RedirectObjects(redirects, "/");
    const plan = s3Plan(dist, objects);
    expect(plan.filter((u) => u.websiteRedirect).map((u) => [u.key, u.websiteRedirect])).toEqual([
      ["about", "/"],
      ["about.html", "/"],
      ["about/index.html", "/"],
    ]);
    // The keys of the post never built are named, so the deploy stops before uploading a half-redirected site.
    expect(missingRedirectKeys(plan, objects)).toEqual([`${oldKey}/index.html`, `${oldKey}.html`, oldKey]);
    const bucket = s3Bucket(plan);
    expect(resolveBucketRequest(bucket, "/about")).toEqual({ status: 301, location: "/" });
    expect(resolveBucketRequest(bucket, "/about/")).toEqual({ status: 301, location: "/" });
    expect(resolveBucketRequest(bucket, "/about.html")).toEqual({ status: 301, location: "/" });
    expect(resolveBucketRequest(bucket, paths.contact)).toMatchObject({
      status: 200,
      file: path.join(dist, contactFile),
    });
    // Without the map, the same folder is plain pages.
    expect(resolveBucketRequest(s3Bucket(s3Plan(dist)), "/about")).toMatchObject({ status: 200 });
  });
});
