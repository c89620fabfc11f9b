import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { stagingDirs } from "../../build/7-output/out-dir";
import {
  ChecksFailed,
  ContentInvalid,
  DeadLinks,
  OutputCollision,
  RedirectsInvalid,
  SiteBuildError,
} from "../../build/errors";
import { build } from "../../build/site-build";
import { countWords } from "../../src/model/read-time";
import { routesFor } from "../../src/pages";
import { FEED_PATH, paths } from "../../src/paths";
import { FIXTURE_POSTS, fixtureDirs, fixtureWorkspace, lineOf, ROOT, siteContent } from "../helpers";

let cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/** Fixture content and the real public/ (plus the fixture cover), each copied so a test can break them. */
const workspace = () => fixtureWorkspace(cleanups);

const run = (w: ReturnType<typeof workspace>) => build({ root: ROOT, ...w, config: configFrom({}) });

/** The fixture's site constants (tests/fixtures/content/site.yaml), which its posts' tokens fill in. */
const { site } = siteContent(fixtureDirs().contentDir, fixtureDirs().publicDir);

/**
 * Three dead links: one in a post's markdown, one in a legal page's, and the favicon, which
 * no content file writes (its file is gone from public/). Returns the message the build must give (in route order).
 */
function addDeadLinks(w: ReturnType<typeof workspace>): string {
  const post = path.join(w.contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`);
  writeFileSync(post, `${readFileSync(post, "utf8")}\n\nSee [the old page](/no-such-page).\n`);
  const terms = path.join(w.contentDir, "legal/terms.md");
  writeFileSync(terms, `${readFileSync(terms, "utf8")}\nRead [the old terms](/terms-2019) too.\n`);
  rmSync(path.join(w.publicDir, "favicon.svg"));
  const rel = (file: string) => path.relative(ROOT, file);
  // The favicon is in every page's head, named by the first pages and how many more.
  const routes = routesFor(siteContent(w.contentDir, w.publicDir)).map((route) => route.path);
  return [
    "3 dead internal links; fix the link or add the page:",
    `  pages ${routes.slice(0, 3).join(", ")} and ${routes.length - 3} more: /favicon.svg`,
    `  ${rel(terms)}:10: /terms-2019 (did you mean "${paths.terms}"?)`,
    `  ${rel(post)}:19: /no-such-page`,
  ].join("\n");
}

/** Every file under `dir`: its name, a hash of its bytes, its inode and its modification time. */
function snapshot(dir: string): string[] {
  return fg.sync("**/*", { cwd: dir, dot: true, onlyFiles: false, markDirectories: true }).map((file) => {
    if (file.endsWith("/")) return file;
    const full = path.join(dir, file);
    const { ino, mtimeMs } = statSync(full);
    return `${file} ${createHash("sha256").update(readFileSync(full)).digest("hex")} ${ino} ${mtimeMs}`;
  });
}

describe("a successful build", () => {
  const w = workspace();
  beforeAll(() => run(w));
  const built = (file: string) => readFileSync(path.join(w.outDir, file), "utf8");

  it("fills {{tokens}} wherever a post's text appears: page, head, structured data and feed", () => {
    const { document } = parseHTML(built(`${paths["blog-post"](FIXTURE_POSTS.first).slice(1)}/index.html`));
    const title = `The First Fixture Post for ${site.brand} Tests`;
    expect(document.querySelector("h1")?.textContent).toBe(title);
    const body = document.querySelector(".prose-content")!;
    expect(body.textContent).toContain(`Call ${site.phone.digits} or write to us.`);
    expect(body.querySelector("a")?.getAttribute("href")).toBe(`mailto:${site.email}`);
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    expect(description).toContain(`, by ${site.brand}.`);
    const posting = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? ""))
      .find((block) => block["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: title, description });
    const source = readFileSync(path.join(w.contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`), "utf8");
    const filledBody = source
      .split("---\n")[2]!
      .replace("{{phone}}", site.phone.digits)
      .replace("{{email}}", site.email);
    expect(posting.wordCount).toBe(countWords(filledBody));
    const feed = built(FEED_PATH.slice(1));
    expect(feed).toContain(`<title>${title}</title>`);
    expect(feed).toContain(`, by ${site.brand}.</description>`);
    for (const file of fg.sync("**/*.{html,xml}", { cwd: w.outDir })) expect(built(file)).not.toContain("{{");
  });

  it("leaves the previous output byte for byte as it was when the next build fails on a dead link", async () => {
    const before = snapshot(w.outDir);
    expect(before.length).toBeGreaterThan(50);
    const message = addDeadLinks(w);
    await expect(run(w)).rejects.toThrow(message);
    expect(snapshot(w.outDir)).toEqual(before);
  });
});

