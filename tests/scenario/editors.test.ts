/**
 * An editor's day, on a copy of the real content and public/ (issue: "Editors publish without a
 * developer"): a post dated today by a new author whose name has an apostrophe, with a photo as
 * cover and another in its text, linking a service and another post; a scheduled post; a draft;
 * an existing post that nothing links to drafted; a redirect added; a post a page links to
 * drafted and the page's link moved in its data file; a new headline, FAQ answer and phone
 * number (./editors-day.ts). The build passes, the built
 * site shows the new post with responsive images that keep their place, and every test of the
 * built site (the dist project) passes on it, as it must for whatever valid content comes next.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../build/1-config/config";
import { build } from "../../build/site-build";
import { paths } from "../../src/paths";
import { ROOT, tempCopy } from "../helpers";
import { type EditorsDay, editorsDay } from "./editors-day";

const cleanups: (() => void)[] = [];
const content = tempCopy(path.join(ROOT, "content"));
const pub = tempCopy(path.join(ROOT, "public"));
const out = tempCopy(path.join(ROOT, "tests/fixtures/content/legal"));
cleanups.push(content.cleanup, pub.cleanup, out.cleanup);
const outDir = path.join(out.dir, "dist");
const config = loadConfig(ROOT);
const today = config.today;

let day: EditorsDay;

beforeAll(async () => {
  day = await editorsDay(content.dir, pub.dir, today);
  await build({ root: ROOT, contentDir: content.dir, publicDir: pub.dir, outDir, config });
}, 300_000);

afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

const html = (file: string) => parseHTML(readFileSync(path.join(outDir, file), "utf8")).document;

describe("an editor's day on a copy of the content", () => {
  it("publishes the new post, its author and its redirect; holds back the scheduled post and the drafts", () => {
    expect(existsSync(path.join(outDir, `blog/${day.fresh}/index.html`))).toBe(true);
    expect(existsSync(path.join(outDir, "blog/author/sean-obrien/index.html"))).toBe(true);
    for (const slug of [day.scheduled, day.draft, day.drafted])
      expect(existsSync(path.join(outDir, `blog/${slug}/index.html`)), slug).toBe(false);
    const redirect = html(`${day.oldPath.slice(1)}/index.html`);
    expect(redirect.querySelector('link[rel="canonical"]')?.getAttribute("href")).toContain(
      paths["blog-post"]({ slug: day.fresh }),
    );
    // Its links to another post and to a service, with the base path, to pages that were built.
    const hrefs = [...html(`blog/${day.fresh}/index.html`).querySelectorAll(".prose-content a")].map((a) =>
      a.getAttribute("href"),
    );
    expect(hrefs).toContain(`${config.basePath}${paths["blog-post"]({ slug: day.linked }).slice(1)}`);
    const service = hrefs.find((href) => href?.startsWith(`${config.basePath}services/`));
    expect(existsSync(path.join(outDir, `${service!.slice(config.basePath.length)}/index.html`))).toBe(true);
    const sitemap = readFileSync(path.join(outDir, "sitemap.xml"), "utf8");
    expect(sitemap).toContain(paths["blog-post"]({ slug: day.fresh }));
    expect(sitemap).not.toContain(paths["blog-post"]({ slug: day.drafted }));
  });

  it("shows the cover and the picture in the text as responsive images that keep their place", () => {
    const d = html(`blog/${day.fresh}/index.html`);
    const pictures = [...d.querySelectorAll("article picture")];
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const picture of pictures) {
      const types = [...picture.querySelectorAll("source")].map((s) => s.getAttribute("type"));
      expect(types).toEqual(["image/avif", "image/webp"]);
      for (const source of picture.querySelectorAll("source")) {
        // React writes srcSet; HTML attribute names are the same in any case.
        const srcset = source.getAttribute("srcset") ?? source.getAttribute("srcSet") ?? "";
        expect(srcset).toMatch(/^\S+ \d+w(, \S+ \d+w)*$/);
        expect(source.getAttribute("sizes")).toBeTruthy();
        for (const candidate of srcset.split(", ")) {
          const url = candidate.split(" ")[0]!;
          expect(existsSync(path.join(outDir, url.slice(config.basePath.length))), url).toBe(true);
        }
      }
      const img = picture.querySelector("img")!;
      expect(Number(img.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(img.getAttribute("height"))).toBeGreaterThan(0);
    }
    const body = d.querySelector(".prose-content img")!;
    expect(body.getAttribute("alt")).toBe("A sealed cart of laptops at the loading dock");
    expect(body.getAttribute("loading")).toBe("lazy");
    // Portrait: its box has the photo's ratio, so nothing moves when it arrives.
    expect(Number(body.getAttribute("height")) / Number(body.getAttribute("width"))).toBeCloseTo(
      1600 / 1200,
      2,
    );
  });

  it("takes down a post a page linked to, once the page's data file links elsewhere", () => {
    if (!day.unlinked) return; // The content's copy links to no post.
    const { slug, to } = day.unlinked;
    expect(existsSync(path.join(outDir, `blog/${slug}/index.html`))).toBe(false);
    const taken = `${config.basePath}${paths["blog-post"]({ slug }).slice(1)}`;
    const moved = `${config.basePath}${paths["blog-post"]({ slug: to }).slice(1)}`;
    const hrefs = fg
      .sync("**/*.html", { cwd: outDir })
      .flatMap((file) => [...html(file).querySelectorAll("a[href]")].map((a) => a.getAttribute("href")));
    expect(hrefs).not.toContain(taken);
    expect(hrefs).toContain(moved);
  });

  it("shows the home page's new headline and FAQ answer, and the new phone number on every page", () => {
    const home = html("index.html");
    expect(home.querySelector("h1")?.textContent).toBe(day.headline);
    expect(home.querySelector("#faq")?.textContent).toContain(day.faqAnswer);
    const tel = `tel:+${day.phone.replaceAll("-", "")}`;
    for (const file of ["index.html", "contact/index.html", `blog/${day.fresh}/index.html`])
      expect(html(file).querySelector(`footer a[href="${tel}"]`), file).not.toBeNull();
  });

  it("passes every test of the built site", () => {
    const run = spawnSync("npx", ["vitest", "run", "--project", "dist", "--reporter=dot"], {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: outDir, CONTENT_DIR: content.dir, PUBLIC_DIR: pub.dir },
      encoding: "utf8",
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`.slice(-4000)).toBe(0);
  }, 600_000);
});
