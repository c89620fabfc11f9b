import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { stagingDirs } from "../../build/7-output/out-dir";
import { ContentInvalid, DeadLinks, OutputCollision, SiteBuildError } from "../../build/errors";
import { build } from "../../build/site-build";
import { site } from "../../content/site";
import { countWords } from "../../src/model/read-time";
import { routesFor } from "../../src/pages";
import { FEED_PATH, paths } from "../../src/paths";
import { FIXTURE_POSTS, fixtureWorkspace, ROOT, siteContent } from "../helpers";

let cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/** Fixture content and the real public/ (plus the fixture cover), each copied so a test can break them. */
const workspace = () => fixtureWorkspace(cleanups);

const run = (w: ReturnType<typeof workspace>) => build({ root: ROOT, ...w, config: configFrom({}) });

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
    `  ${rel(terms)}:10: /terms-2019`,
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

  it("on bad frontmatter", async () => {
    const w = workspace();
    const post = path.join(w.contentDir, `blog/${FIXTURE_POSTS.second.slug}.md`);
    writeFileSync(post, readFileSync(post, "utf8").replace("category: Data Center", "category: Datacenter"));
    const failure = run(w);
    await expect(failure).rejects.toThrow(`${FIXTURE_POSTS.second.slug}.md: field "category"`);
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
