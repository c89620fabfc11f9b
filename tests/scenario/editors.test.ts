/**
 * An editor's day, on a copy of the real content and public/ (issue: "Editors publish without a
 * developer"): a post dated today by a new author whose name has an apostrophe, with a photo as
 * cover and another in its text, linking a service and another post; a scheduled post; a draft;
 * an existing post that nothing links to drafted; a redirect added. The build passes, the built
 * site shows the new post with responsive images that keep their place, and every test of the
 * built site (the dist project) passes on it, as it must for whatever valid content comes next.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { addDays, format, parseISO } from "date-fns";
import { parseHTML } from "linkedom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../build/1-config/config";
import { build } from "../../build/index";
import { newPostFields, newPostText } from "../../build/tools/new-post";
import { services } from "../../content/services";
import { paths } from "../../src/paths";
import { ROOT, siteContent, tempCopy, unlinkedPost } from "../helpers";

const cleanups: (() => void)[] = [];
const content = tempCopy(path.join(ROOT, "content"));
const pub = tempCopy(path.join(ROOT, "public"));
const out = tempCopy(path.join(ROOT, "tests/fixtures/content/legal"));
cleanups.push(content.cleanup, pub.cleanup, out.cleanup);
const outDir = path.join(out.dir, "dist");
const config = loadConfig(ROOT);
const today = config.today;

const NEW = "field-notes-from-a-hospital-refresh";
const SCHEDULED = "a-post-for-next-month";
const DRAFT = "a-post-still-being-written";
const AUTHOR = "Sean O'Brien";
const OLD_PATH = "/blog/hospital-refresh-notes";

/** A photo-like JPEG: a gradient with noise, so the encoders have real work. */
async function photo(file: string, width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = (x * 7919 + y * 104729) % 23;
      pixels[i] = (x * 255) / width + noise;
      pixels[i + 1] = (y * 255) / height + noise;
      pixels[i + 2] = 128 + noise;
    }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(file);
}

function post(slug: string, fields: Record<string, string>, body: string) {
  const lines = Object.entries({ slug, ...fields }).map(([key, value]) => `${key}: ${value}`);
  writeFileSync(path.join(content.dir, "blog", `${slug}.md`), `---\n${lines.join("\n")}\n---\n${body}\n`);
}

let drafted: string;
let linked: string;
const service = services[0]!;

beforeAll(async () => {
  const blog = path.join(content.dir, "blog");
  // Picked before anything changes: a post nothing links to (drafted below), and another to link.
  drafted = unlinkedPost(content.dir).slug;
  linked = siteContent(content.dir, pub.dir).posts.find((p) => p.slug !== drafted)!.slug;

  const authorsFile = path.join(content.dir, "authors.json");
  const authors = JSON.parse(readFileSync(authorsFile, "utf8")) as object[];
  authors.push({
    name: AUTHOR,
    role: "Field Operations Lead",
    bio: "Sean runs pickups and on-site shredding for hospitals and clinics in New England.",
  });
  writeFileSync(authorsFile, `${JSON.stringify(authors, null, 2)}\n`);

  await photo(path.join(pub.dir, "images/blog", `${NEW}.jpg`), 1600, 900);
  await photo(path.join(pub.dir, "images/blog", `${NEW}-cart.jpg`), 1200, 1600);
  const existingCover = siteContent(content.dir, pub.dir).posts[0]!.image;

  post(
    NEW,
    {
      title: '"Field Notes From a Hospital Refresh"',
      excerpt: '"What 1,200 laptops, three loading docks and one weekend taught us about chain of custody."',
      category: "Compliance",
      author: `"${AUTHOR}"`,
      date: today,
      image: `/images/blog/${NEW}.jpg`,
      imageAlt: '"Racks of laptops on carts in a hospital corridor"',
    },
    [
      "The refresh began on a Friday evening.",
      "",
      "## What we counted",
      "",
      `Every device was scanned at the dock; see [our ${service.title} service](${paths.service(service.slug)}) and [a related article](${paths["blog-post"](linked)}).`,
      "",
      `![A sealed cart of laptops at the loading dock](/images/blog/${NEW}-cart.jpg)`,
      "",
      "The cart stayed sealed until the serials matched the manifest.",
    ].join("\n"),
  );
  post(
    SCHEDULED,
    {
      title: '"A Post for Next Month"',
      excerpt: '"Written ahead of time and published on its date, with nothing to do on the day."',
      category: "Security",
      author: `"${AUTHOR}"`,
      date: format(addDays(parseISO(today), 30), "yyyy-MM-dd"),
      image: existingCover,
      imageAlt: '"The cover of another article"',
    },
    "Scheduled text.",
  );
  // The draft, as `npm run new-post` writes it: its guidance lines still in, its cover an existing one.
  const fields = newPostFields(
    { title: "A Post Still Being Written", author: AUTHOR },
    { authors: [AUTHOR], today, fileOf: (slug) => `${slug}.md` },
  );
  writeFileSync(path.join(blog, `${DRAFT}.md`), newPostText({ ...fields, image: existingCover }));
  const draftedFile = path.join(blog, `${drafted}.md`);
  writeFileSync(draftedFile, readFileSync(draftedFile, "utf8").replace(/^---\n/, "---\ndraft: true\n"));
  appendFileSync(path.join(content.dir, "redirects.txt"), `${OLD_PATH} ${paths["blog-post"](NEW)}\n`);

  await build({ root: ROOT, contentDir: content.dir, publicDir: pub.dir, outDir, config });
}, 300_000);

afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

const html = (file: string) => parseHTML(readFileSync(path.join(outDir, file), "utf8")).document;

describe("an editor's day on a copy of the content", () => {
  it("publishes the new post, its author and its redirect; holds back the scheduled post and the drafts", () => {
    expect(existsSync(path.join(outDir, `blog/${NEW}/index.html`))).toBe(true);
    expect(existsSync(path.join(outDir, "blog/author/sean-obrien/index.html"))).toBe(true);
    for (const slug of [SCHEDULED, DRAFT, drafted])
      expect(existsSync(path.join(outDir, `blog/${slug}/index.html`)), slug).toBe(false);
    const redirect = html(`${OLD_PATH.slice(1)}/index.html`);
    expect(redirect.querySelector('link[rel="canonical"]')?.getAttribute("href")).toContain(
      paths["blog-post"](NEW),
    );
    const sitemap = readFileSync(path.join(outDir, "sitemap.xml"), "utf8");
    expect(sitemap).toContain(paths["blog-post"](NEW));
    expect(sitemap).not.toContain(paths["blog-post"](drafted));
  });

  it("shows the cover and the picture in the text as responsive images that keep their place", () => {
    const d = html(`blog/${NEW}/index.html`);
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

  it("passes every test of the built site", () => {
    const run = spawnSync("npx", ["vitest", "run", "--project", "dist", "--reporter=dot"], {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: outDir, CONTENT_DIR: content.dir, PUBLIC_DIR: pub.dir },
      encoding: "utf8",
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`.slice(-4000)).toBe(0);
  }, 600_000);
});
