/**
 * The dev server (build/tools/dev/): what it serves is what the build writes, byte for byte
 * (before the one script it adds at serve time), and an edit to a post, a page's copy or a
 * component is served at once; bad content is reported and the last good site goes on serving.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fg from "fast-glob";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { configFrom } from "../../build/1-config/config";
import { withFontFaces } from "../../build/3-assets/assets";
import { buildCss } from "../../build/3-assets/css";
import { brandFont, fontCacheDir, siteText } from "../../build/3-assets/font-subset";
import { contentHash } from "../../build/3-assets/hash";
import { build } from "../../build/site-build";
import type { DevServer } from "../../build/tools/dev/dev-server";
import type { DevSite } from "../../build/tools/dev/dev-site";
import { startDevSite } from "../../build/tools/dev/dev-site";
import { ADMIN_DIR, FEED_PATH, NOT_FOUND_FILE, paths } from "../../src/paths";
import { lineOf, markedDraft, ROOT, recorder, unlinkedPost } from "../helpers";
import { sharedBuild } from "../shared-build";

const text = (body: Uint8Array | string) => Buffer.from(body);

/** The first server-sent event a page opening now gets (the server's state: the error or null). */
async function firstEvent(url: string): Promise<string> {
  const events = await fetch(new URL("/__dev/events", url));
  const reader = events.body?.getReader();
  const first = Buffer.from((await reader?.read())?.value ?? []).toString();
  await reader?.cancel();
  return first;
}

/** The post the tests below edit, break and draft: any published post that no other file links to. */
const target = unlinkedPost();
const targetFile = `content/blog/${target.slug}.md`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the dev server's pages", () => {
  let site: DevSite;
  /** Every post's page, asked for before the start's reading of the posts' markdown has begun. */
  let early: Map<string, Uint8Array | string>;
  /**
   * What the dev server must serve: the build with drafts and scheduled posts shown, as
   * `npm run build -- --drafts` writes it (the same as the published build when there are none).
   */
  const work = mkdtempSync(path.join(os.tmpdir(), "buyitad-dev-pages-"));
  const outDir = path.join(work, "dist");
  beforeAll(async () => {
    await build({ root: ROOT, outDir, config: configFrom({}), workers: 0, showUnpublished: true });
    site = await startDevSite({ root: ROOT, config: configFrom({}) });
    // request() renders at once, and the start reads the markdown from the next turn on: each
    // of these pages reads its post's markdown itself.
    const posts = fg.sync("*.md", { cwd: path.join(ROOT, "content/blog") }).map((file) => file.slice(0, -3));
    const answers = await Promise.all(posts.map((slug) => site.request(paths["blog-post"]({ slug }))));
    early = new Map(posts.map((slug, i) => [`blog/${slug}/index.html`, answers[i]?.body ?? ""]));
    await site.checked;
  });
  afterAll(async () => {
    await site?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("read a post's markdown when its page is the first to ask, the same bytes as the build", async () => {
    expect(early.size).toBe(fg.sync("*.md", { cwd: path.join(ROOT, "content/blog") }).length);
    for (const [file, body] of early)
      expect(text(body).equals(readFileSync(path.join(outDir, file))), file).toBe(true);
  });

  it("are byte for byte what the build writes, for every page, asset and site file, under every name", async () => {
    // Not the search index: only `npm run build` makes it (docs/dev-server.md).
    const files = fg
      .sync("**/*", { cwd: outDir })
      .filter((file) => !file.startsWith("images/") && !file.startsWith("pagefind/"));
    expect(files.length).toBeGreaterThan(60);
    for (const file of files) {
      const answer = await site.request(`/${file}`);
      expect(answer.status, file).toBe(200);
      expect(text(answer.body).equals(readFileSync(path.join(outDir, file))), file).toBe(true);
    }
    // A page by its clean URL, with and without the slash, as GitHub Pages answers it.
    const about = readFileSync(path.join(outDir, paths.about.slice(1), "index.html"));
    for (const url of [paths.about, `${paths.about}/`])
      expect(text((await site.request(url)).body).equals(about)).toBe(true);
    expect(text((await site.request("/")).body).equals(readFileSync(path.join(outDir, "index.html")))).toBe(
      true,
    );
    // The browser editor, on the working tree (CONTENT.md, "Editing in the browser").
    expect(
      text((await site.request(`/${ADMIN_DIR}/`)).body).equals(
        readFileSync(path.join(outDir, ADMIN_DIR, "index.html")),
      ),
    ).toBe(true);
  });

  it("answers an unknown path with the 404 page and status 404, and serves files of public/", async () => {
    const missing = await site.request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.route).toBe(paths["not-found"]);
    const { outDir } = await sharedBuild();
    expect(text(missing.body).equals(readFileSync(path.join(outDir, NOT_FOUND_FILE)))).toBe(true);
    const icon = await site.request("/favicon.svg");
    expect(icon.contentType).toMatch(/^image\/svg\+xml/);
    expect(text(icon.body).equals(readFileSync(path.join(ROOT, "public/favicon.svg")))).toBe(true);
  });
});

