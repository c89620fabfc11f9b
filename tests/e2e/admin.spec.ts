/**
 * The browser editor at /admin/ (Sveltia CMS, configured by the build from the schemas), proven as
 * an editor uses it, on a copy of the project's content opened in its local-repository mode
 * (local-repository.ts): a new author; a post by them dated today, with a JPEG cover and a JPEG
 * in its body; the home page's headline and a FAQ answer. The files the CMS wrote are then built
 * by `npm run build`, and the pages show each change. (A post scheduled for later and the phone
 * number go through the same date field and YAML format; with them, an editor's whole week was
 * run once through the CMS, then `npm test` on its files: see docs/testing.md.)
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Locator } from "@playwright/test";
import { parseHTML } from "linkedom";
import sharp from "sharp";
import { SITE_TIME_ZONE } from "../../build/1-config/config";
import { CONTENT_FOLDER, IMAGE_FOLDERS, POSTS_DIR, PUBLIC_FOLDER } from "../../src/model/content-files";
import { pageCopyFiles } from "../../src/model/copy";
import { authorSlug } from "../../src/model/slugs";
import { ADMIN_DIR, paths } from "../../src/paths";
import { expect, test } from "./fixtures";
import { answerFolderPicker, prepareFolder, readFolder } from "./local-repository";
import { CMS_STAND_IN, EMAILJS_STAND_INS } from "./site-config";
import { root } from "./sites";

const ROOT = path.resolve(import.meta.dirname, "../..");
const WORK = path.join(ROOT, ".tmp/e2e/admin");

// The editor works in the office's time zone, whose date decides what the build publishes: the
// CMS's "today" is the build's.
test.use({ ownContext: true, actionTimeout: 15_000, reducedMotion: "reduce", timezoneId: SITE_TIME_ZONE });
// An editor's changes, then a build of what they wrote: one long test.
test.setTimeout(180_000);

/** A field of the editor's form by its label (the CMS wraps each label in isolation marks). */
const fieldName = (label: string) => `“\u2068${label}\u2069” Field`;

/** A JPEG as a phone or camera makes one, at the share image's shape. */
async function photo(file: string, colour: string): Promise<string> {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: colour } })
    .jpeg()
    .toFile(file);
  return file;
}

