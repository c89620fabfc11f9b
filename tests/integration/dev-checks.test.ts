/**
 * The dev server tells what `npm run build` would stop on while it serves on (build/tools/dev/
 * dev-checks.ts): links to a draft and dead links, in the posts' text and on the page served,
 * bad redirects, and missing images (the content loader's problems), in the words the build
 * uses, on the open pages (the overlay's event stream) and in the terminal (onFindings); each
 * goes when it is fixed. On fixture content, edited through the server's file watcher.
 */
import { appendFileSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { loadContent } from "../../build/2-content/load";
import { contentSecurityPolicy } from "../../build/4-pages/csp";
import { redirectPage } from "../../build/5-site-files/redirect-outputs";
import { failureReport } from "../../build/errors";
import { build } from "../../build/site-build";
import type { DevServer } from "../../build/tools/dev/dev-server";
import { paths } from "../../src/paths";
import { FIXTURE_POSTS, fixtureWorkspace, ROOT, recorder, siteContent } from "../helpers";

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The events a page opening at `page` gets first: the error (or null) and the findings. */
async function openingEvents(url: string, page: string): Promise<{ error: unknown; findings: string[] }> {
  const events = await fetch(new URL(`/__dev/events?page=${encodeURIComponent(page)}`, url));
  const reader = events.body?.getReader();
  if (!reader) throw new Error("no event stream");
  let text = "";
  while (!text.includes("event: findings") || !text.endsWith("\n\n"))
    text += Buffer.from((await reader.read()).value ?? []).toString();
  await reader.cancel();
  const data = (event: string) =>
    JSON.parse(new RegExp(`event: ${event}\\ndata: (.*)\\n`).exec(text)?.[1] ?? "undefined");
  return { error: data("error"), findings: data("findings") };
}

describe("the dev server's checks of what the build would stop on, on fixture content", () => {
  const w = fixtureWorkspace(cleanups);
  const config = configFrom({ SITE_TODAY: "2025-07-01" });
  const rel = (file: string) => path.relative(ROOT, file);
  const published = path.join(w.contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`);
  const draft = path.join(w.contentDir, `blog/${FIXTURE_POSTS.second.slug}.md`);
  /** The fixture's two posts' pages (the second is made a draft), and the dead links this test writes. */
  const POST = paths["blog-post"](FIXTURE_POSTS.first);
  const DRAFT = paths["blog-post"](FIXTURE_POSTS.second);
  const NO_POST = paths["blog-post"]({ slug: "no-such-post" });
  const NO_SERVICE = paths.service({ slug: "no-such-service" });
  const redirectsFile = path.join(w.contentDir, "redirects.txt");
  const told = recorder<{ route?: string; reports: string[] }>();
  const updates = recorder<{ ok: boolean }>();
  let dev: DevServer;

  /** Changes files and waits until the server has taken them in (through its file watcher). */
  const edit = async (change: () => void) => {
    const next = updates.next();
    change();
    await next;
  };
  const replaceIn = (file: string, from: string | RegExp, to: string) =>
    writeFileSync(file, readFileSync(file, "utf8").replace(from, to));

  beforeAll(async () => {
    // The published post links to the draft, and to a page that does not exist; the draft to a
    // service that does not exist (the build checks it on the day it is published).
    appendFileSync(published, `\nSee [the partner guide](${DRAFT}) and [an old page](${NO_POST}).\n`);
    replaceIn(draft, /^date: (.*)$/m, "date: $1\ndraft: true");
    appendFileSync(draft, `\nAsk about [our shredding](${NO_SERVICE}).\n`);
    const { startDevServer } = await import("../../build/tools/dev/dev-server");
    dev = await startDevServer({
      root: ROOT,
      ...w,
      config,
      port: 0,
      watch: [w.contentDir, w.publicDir],
      onUpdate: updates.add,
      onFindings: told.add,
    });
    await dev.site.checked;
    await dev.site.checkSite();
  });
  afterAll(() => dev?.close());

  /** The line of a file that holds `text`, from 1. */
  const lineOf = (file: string, text: string) =>
    readFileSync(file, "utf8")
      .split("\n")
      .findIndex((line) => line.includes(text)) + 1;
  /** The fixture's ITAD page, whose related article is the draft: the copy loader's check tells it. */
  const itadCopy = path.join(w.contentDir, "pages/itad.yaml");
  const copyLinkFinding = () =>
    `ContentInvalid: Some content files do not pass their checks.\nContent has 1 problem; fix it and build again:\n  ${rel(itadCopy)}:${lineOf(itadCopy, `post: ${FIXTURE_POSTS.second.slug}`)}: field "related.blogArticle.to.post": "${FIXTURE_POSTS.second.slug}" is ${rel(draft)}, a draft (draft: true), which this build does not publish: remove or change the link in itad.yaml, or publish the post (remove draft: true)`;
  const deadInPost = () =>
    `DeadLinks: Internal links lead nowhere.\n1 dead internal link; fix the link or add the page:\n  ${rel(published)}:${lineOf(published, NO_POST)}: ${NO_POST}`;
  /** The findings of the site, once the start has read the posts' markdown and checked the pages written from copy. */
  let atStart: string[];

  it("tells the links of the site that the build would stop on, in the build's words", async () => {
    expect(dev.site.error).toBeUndefined();
    atStart = dev.site.siteFindings();
    expect(atStart).toHaveLength(3);
    // The ITAD page's copy links to the draft: told by the copy file's line, not again as the page's dead link.
    expect(atStart[0]).toBe(copyLinkFinding());
    expect(atStart[1]).toMatch(
      /^UnpublishedPostLinked: A published page links to a post that is not published\.\n/,
    );
    expect(atStart[1]).toContain(
      `\n  ${rel(published)}:${lineOf(published, DRAFT)}: ${DRAFT} is ${rel(draft)}, a draft (draft: true)`,
    );
    expect(atStart[1]).toContain("(today is 2025-07-01)");
    expect(atStart[1]).not.toContain(paths.services);
    expect(atStart[2]).toBe(deadInPost());
    // Told to the terminal once.
    expect(told.all).toEqual([{ route: undefined, reports: atStart }]);
    // The very words of the build, which stops on the copy before it makes any page.
    const failure = await build({
      root: ROOT,
      ...w,
      outDir: path.join(w.outDir, "links"),
      config,
      workers: 0,
    }).then(
      () => "",
      (caught: unknown) => failureReport(caught),
    );
    // Its problem as the build prints it, then what the build leaves for the next one (the pages' checks).
    expect(failure.startsWith(`${atStart[0]}\n`)).toBe(true);
  });

  it("serves the draft and every list that shows it, and tells nothing of the links the build would not write", async () => {
    // The dev server's lists link the draft; the build's do not hold it.
    expect(String((await dev.site.request(paths.blog)).body)).toContain(DRAFT);
    // The draft's category (tests/fixtures/content), by its slug.
    const draftsCategory = paths["blog-category"]({ slug: "data-center" });
    for (const route of [paths.home, paths.blog, draftsCategory, paths.about, paths["not-found"]])
      expect(dev.site.pageFindings(route), route).toEqual([]);
    // The post's own links are told once, by the site's findings.
    expect(dev.site.pageFindings(POST)).toEqual([]);
  });

  it("checks a draft's page as the build will render it on the day it is published", () => {
    expect(dev.site.pageFindings(DRAFT)).toEqual([
      `${rel(draft)} is a draft (draft: true): once it is published, the build will stop on its links:`,
      `DeadLinks: Internal links lead nowhere.\n1 dead internal link; fix the link or add the page:\n  ${rel(draft)}:${lineOf(draft, NO_SERVICE)}: ${NO_SERVICE}`,
    ]);
  });

  it("sends an opening page the site's findings and its own, and tells the terminal of a page once", async () => {
    const post = await openingEvents(dev.url, POST);
    expect(post).toEqual({ error: null, findings: atStart });
    const draftPage = DRAFT;
    const opened = await openingEvents(dev.url, draftPage);
    expect(opened.findings).toEqual([...atStart, ...dev.site.pageFindings(draftPage)]);
    // A page served: its findings to the terminal, once however often it is reloaded.
    const before = told.all.length;
    for (let i = 0; i < 2; i++) await (await fetch(new URL(draftPage, dev.url))).text();
    // The server tells the terminal right after a page is sent (setImmediate): once ours runs, it has.
    await new Promise((resolve) => setImmediate(resolve));
    expect(told.all.slice(before)).toEqual([{ route: draftPage, reports: dev.site.pageFindings(draftPage) }]);
  });

  it("clears what an edit fixed, on the pages and in the terminal", async () => {
    await edit(() => replaceIn(published, ` and [an old page](${NO_POST})`, ""));
    expect(await dev.site.checkSite()).toEqual([atStart[0], atStart[1]]);
    // Published, with its dead link: the site's now; the copy's link to it is fine.
    await edit(() => replaceIn(draft, "\ndraft: true", ""));
    expect(await dev.site.checkSite()).toEqual([
      `DeadLinks: Internal links lead nowhere.\n1 dead internal link; fix the link or add the page:\n  ${rel(draft)}:${lineOf(draft, NO_SERVICE)}: ${NO_SERVICE}`,
    ]);
    await edit(() => replaceIn(draft, `\nAsk about [our shredding](${NO_SERVICE}).\n`, ""));
    expect(await dev.site.checkSite()).toEqual([]);
    await told.until((all) => all.at(-1)?.reports.length === 0, "the site's findings cleared");
    expect(told.all.at(-1)).toEqual({ route: undefined, reports: [] });
    expect((await openingEvents(dev.url, POST)).findings).toEqual([]);
  });

  it("tells a bad redirect by its line, serves the good ones' pages as the build writes them, and counts them as links", async () => {
    await edit(() =>
      writeFileSync(redirectsFile, `/old-about ${paths.about}\n/gone /nowhere\n${POST} ${paths.about}\n`),
    );
    const file = rel(redirectsFile);
    expect((await dev.site.checkSite())[0]).toBe(
      `RedirectsInvalid: The redirects file has problems.\nThe redirects file has 2 problems; each line is an old path, then the page it moved to (see the comment at the top of the file):\n  ${file}:2: "/nowhere" is not a page of the site: fix the spelling, or point "/gone" at a page that exists\n  ${file}:3: "${POST}" is a page of the site: a page cannot also redirect. Remove this line, or the page`,
    );
    expect((await openingEvents(dev.url, paths.about)).findings[0]).toBe(dev.site.siteFindings()[0]);
    // A page stays a page.
    expect((await dev.site.request(POST)).route).toBe(POST);

    // A link in a post to an old path: the redirect page is there, as in the build.
    await edit(() => {
      writeFileSync(redirectsFile, `/old-about ${paths.about}\n`);
      appendFileSync(published, "\nRead [about us](/old-about).\n");
    });
    expect(await dev.site.checkSite()).toEqual([]);
    const old = await dev.site.request("/old-about");
    expect(old.status).toBe(200);
    expect(old.route).toBeUndefined();
    expect(old.body).toBe(
      redirectPage(
        { from: "/old-about", to: paths.about, line: 1 },
        {
          siteUrl: config.siteUrl,
          basePath: config.basePath,
          csp: contentSecurityPolicy({ inlineScripts: [] }),
          brand: siteContent(w.contentDir, w.publicDir).site.brand,
        },
      ),
    );
    // The redirect gone, the link is dead.
    await edit(() => writeFileSync(redirectsFile, ""));
    expect(await dev.site.checkSite()).toEqual([
      `DeadLinks: Internal links lead nowhere.\n1 dead internal link; fix the link or add the page:\n  ${rel(published)}:${lineOf(published, "/old-about")}: /old-about`,
    ]);
  });

  it("tells a missing image as the content loader reports it, and takes the fix", async () => {
    const cover = path.join(w.publicDir, "images/blog/cover.jpg");
    await edit(() => renameSync(cover, `${cover}.moved`));
    const expected = (() => {
      try {
        loadContent({ root: ROOT, ...w, today: config.today, showUnpublished: true });
        return "";
      } catch (caught) {
        return failureReport(caught);
      }
    })();
    expect(expected).toMatch(
      new RegExp(`^ContentInvalid: [\\s\\S]*${FIXTURE_POSTS.first.slug}\\.md:\\d+: field "image"`),
    );
    expect(dev.site.error).toBe(expected);
    expect((await openingEvents(dev.url, POST)).error).toBe(expected);
    await edit(() => renameSync(`${cover}.moved`, cover));
    expect(dev.site.error).toBeUndefined();
  });
});