describe("the dev server's start, with a post whose markdown breaks the site", () => {
  const work = mkdtempSync(path.join(os.tmpdir(), "buyitad-dev-start-"));
  const contentDir = path.join(work, "content");
  const updates = recorder<{ files: string[]; ok: boolean; error?: string }>();
  let dev: DevServer;
  let early: Promise<unknown>;
  beforeAll(async () => {
    cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
    const post = path.join(contentDir, "blog", `${target.slug}.md`);
    writeFileSync(post, `${readFileSync(post, "utf8")}\nRead [the proof](javascript:alert(1)) first.\n`);
    const { startDevServer } = await import("../../build/tools/dev/dev-server");
    dev = await startDevServer({
      root: ROOT,
      contentDir,
      config: configFrom({}),
      port: 0,
      watch: [],
      onUpdate: updates.add,
    });
    // Asked for before the start has read the posts' markdown: the page reads its own.
    early = dev.site.request(paths["blog-post"](target));
    early.catch(() => {});
  });
  afterAll(async () => {
    await dev?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("serves at once, then tells the problem as the build would, with its file and line", async () => {
    // The start reads frontmatter only: the site serves before the posts' markdown is read.
    expect(dev.site.error).toBeUndefined();
    expect((await dev.site.request(paths.about)).status).toBe(200);
    const refused = await early.then(
      () => "",
      (caught: unknown) => dev.site.report(caught),
    );
    expect(refused).toMatch(/^ContentInvalid/);
    expect(refused).toMatch(new RegExp(`${escaped(targetFile)}:\\d+: link URL "javascript:alert\\(1\\)"`));

    const result = await dev.site.checked;
    expect(result?.ok).toBe(false);
    expect(dev.site.error).toMatch(/^ContentInvalid/);
    expect(dev.site.error).toMatch(
      new RegExp(`${escaped(targetFile)}:\\d+: link URL "javascript:alert\\(1\\)"`),
    );
    // Told to the terminal and the open pages as an edit's problem would be.
    expect(updates.all).toEqual([expect.objectContaining({ files: [], ok: false, error: dev.site.error })]);
    const first = await firstEvent(dev.url);
    expect(first).toContain("event: error");
    expect(first).toContain("javascript:alert(1)");
  });
});

describe("the dev server after an edit to a post", () => {
  const work = mkdtempSync(path.join(os.tmpdir(), "buyitad-dev-post-"));
  const contentDir = path.join(work, "content");
  // The edit dates the post 2030-01-01: the newest, and published on the build's "today".
  const config = configFrom({ SITE_TODAY: "2030-01-01" });
  let site: DevSite;
  beforeAll(async () => {
    cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
    site = await startDevSite({ root: ROOT, contentDir, config });
  });
  afterAll(async () => {
    await site?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("serves the post, the lists and the feed as the build of the edited content writes them", async () => {
    const post = path.join(contentDir, "blog", `${target.slug}.md`);
    writeFileSync(
      post,
      readFileSync(post, "utf8")
        .replace(/^title: .*$/m, 'title: "The Carbon Math of Hardware Reuse, Revised"')
        .replace(/^date: .*$/m, "date: 2030-01-01"),
    );
    const result = await site.update([post]);
    // Posts are not read for class names, nor imported by scripts: the stylesheet and client stay.
    expect(result).toMatchObject({ ok: true, redone: ["content"] });
    const outDir = path.join(work, "dist");
    // As the dev server shows them: drafts and scheduled posts too, with their banners.
    await build({
      root: ROOT,
      contentDir,
      publicDir: path.join(ROOT, "public"),
      outDir,
      config,
      workers: 0,
      showUnpublished: true,
    });
    for (const [url, file] of [
      [paths["blog-post"](target), `${paths["blog-post"](target).slice(1)}/index.html`],
      [paths.blog, `${paths.blog.slice(1)}/index.html`],
      [paths.home, "index.html"],
      [FEED_PATH, FEED_PATH.slice(1)],
    ] as const) {
      const served = String((await site.request(url)).body);
      expect(served, url).toBe(readFileSync(path.join(outDir, file), "utf8"));
      expect(served, url).toContain("Hardware Reuse, Revised");
    }
  });
});

describe("the dev server after an edit", () => {
  // A copy of the project's sources (public/ and node_modules/ are shared read-only), so that
  // editing it cannot disturb the other test files. The server is the copy's own, as
  // `npm run dev` runs the project's: its code and the site's are one tree.
  const work = mkdtempSync(path.join(os.tmpdir(), "buyitad-dev-"));
  const root = path.join(work, "site");
  const publicDir = path.join(ROOT, "public");
  const config = configFrom({});
  let dev: DevServer;
  const updates = recorder<{ files: string[]; ok: boolean; redone: string[] }>();
  const post = path.join(root, targetFile);
  const article = paths["blog-post"](target);
  const get = async (url: string) => String((await dev.site.request(url)).body);
  /** Writes a file and waits until the server has taken it in (through its file watcher). */
  const edit = async (file: string, change: (source: string) => string) => {
    const next = updates.next();
    writeFileSync(file, change(readFileSync(file, "utf8")));
    await next;
    return updates.all.at(-1);
  };

  beforeAll(async () => {
    mkdirSync(root);
    for (const dir of ["src", "content", "build"])
      cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
    // esbuild reads tsconfig.json (its "strict" puts "use strict" in the inline script).
    for (const file of ["package.json", "tsconfig.json"])
      cpSync(path.join(ROOT, file), path.join(root, file));
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"));
    const { startDevServer } = (await import(
      path.join(root, "build/tools/dev/dev-server.ts")
    )) as typeof import("../../build/tools/dev/dev-server");
    dev = await startDevServer({
      root,
      publicDir,
      config,
      port: 0,
      watch: ["src", "content"].map((dir) => path.join(root, dir)),
      onUpdate: updates.add,
    });
  });
  afterAll(async () => {
    await dev?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("adds its reload script to each page it sends and reloads open pages after a change", async () => {
    const response = await fetch(dev.url);
    const html = await response.text();
    const script = /<script type="module" src="(\/__dev\/client-[0-9a-f]{10}\.js)"><\/script>\n<\/body>/.exec(
      html,
    );
    expect(script).not.toBeNull();
    expect(html.replace(`<script type="module" src="${script?.[1]}"></script>\n`, "")).toBe(await get("/"));
    const client = await fetch(new URL(script?.[1] ?? "", dev.url));
    expect(await client.text()).toContain("location.reload()");
    // Named by its content: kept by the browser across reloads, as the hashed assets are.
    expect(client.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // A page is asked for again on every reload; a hashed file is kept (a reload after an edit fetches only the page).
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const stylesheet = /href="(\/assets\/styles-[^"]+\.css)"/.exec(html)?.[1] ?? "";
    const css = await fetch(new URL(stylesheet, dev.url));
    expect(css.status).toBe(200);
    expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(new URL("/favicon.svg", dev.url))).headers.get("cache-control")).toBe("no-cache");

    const events = await fetch(new URL("/__dev/events", dev.url));
    const reader = events.body?.getReader();
    if (!reader) throw new Error("no event stream");
    const received: string[] = [];
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received.push(Buffer.from(value).toString());
        if (received.join("").includes("event: reload")) return;
      }
    })();
    await edit(post, (source) =>
      source.replace(/^title: .*$/m, 'title: "The Carbon Math of Reusing Hardware, Again"'),
    );
    await reading;
    await reader.cancel();
    expect(received.join("")).toContain("event: reload");
  });

  it("serves an edit to a page's copy and to a component", async () => {
    const copy = path.join(root, "content/pages/about.yaml");
    const copied = await edit(copy, (source) => {
      const doc = parseDocument(source);
      doc.setIn(["hero", "title"], `${doc.getIn(["hero", "title"])} (edited in dev)`);
      return doc.toString();
    });
    expect(await get(paths.about)).toContain("(edited in dev)");
    // Words, not code: the content is read again, and nothing is bundled or styled again.
    expect(copied?.redone).toEqual(["content"]);
    const footer = path.join(root, "src/components/layout/footer.tsx");
    const update = await edit(footer, (source) =>
      source.replace("All rights reserved.", "All rights reserved (dev edit)."),
    );
    expect(await get(paths.careers)).toContain("All rights reserved (dev edit).");
    expect(dev.site.error).toBeUndefined();
    // Code the content loader does not import: the content stays loaded. No island imports the
    // footer: the client bundle is the same bytes, so it is not made again; only the styles are.
    expect(update?.redone).toEqual(["code", "styles"]);
  });

  it("makes the stylesheet again only when class names change, and as the build makes it when one goes away", async () => {
    const footer = path.join(root, "src/components/layout/footer.tsx");
    const stylesheet = async () => /href="\/(assets\/styles-[^"]+\.css)"/.exec(await get(paths.careers))?.[1];
    const built = async () =>
      `assets/styles-${contentHash(withFontFaces(await buildCss(path.join(root, "src/styles/global.css")), (await brandFont(siteText(root, path.join(root, "content")), fontCacheDir(root))).css))}.css`;
    const before = await stylesheet();
    expect(before).toBe(await built());
    // A file no edit has touched: its class names are read a few seconds after the start
    // (not during it); an edit that leaves them as they were keeps the stylesheet.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const untouched = path.join(root, "src/components/blocks/faq-section.tsx");
    expect((await edit(untouched, (source) => `${source}\n`))?.redone).toEqual(["code"]);
    // An edit that changes no class name (nor any other word Tailwind reads): the stylesheet is kept.
    const blank = await edit(footer, (source) => `${source}\n`);
    expect(blank?.redone).toEqual(["code"]);
    expect(await stylesheet()).toBe(before);
    // A post edited meanwhile (Tailwind does not read the posts): the next such edit still keeps it.
    await edit(post, (source) =>
      source.replace(/^title: .*$/m, 'title: "The Carbon Math of Reusing Hardware, Once More"'),
    );
    expect((await edit(footer, (source) => `${source}\n`))?.redone).toEqual(["code"]);
    // A new file in a folder Tailwind reads, imported by nothing: the build would have its class, and so does this.
    const added0 = path.join(root, "src/components/dev-added.ts");
    const creating = updates.next();
    writeFileSync(added0, 'export const spacing = "mt-[321px]";\n');
    await creating;
    expect(updates.all.at(-1)?.redone).toEqual(["code", "styles"]);
    expect(await stylesheet()).toBe(await built());
    expect(await stylesheet()).not.toBe(before);
    // Deleted: its class goes.
    const next = updates.next();
    rmSync(added0);
    await next;
    expect(updates.all.at(-1)?.redone).toEqual(["code", "styles"]);
    expect(await stylesheet()).toBe(before);
    // The stylesheet's own source: made from scratch, as the build makes it, and back.
    const entry = path.join(root, "src/styles/global.css");
    const ruled = await edit(entry, (source) => `${source}\n.dev-added-rule {\n  color: #123456;\n}\n`);
    expect(ruled?.redone).toEqual(["styles"]);
    expect(await stylesheet()).toBe(await built());
    expect(await stylesheet()).not.toBe(before);
    await edit(entry, (source) => source.replace("\n.dev-added-rule {\n  color: #123456;\n}\n", ""));
    expect(await stylesheet()).toBe(before);
    // A new class: a rule more.
    const added = await edit(footer, (source) =>
      source.replace(
        "All rights reserved (dev edit).",
        '<span className="mt-[123px]">.</span>All rights reserved (dev edit).',
      ),
    );
    expect(added?.redone).toEqual(["code", "styles"]);
    expect(await stylesheet()).not.toBe(before);
    expect(await stylesheet()).toBe(await built());
    // Its last use gone: the rule goes too, as in a build (Tailwind alone would keep it).
    const removed = await edit(footer, (source) =>
      source.replace('<span className="mt-[123px]">.</span>', ""),
    );
    expect(removed?.redone).toEqual(["code", "styles"]);
    expect(await stylesheet()).toBe(before);
  });

  it("makes the client bundle again when an edit touches a file it is made of", async () => {
    const accordion = path.join(root, "src/components/faq-accordion.tsx");
    const before = await fetch(dev.url);
    const entry = /src="(\/assets\/client-[^"]+\.js)"/.exec(await before.text())?.[1];
    expect(entry).toBeDefined();
    const update = await edit(accordion, (source) => `${source}\n// edited in dev\n`);
    expect(update?.ok).toBe(true);
    expect(update?.redone).toEqual(["code", "styles", "client"]);
    // A comment: the same bytes, the same names.
    expect(await get("/")).toContain(`src="${entry}"`);
  });

  it("reports bad content as the build would, keeps serving the last good page, and recovers", async () => {
    const before = await get(article);
    const result = await edit(post, (source) => source.replace(/^category: .*$/m, "category: Gardening"));
    expect(result?.ok).toBe(false);
    expect(dev.site.error).toMatch(/^ContentInvalid/);
    expect(dev.site.error).toContain(targetFile);
    expect(dev.site.error).toContain("category");
    expect(await get(article)).toBe(before);
    const first = await firstEvent(dev.url);
    expect(first).toContain("event: error");
    expect(first).toContain(`${target.slug}.md`);
    // An edit to a component meanwhile does not hide the content's problem behind the last good content.
    const footer = path.join(root, "src/components/layout/footer.tsx");
    const meanwhile = await edit(footer, (source) => `${source}\n`);
    expect(meanwhile?.ok).toBe(false);
    expect(dev.site.error).toMatch(/^ContentInvalid/);

    const fixed = await edit(post, (source) =>
      source.replace("category: Gardening", `category: ${target.category}`),
    );
    expect(fixed?.ok).toBe(true);
    expect(dev.site.error).toBeUndefined();
  });

  it("reports a problem in a copy file at its line, keeps serving the last good page, and recovers", async () => {
    const copy = path.join(root, "content/pages/about.yaml");
    const source = readFileSync(copy, "utf8");
    const before = await get(paths.about);
    const broken = await edit(copy, () => {
      const doc = parseDocument(source);
      doc.setIn(["values", "items", 0, "icon"], "NoSuchIcon");
      return doc.toString();
    });
    expect(broken?.ok).toBe(false);
    expect(dev.site.error).toMatch(/^ContentInvalid/);
    expect(dev.site.error).toContain(
      `content/pages/about.yaml:${lineOf(copy, "icon: NoSuchIcon")}: field "values.items.0.icon": "NoSuchIcon" is not an icon the site draws.`,
    );
    expect(await get(paths.about)).toBe(before);
    const first = await firstEvent(dev.url);
    expect(first).toContain("event: error");
    expect(first).toContain("about.yaml");
    const fixed = await edit(copy, () => source);
    expect(fixed?.ok).toBe(true);
    expect(dev.site.error).toBeUndefined();
  });

  it("fills the site's new details into the copy and the posts after an edit to site.yaml", async () => {
    const siteFile = path.join(root, "content/site.yaml");
    const source = readFileSync(siteFile, "utf8");
    const brand = parseDocument(source).get("brand") as string;
    // A post that names the company by its token: read before the edit, and again after it.
    const tokened = path.join(root, "content/blog/dev-token-fixture.md");
    const added = updates.next();
    writeFileSync(
      tokened,
      readFileSync(post, "utf8")
        .replace(/^slug: .*$/m, "slug: dev-token-fixture")
        .replace(/\n---\n/, "\n---\nWritten by {{brand}} for the dev server's tests.\n\n"),
    );
    await added;
    const page = paths["blog-post"]({ slug: "dev-token-fixture" });
    expect(await get(page)).toContain(`Written by ${brand} for`);
    const renamed = await edit(siteFile, () => {
      const doc = parseDocument(source);
      doc.set("brand", `${brand} Renamed`);
      return doc.toString();
    });
    expect(renamed?.ok).toBe(true);
    expect(await get(page)).toContain(`Written by ${brand} Renamed for`);
    expect(await get(paths.about)).toContain(`${brand} Renamed`);
    await edit(siteFile, () => source);
    const removed = updates.next();
    rmSync(tokened);
    await removed;
    expect(dev.site.error).toBeUndefined();
  });

  it("serves a post marked as a draft with its banner, kept out of search engines (the build holds it back)", async () => {
    const held = await edit(post, markedDraft);
    expect(held?.ok).toBe(true);
    const html = await get(article);
    expect(html).toContain('data-unpublished="draft"');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    await edit(post, (source) => source.replace(/^draft: true\r?\n/m, ""));
    expect(await get(article)).not.toContain("data-unpublished");
  });

  it("reports code that does not compile, and takes the fix", async () => {
    const footer = path.join(root, "src/components/layout/footer.tsx");
    const broken = await edit(footer, (source) => `${source}\nexport const = ;\n`);
    expect(broken?.ok).toBe(false);
    expect(dev.site.error).toContain("footer.tsx");
    expect(await get(paths.careers)).toContain("All rights reserved (dev edit).");
    const fixed = await edit(footer, (source) => source.replace("\nexport const = ;\n", ""));
    expect(fixed?.ok).toBe(true);
    expect(dev.site.error).toBeUndefined();
  });
});