describe("the build stops with a message that names the file", () => {
  it("on a dead internal link, naming the markdown file and line or else the page, never dist/", async () => {
    const w = workspace();
    const message = addDeadLinks(w);
    const failure = await run(w).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SiteBuildError);
    expect((failure as SiteBuildError).data).toBe(DeadLinks);
    expect((failure as Error).message).toBe(message);
    expect((failure as Error).message).not.toContain("dist/");
    // A first build that fails leaves no output folder at all.
    expect(existsSync(w.outDir)).toBe(false);
    // What it wrote waits in the staging folder, to be written over by the next build.
    expect(existsSync(path.join(stagingDirs(w.outDir).staging, "index.html"))).toBe(true);
  });

  it("on a link to a place a page does not have, from a post, a legal page, the copy or a redirect, naming each line and the page's places", async () => {
    const w = workspace();
    const rel = (file: string) => path.relative(ROOT, file);
    const post = path.join(w.contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`);
    // The post's own heading is "A heading" (#a-heading): one letter off, on its page; a place on another, written two ways.
    writeFileSync(
      post,
      `${readFileSync(post, "utf8")}\nSee [above](#a-headin), [our values](${paths.about}#valeus) and [the terms](../..${paths.terms}#nowhere).\n`,
    );
    const terms = path.join(w.contentDir, "legal/terms.md");
    writeFileSync(
      terms,
      `${readFileSync(terms, "utf8")}\nRead [the post](${paths["blog-post"](FIXTURE_POSTS.first)}#gone).\n`,
    );
    const copy = path.join(w.contentDir, "pages/sustainability.yaml");
    writeFileSync(
      copy,
      readFileSync(copy, "utf8").replace(
        /^(\s+)to: \{ anchor: sample-report \}$/m,
        "$1to: { anchor: sample-reprt }",
      ),
    );
    const hashCopy = path.join(w.contentDir, "pages/home.yaml");
    writeFileSync(
      hashCopy,
      readFileSync(hashCopy, "utf8").replace(
        /^(\s+)to: \{ page: sustainability \}$/m,
        "$1to: { page: sustainability, hash: nowhere }",
      ),
    );
    const redirects = path.join(w.contentDir, "redirects.txt");
    // The second line leads to a place the terms have: it passes.
    writeFileSync(
      redirects,
      `/old-values ${paths.about}#valeus\n/old-terms ${paths.terms}#acceptance-of-terms\n`,
    );

    const failure = await run(w).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SiteBuildError);
    expect((failure as SiteBuildError).data, (failure as Error).message).toBe(DeadLinks);
    const lines = (failure as Error).message.split("\n");
    expect(lines[0], lines.join("\n")).toBe("7 dead internal links; fix the link or add the page:");
    const at = (file: string, text: string) => `  ${rel(file)}:${lineOf(file, text)}: `;
    const places = (page: string, id: string) =>
      new RegExp(
        `\\(${page} has no element with id "${id}"; its headings and sections: #[\\w-]+(, #[\\w-]+)*`,
      );
    const expected: [string, RegExp][] = [
      [
        `${at(post, "#a-headin")}#a-headin `,
        /\(this page has no element with id "a-headin"; .*#a-heading.*; did you mean "#a-heading"\?\)$/,
      ],
      [`${at(post, "#valeus")}${paths.about}#valeus `, /; did you mean "#values"\?\)$/],
      [`${at(post, "#nowhere")}../..${paths.terms}#nowhere `, places(`the page ${paths.terms}`, "nowhere")],
      [
        `${at(terms, "#gone")}${paths["blog-post"](FIXTURE_POSTS.first)}#gone `,
        places(`the page ${paths["blog-post"](FIXTURE_POSTS.first)}`, "gone"),
      ],
      [
        `${at(copy, "anchor: sample-reprt")}field "esgReporting.secondary.to.anchor": #sample-reprt `,
        /did you mean "#sample-report"\?\)$/,
      ],
      [
        `${at(hashCopy, "hash: nowhere")}field "sustainability.link.to.hash": ${paths.sustainability}#nowhere `,
        places(`the page ${paths.sustainability}`, "nowhere"),
      ],
      [`${at(redirects, "/old-values")}${paths.about}#valeus `, /; did you mean "#values"\?\)$/],
    ];
    for (const [start, note] of expected) {
      const line = lines.find((candidate) => candidate.startsWith(start));
      expect(line, `${start}\n${lines.join("\n")}`).toBeDefined();
      expect(line).toMatch(note);
    }
    expect(lines).toHaveLength(expected.length + 1);
  });

  it("on bad frontmatter", async () => {
    const w = workspace();
    const post = path.join(w.contentDir, `blog/${FIXTURE_POSTS.second.slug}.md`);
    writeFileSync(post, readFileSync(post, "utf8").replace("category: Data Center", "category: Datacenter"));
    const failure = run(w);
    await expect(failure).rejects.toThrow(`${FIXTURE_POSTS.second.slug}.md:5: field "category"`);
    await expect(failure).rejects.toMatchObject({ data: ContentInvalid });
  });

  it("on a page that would overwrite a public/ file", async () => {
    const w = workspace();
    const file = `${paths.about.slice(1)}.html`;
    writeFileSync(path.join(w.publicDir, file), "<p>old page</p>");
    const failure = run(w);
    await expect(failure).rejects.toThrow(`${file}: public/${file} and route ${paths.about}`);
    await expect(failure).rejects.toMatchObject({ data: OutputCollision });
  });
});