test("an author, a post with photos, a headline and an answer, written in the browser editor, build into the site", async ({
  page,
  pageErrors,
}) => {
  // The CMS checks for its own updates (unpkg.com) and loads its icon font from a CDN: the page's
  // policy refuses the first, and this machine has no network for the second.
  pageErrors.allow(/unpkg\.com/, /Failed to load resource/);
  rmSync(WORK, { recursive: true, force: true });
  const edits = {
    author: {
      name: "Dana Whitfield",
      role: "Head of Client Reporting",
      bio: "Dana runs the certificates and reports every client receives after a pickup.",
    },
    post: {
      slug: "what-a-certificate-of-destruction-proves",
      title: "What a Certificate of Destruction Proves, and What It Does Not",
      excerpt:
        "A certificate of destruction is the document auditors ask for first. Here is what it records, what it cannot show, and what to keep beside it.",
      category: "Compliance",
      bodyText:
        "Auditors ask for the certificate first, so it has to say which serial numbers were destroyed and how.",
      imageAlt: "A stack of signed certificates of destruction beside a shredded drive",
    },
    headline: "Certified IT Asset Disposition, Proven Device by Device",
    faqAnswer:
      "IT asset disposition is how retired equipment leaves your business: collected, erased, reused or recycled, and documented.",
  };
  const cover = await photo(path.join(WORK, "photos/certificate-stack.jpg"), "#2d6a8e");
  const bodyPhoto = await photo(path.join(WORK, "photos/shredded-drive.jpg"), "#8e5a2d");

  await answerFolderPicker(page);
  await page.goto(root.url(`/${ADMIN_DIR}/`));
  await prepareFolder(page, ROOT, [`${CONTENT_FOLDER}/**`, `${PUBLIC_FOLDER}/${IMAGE_FOLDERS.posts}/**`]);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  const field = (label: string, within = page.locator("body")) =>
    within.getByRole("group", { name: fieldName(label), exact: true });
  /** The CMS draws a field once it scrolls into view: scrolls the form down until `label`'s is there. */
  const reveal = async (label: string, within = page.locator("body")) => {
    const found = field(label, within).first();
    for (let turn = 0; turn < 20 && !(await found.count()); turn++) await page.mouse.wheel(0, 900);
    await found.scrollIntoViewIfNeeded();
    return found;
  };
  const save = async () => {
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Entry saved." })).toBeVisible();
  };
  /**
   * Types into a field of the form. A form the CMS has just opened shows its inputs a moment
   * before it listens to them, and what is typed then is lost: typed again until it stays.
   */
  const type = async (box: Locator, value: string) => {
    const editable = await box.evaluate((element) => (element as HTMLElement).isContentEditable);
    await expect(async () => {
      await box.fill(value);
      if (editable) await expect(box).toHaveText(value, { timeout: 250 });
      else await expect(box).toHaveValue(value, { timeout: 250 });
    }).toPass({ timeout: 10_000 });
  };
  const newEntry = async () => {
    await page.getByRole("button", { name: "New" }).click();
    await expect(page.getByRole("status").filter({ hasText: "creating a new entry" })).toBeVisible();
  };
  const collection = (name: string) => page.getByRole("treeitem", { name, exact: true });

  // A new author.
  await collection("Authors").click();
  await page.getByRole("row", { name: "Authors" }).click();
  // Each author folded to a line: the one added is the only one open.
  await page.getByRole("button", { name: "Collapse All" }).click();
  await page.getByRole("button", { name: "Add \u2068Author\u2069" }).click();
  await type(page.getByRole("textbox", { name: "Name" }), edits.author.name);
  await type(page.getByRole("textbox", { name: "Role" }), edits.author.role);
  await type(page.getByRole("textbox", { name: "Bio" }), edits.author.bio);
  await save();

  // A post by them, with a cover and a photo in its body, dated today: the date its form opens
  // with, the editor's today in the office's time zone.
  await collection("Blog posts").click();
  await newEntry();
  await type(field("Slug").getByRole("textbox"), edits.post.slug);
  await type(field("Title").getByRole("textbox"), edits.post.title);
  await type(field("Excerpt").getByRole("textbox"), edits.post.excerpt);
  await field("Category").getByRole("radio", { name: edits.post.category }).check();
  await field("Author").getByRole("combobox").click();
  await page.getByRole("option", { name: edits.author.name }).click();
  const upload = async (within: ReturnType<typeof field>, file: string) => {
    await within.getByRole("button", { name: "Browse" }).click();
    const dialog = page.getByRole("dialog", { name: "Select Image" });
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload" }).click();
    await (await chooser).setFiles(file);
    await dialog.getByRole("button", { name: "Insert" }).click();
  };
  await upload(field("Image"), cover);
  await type(field("Image alt").getByRole("textbox"), edits.post.imageAlt);
  const body = await reveal("Body");
  await type(body.getByRole("textbox", { name: "Body" }), edits.post.bodyText);
  // A paragraph of its own for the photo, as an editor presses Enter before inserting it.
  await body.getByRole("textbox", { name: "Body" }).press("End");
  await body.getByRole("textbox", { name: "Body" }).press("Enter");
  await body.getByRole("button", { name: "Image" }).click();
  await upload(field("Source", body), bodyPhoto);
  await expect(field("Source", body).getByRole("textbox")).toHaveText(
    `/${IMAGE_FOLDERS.posts}/${path.basename(bodyPhoto)}`,
  );
  await type(
    field("Alt Text", body).getByRole("textbox"),
    "A hard drive cut into strips by an industrial shredder",
  );
  await save();

  // The home page's headline and its first FAQ answer.
  await collection("Pages").click();
  await page.getByRole("row", { name: "Home" }).click();
  await type(field("Title", await reveal("Hero")).getByRole("textbox"), edits.headline);
  const faq = await reveal("Faq");
  await type((await reveal("Answer", faq)).getByRole("textbox"), edits.faqAnswer);
  await save();

  // What the CMS wrote, built as `npm run build` builds it.
  const repo = path.join(WORK, "repo");
  // The last save's file, once the CMS has written it.
  await expect
    .poll(async () => {
      await readFolder(page, repo);
      return readFileSync(path.join(repo, CONTENT_FOLDER, pageCopyFiles.home.file), "utf8");
    })
    .toContain(edits.faqAnswer);
  const written = await readFolder(page, repo);
  expect(written).toEqual(
    expect.arrayContaining([
      `${CONTENT_FOLDER}/${POSTS_DIR}/${edits.post.slug}.md`,
      ...[cover, bodyPhoto].map((photo) => `${PUBLIC_FOLDER}/${IMAGE_FOLDERS.posts}/${path.basename(photo)}`),
    ]),
  );
  const publicDir = path.join(WORK, "public");
  cpSync(path.join(ROOT, PUBLIC_FOLDER), publicDir, { recursive: true });
  cpSync(path.join(repo, PUBLIC_FOLDER), publicDir, { recursive: true });
  const contentDir = path.join(repo, CONTENT_FOLDER);
  const outDir = path.join(WORK, "dist");
  // `npm run build` itself, in a process of its own, as an editor's commit is built.
  await promisify(execFile)(
    process.execPath,
    ["build/run.mjs", "build/cli.ts", "--content", contentDir, "--public", publicDir, "--out", outDir],
    { cwd: ROOT, env: { ...process.env, ...EMAILJS_STAND_INS, ...CMS_STAND_IN, NODE_ENV: "production" } },
  );
  const built = (sitePath: string) => {
    const file = path.join(outDir, sitePath, "index.html");
    return existsSync(file) ? parseHTML(readFileSync(file, "utf8")).document : undefined;
  };
  const words = (node: { textContent: string | null } | null | undefined) =>
    (node?.textContent ?? "").replaceAll("\u2011", "-").replace(/\s+/g, " ").trim();

  const post = built(paths["blog-post"](edits.post));
  expect(words(post?.querySelector("h1"))).toBe(edits.post.title);
  expect(words(post?.querySelector("main"))).toContain(edits.author.name);
  expect(words(post?.querySelector("main"))).toContain(edits.post.bodyText);
  const pictures = [...(post?.querySelectorAll("main img, main source") ?? [])].map(
    (element) => element.getAttribute("src") ?? element.getAttribute("srcset") ?? "",
  );
  expect(pictures.some((src) => src.includes("certificate-stack"))).toBe(true);
  expect(pictures.some((src) => src.includes("shredded-drive"))).toBe(true);
  expect(built(paths["blog-author"]({ slug: authorSlug(edits.author.name) }))).toBeDefined();
  const home = built(paths.home);
  expect(words(home?.querySelector("h1"))).toBe(edits.headline);
  expect(words(home?.querySelector("main"))).toContain(edits.faqAnswer);
});
