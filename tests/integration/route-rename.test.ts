/**
 * A post's route renamed in src/paths.ts, and nothing else: the fixture content built with
 * `paths["blog-post"]` moved from /blog/<slug> to /articles/<slug>. Every output must follow,
 * and the build's dead-link check must find nothing: the pages' links, the feed, the sitemap,
 * the redirect pages and the CloudFront map. What each should hold is read from the built
 * pages (their canonical links), not from the paths module.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { cloudFrontFunctionFile, cloudFrontRedirects } from "../../build/5-site-files/redirect-outputs";
import { siteFileUrls } from "../../build/6-links/site-file-links";
import { build } from "../../build/site-build";
import { FEED_PATH, paths, SITEMAP_PATH, type Slugged } from "../../src/paths";
import { FIXTURE_POSTS, FIXTURES, pathPrefix, ROOT, tempCopy, tempDir } from "../helpers";

/** The renamed route's folder: a name no other route, file or content of the fixture uses. */
const RENAMED = "articles";

vi.mock("../../src/paths", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/paths")>();
  return { ...real, paths: { ...real.paths, "blog-post": (post: Slugged) => `/${RENAMED}/${post.slug}` } };
});

/** The routes as src/paths.ts writes them, before the rename. */
const before = (await vi.importActual<typeof import("../../src/paths")>("../../src/paths")).paths;
/** An old address of the first fixture post: a post's path before the rename. */
const OLD_POST = before["blog-post"]({ slug: "old-first-post" });

const SITE_URL = "https://example.org";
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const content = tempCopy(path.join(FIXTURES, "content"));
const pub = tempCopy(path.join(ROOT, "public"));
const out = tempDir();
cleanups.push(content.cleanup, pub.cleanup, out.cleanup);
const outDir = path.join(out.dir, "dist");
const read = (file: string) => readFileSync(path.join(outDir, file), "utf8");
const html = (file: string) => parseHTML(read(file)).document;

/** Every built page that says it is an article, by its canonical URL. */
function articles(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of fg.sync("**/index.html", { cwd: outDir })) {
    const d = html(file);
    if (d.querySelector('meta[property="og:type"]')?.getAttribute("content") !== "article") continue;
    found.set(d.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "", file);
  }
  return found;
}

/** The output file a URL of the site is served from (GitHub Pages' rules: <path>/index.html), if any. */
function servedFrom(url: string): string | undefined {
  const sitePath = url.startsWith(SITE_URL) ? url.slice(SITE_URL.length) : url;
  const name = decodeURIComponent(sitePath).replace(/^\/|\/$/g, "");
  return [name ? `${name}/index.html` : "index.html", `${name}.html`, name].find(
    (file) => file && existsSync(path.join(outDir, file)),
  );
}

beforeAll(async () => {
  cpSync(path.join(FIXTURES, "public/images/blog"), path.join(pub.dir, "images/blog"), { recursive: true });
  // An old address of a post, sent to the post where it now is: the target written with the route, as an editor copies it from the built site.
  writeFileSync(
    path.join(content.dir, "redirects.txt"),
    `${OLD_POST} ${paths["blog-post"](FIXTURE_POSTS.first)}\n${paths.blog}/old-list ${paths.blog}\n`,
  );
  // The build stops on a dead link anywhere it looks: that it passes is the first check.
  await build({
    root: ROOT,
    contentDir: content.dir,
    publicDir: pub.dir,
    outDir,
    config: configFrom({ SITE_URL }),
    workers: 0,
  });
});

describe("the post route renamed in src/paths.ts", () => {
  it("writes every post under the new route, and none under the old", () => {
    const urls = [...articles().keys()];
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect(new URL(url).pathname, url).toMatch(new RegExp(`^/${RENAMED}/[^/]+$`));
    expect(fg.sync(`${RENAMED}/*/index.html`, { cwd: outDir })).toHaveLength(urls.length);
    for (const url of urls)
      expect(
        servedFrom(before["blog-post"]({ slug: path.posix.basename(new URL(url).pathname) })),
      ).toBeUndefined();
  });

  it("links every post from the pages by its new address: the blog list's cards and the service copy", () => {
    const posts = [...articles().keys()].map((url) => new URL(url).pathname);
    const cards = [...html(`${paths.blog.slice(1)}/index.html`).querySelectorAll("main article a[href]")].map(
      (a) => a.getAttribute("href"),
    );
    for (const post of posts) expect(cards, post).toContain(post);
    // The ITAD page's copy names the article by its slug ({ post: ... }); its href follows the route.
    const service = fg.sync(`${pathPrefix("service").slice(1)}*/index.html`, { cwd: outDir }).map(html);
    const hrefs = service.flatMap((d) =>
      [...d.querySelectorAll("main a[href]")].map((a) => a.getAttribute("href")),
    );
    expect(hrefs.filter((href) => href?.startsWith(`/${RENAMED}/`)).length).toBeGreaterThan(0);
    for (const href of hrefs.filter((h) => h?.startsWith(`/${RENAMED}/`)))
      expect(servedFrom(href ?? ""), href ?? "").toBeDefined();
  });

  it("gives in the feed and the sitemap each post's canonical URL, each served by a built page", () => {
    const pages = articles();
    const feedItems = [...read(FEED_PATH.slice(1)).matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(
      (m) => m[1],
    );
    expect(feedItems.length).toBe(pages.size);
    for (const url of feedItems) {
      expect(pages.has(url ?? ""), url).toBe(true);
      expect(servedFrom(url ?? ""), url).toBe(pages.get(url ?? ""));
    }
    // The channel's own links (the blog, the feed itself) are served too.
    for (const url of siteFileUrls(read(FEED_PATH.slice(1)))) expect(servedFrom(url), url).toBeDefined();
    const sitemap = [...read(SITEMAP_PATH.slice(1)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    for (const url of pages.keys()) expect(sitemap).toContain(url);
    for (const url of sitemap) expect(servedFrom(url), url).toBeDefined();
  });

  it("sends an old address to the post's new one, on the redirect page and in the CloudFront map", () => {
    const [post] = [...articles().entries()].filter(([url]) => url.endsWith(`/${FIXTURE_POSTS.first.slug}`));
    expect(post).toBeDefined();
    const target = new URL(post?.[0] ?? "").pathname;
    const redirect = html(`${OLD_POST.slice(1)}/index.html`);
    expect(redirect.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(post?.[0]);
    expect(redirect.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe(
      `0; url=${target}`,
    );
    const map = cloudFrontRedirects(readFileSync(cloudFrontFunctionFile(outDir), "utf8"));
    expect(map[OLD_POST]).toBe(target);
    for (const to of Object.values(map)) expect(servedFrom(to), to).toBeDefined();
  });
});