/** A post of the workspace marked draft: true, its slug and its file as messages name it. */
function addDraft(w: ReturnType<typeof workspace>) {
  const draft = { slug: "a-drafted-guide" };
  const file = path.join(w.contentDir, `blog/${draft.slug}.md`);
  writeFileSync(
    file,
    `---\nslug: ${draft.slug}\ntitle: "A Drafted Guide for the Fixture"\nexcerpt: "A post written as a draft, which a redirect of the fixture leads to too early."\ncategory: Security\nauthor: Ada Byron\ndate: 2025-01-15\nimage: /images/blog/cover.jpg\nimageAlt: "The cover image of the fixture posts"\ndraft: true\n---\nNot out yet.\n`,
  );
  return { draft, file: path.relative(ROOT, file) };
}

describe("one build tells the problems of every check it can run", () => {
  it("a redirect to a drafted post and a dead link in a post, together, and leaves the previous output as it was", async () => {
    const w = workspace();
    await run(w);
    const before = snapshot(w.outDir);
    const { draft, file: draftFile } = addDraft(w);
    const old = paths["blog-post"]({ slug: "old-guide" });
    writeFileSync(path.join(w.contentDir, "redirects.txt"), `# moved\n${old} ${paths["blog-post"](draft)}\n`);
    const post = path.join(w.contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`);
    writeFileSync(post, `${readFileSync(post, "utf8")}\nSee [the old page](/no-such-page).\n`);

    const failure = await run(w).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SiteBuildError);
    expect((failure as SiteBuildError).data).toBe(ChecksFailed);
    const { errors } = (failure as SiteBuildError<{ errors: SiteBuildError[] }>).details;
    expect(errors.map((error) => error.data)).toEqual([RedirectsInvalid, DeadLinks]);
    const rel = (file: string) => path.relative(ROOT, file);
    expect(errors[0]?.message.split("\n")[1]).toBe(
      `  ${rel(path.join(w.contentDir, "redirects.txt"))}:2: "${paths["blog-post"](draft)}" leads to the post ${draftFile}, which is a draft (draft: true), so it has no page: publish the post (remove draft: true), or point "${old}" at a published page until it is out`,
    );
    expect(errors[1]?.message.split("\n")[1]).toBe(
      `  ${rel(post)}:${lineOf(post, "/no-such-page")}: /no-such-page`,
    );
    expect(snapshot(w.outDir)).toEqual(before);
  });

  it("content that fails its checks, with the redirects file's own problems, saying which checks wait for the pages", async () => {
    const w = workspace();
    const post = path.join(w.contentDir, `blog/${FIXTURE_POSTS.second.slug}.md`);
    writeFileSync(post, readFileSync(post, "utf8").replace("category: Data Center", "category: Datacenter"));
    writeFileSync(path.join(w.contentDir, "redirects.txt"), `${paths["blog-post"]({ slug: "old-guide" })}\n`);
    const failure = await run(w).catch((error: unknown) => error);
    expect((failure as SiteBuildError).data).toBe(ChecksFailed);
    const { errors } = (failure as SiteBuildError<{ errors: SiteBuildError[] }>).details;
    expect(errors.map((error) => error.data)).toEqual([ContentInvalid, RedirectsInvalid]);
    expect(errors[0]?.message).toContain(
      `${path.relative(ROOT, post)}:${lineOf(post, "category:")}: field "category": must be one of Security, Sustainability, Data Center, Mobility, Compliance. Did you mean "Data Center"?`,
    );
    expect(errors[0]?.message).toMatch(
      /\nNot checked yet: each redirect of content\/redirects\.txt against the pages, and the links of every page\./,
    );
    expect(errors[1]?.message).toMatch(/redirects\.txt:1: write the old path, then the new one/);
    expect(existsSync(w.outDir)).toBe(false);
  });
});
