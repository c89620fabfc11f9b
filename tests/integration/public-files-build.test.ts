import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { SEARCH_DIR } from "../../build/5-site-files/search-index";
import { stagingDirs } from "../../build/7-output/out-dir";
import { OutputCollision, PublicFileRefused, SiteBuildError } from "../../build/errors";
import { build } from "../../build/site-build";
import type { DevSite } from "../../build/tools/dev/dev-site";
import { startDevSite } from "../../build/tools/dev/dev-site";
import { ADMIN_DIR, FEED_PATH, SITEMAP_PATH } from "../../src/paths";
import { fixtureWorkspace, ROOT, tempDir, treeSnapshot } from "../helpers";

let cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

const w = fixtureWorkspace(cleanups);
const config = configFrom({});
const run = () => build({ root: ROOT, ...w, config, workers: 0 });

/** A secret beside the site, which no build may publish: its words are looked for in every file written. */
const SECRET = `API_KEY=never-published-${process.pid}`;
const outside = tempDir();
cleanups.push(outside.cleanup);
const secretFile = path.join(outside.dir, "secrets.env");
writeFileSync(secretFile, `${SECRET}\n`);

/** Puts `entries` in the workspace's public/ (a string: a file's text; { link }: a symbolic link); returns their removal. */
function addToPublic(entries: Record<string, string | { link: string }>): () => void {
  const made: string[] = [];
  for (const [name, entry] of Object.entries(entries)) {
    const file = path.join(w.publicDir, name);
    // The first folder the entry needed that was not there: it goes with the entry.
    const folders = name.split("/").slice(0, -1);
    const missing = folders.findIndex(
      (_, i) => !existsSync(path.join(w.publicDir, ...folders.slice(0, i + 1))),
    );
    made.push(missing < 0 ? file : path.join(w.publicDir, ...folders.slice(0, missing + 1)));
    mkdirSync(path.dirname(file), { recursive: true });
    if (typeof entry === "string") writeFileSync(file, entry);
    else symlinkSync(entry.link, file);
  }
  return () => {
    for (const file of made) rmSync(file, { recursive: true, force: true });
  };
}

/** The files under `dir` that hold the secret. */
function holdingSecret(dir: string): string[] {
  return fg
    .sync("**/*", { cwd: dir, dot: true, followSymbolicLinks: false })
    .filter((file) => readFileSync(path.join(dir, file), "utf8").includes(SECRET));
}

/** Dotfiles, a link to the secret and one to its folder, and links that loop: none may be published. */
const UNPUBLISHABLE = {
  ".env": `${SECRET}\n`,
  ".git/config": "[core]\n",
  "images/.DS_Store": "x",
  passwd: { link: secretFile },
  certs: { link: outside.dir },
  mirror: { link: "." },
  "images/up": { link: ".." },
} as const;

describe("public/ in a build", () => {
  let before: string[] = [];
  beforeAll(async () => {
    await run();
    before = treeSnapshot(w.outDir);
  });

  it("stops on a dotfile, a link out of public/ and a link that loops, naming each, publishing none, and leaves the output as it was", async () => {
    const remove = addToPublic(UNPUBLISHABLE);
    try {
      const error = await run().then(
        () => new Error("the build went through"),
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(SiteBuildError);
      expect((error as SiteBuildError).data).toBe(PublicFileRefused);
      const { files } = (error as SiteBuildError<{ files: { file: string }[] }>).details;
      expect(files.map((entry) => entry.file)).toEqual([
        "public/.env",
        "public/.git",
        "public/certs",
        "public/images/up",
        "public/mirror",
        "public/passwd",
      ]);
      expect((error as Error).message).toContain(
        `  public/passwd: is a symbolic link to ${secretFile}, outside public/`,
      );
      expect((error as Error).message).not.toContain(SECRET);
      expect(treeSnapshot(w.outDir)).toEqual(before);
      expect(holdingSecret(stagingDirs(w.outDir).staging)).toEqual([]);
    } finally {
      remove();
    }
  });

  it("stops on a file of public/ where the build writes its own, naming each, and leaves the output as it was", async () => {
    const feed = FEED_PATH.slice(1);
    const sitemap = SITEMAP_PATH.slice(1);
    const remove = addToPublic({
      [feed]: "<rss/>",
      [sitemap]: "<urlset/>",
      "robots.txt": "User-agent: *\n",
      [`${SEARCH_DIR}/pagefind.js`]: "old",
      [`${ADMIN_DIR}/config.yml`]: "backend: {}\n",
      assets: "a file where the build writes a folder",
    });
    try {
      const error = await run().then(
        () => new Error("the build went through"),
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(SiteBuildError);
      expect((error as SiteBuildError).data).toBe(OutputCollision);
      const message = (error as Error).message;
      const { collisions } = (error as SiteBuildError<{ collisions: { file: string; first: string }[] }>)
        .details;
      expect(collisions.map((collision) => collision.first).sort()).toEqual(
        [`${ADMIN_DIR}/config.yml`, "assets", feed, "robots.txt", `${SEARCH_DIR}/pagefind.js`, sitemap]
          .map((file) => `public/${file}`)
          .sort(),
      );
      expect(message).toContain(`  ${feed}: public/${feed} and the build's ${feed}`);
      expect(message).toContain(`  ${sitemap}: public/${sitemap} and the build's ${sitemap}`);
      expect(message).toContain(
        `  ${SEARCH_DIR}/pagefind.js: public/${SEARCH_DIR}/pagefind.js and the search index, whose folder ${SEARCH_DIR}/ the build writes as a whole`,
      );
      expect(treeSnapshot(w.outDir)).toEqual(before);
    } finally {
      remove();
    }
  });
});

describe("public/ in the dev server", () => {
  let site: DevSite;
  beforeAll(async () => {
    site = await startDevSite({ root: ROOT, contentDir: w.contentDir, publicDir: w.publicDir, config });
  });
  afterAll(async () => {
    await site?.close();
  });

  it("serves no dotfile nor link out of public/, tells each by its path, and tells a file of public/ where the build writes its own", async () => {
    expect((await site.request("/favicon.svg")).status).toBe(200);
    const remove = addToPublic(UNPUBLISHABLE);
    try {
      const update = await site.update(
        Object.keys(UNPUBLISHABLE).map((name) => path.join(w.publicDir, name)),
      );
      expect(update.ok).toBe(false);
      expect(site.error).toMatch(/^PublicFileRefused: /);
      for (const name of ["public/.env", "public/passwd", "public/certs", "public/mirror"])
        expect(site.error).toContain(`\n  ${name}: `);
      for (const url of ["/.env", "/.git/config", "/passwd", "/certs/secrets.env", "/mirror/favicon.svg"]) {
        const answer = await site.request(url);
        expect(answer.status, url).toBe(404);
        expect(String(answer.body), url).not.toContain(SECRET);
      }
    } finally {
      remove();
    }
    const feed = FEED_PATH.slice(1);
    const removeFeed = addToPublic({ [feed]: "<rss/>" });
    try {
      const update = await site.update([path.join(w.publicDir, feed)]);
      expect(update.ok).toBe(false);
      expect(site.error).toContain(`  ${feed}: public/${feed} and the build's ${feed}`);
    } finally {
      removeFeed();
    }
    expect((await site.update([path.join(w.publicDir, feed)])).ok).toBe(true);
    expect((await site.request("/favicon.svg")).status).toBe(200);
  });
});
