import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { loadContent } from "../build/2-content/load";
import { contentImages, planImages } from "../build/3-assets/images";
import type { ImageManifest } from "../src/content/images";
import type { Content } from "../src/content/schema";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const FIXTURES = path.join(ROOT, "tests/fixtures");

/** Copies a folder into a fresh temp folder; returns the copy and a cleanup. */
export function tempCopy(source: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-"));
  cpSync(source, dir, { recursive: true });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The project's own content, loaded as the build loads it. */
export function siteContent() {
  return loadContent({
    root: ROOT,
    contentDir: path.join(ROOT, "content"),
    publicDir: path.join(ROOT, "public"),
  });
}

export function fixtureDirs(contentDir = path.join(FIXTURES, "content")) {
  return { root: ROOT, contentDir, publicDir: path.join(FIXTURES, "public") };
}

/**
 * Fixture content and the real public/ (plus the fixture cover), each copied so a test can
 * break them, and an output folder; the copies' cleanups go into `cleanups`.
 */
export function fixtureWorkspace(cleanups: (() => void)[]) {
  const content = tempCopy(path.join(FIXTURES, "content"));
  const pub = tempCopy(path.join(ROOT, "public"));
  const out = tempCopy(path.join(FIXTURES, "content/legal"));
  cleanups.push(content.cleanup, pub.cleanup, out.cleanup);
  cpSync(path.join(FIXTURES, "public/images/blog"), path.join(pub.dir, "images/blog"), { recursive: true });
  return { contentDir: content.dir, publicDir: pub.dir, outDir: path.join(out.dir, "dist") };
}

/** The responsive images of `content`'s pages, planned as the build plans them (no file is made). */
export async function imageManifest(
  content: Pick<Content, "posts" | "legal">,
  publicDir = path.join(ROOT, "public"),
): Promise<ImageManifest> {
  return (await planImages(publicDir, contentImages(content))).manifest;
}

/** html-validate as the built pages are held to it. */
export function pageValidator(): HtmlValidate {
  return new HtmlValidate({
    extends: ["html-validate:recommended"],
    rules: {
      // Style rules that React's serializer does not follow, though its output is valid HTML:
      // camelCase attribute names (HTML attributes are case-insensitive), <br/> on void
      // elements, and hidden=""/disabled="" for boolean attributes.
      "attr-case": "off",
      "void-style": "off",
      "attribute-empty-style": "off",
      "attribute-boolean-style": "off",
      // SPEC 2.2 puts the brand suffix on every title, so long article titles run past 70 characters.
      "long-title": "off",
      // Long-form copy uses typographic quotes and apostrophes.
      "no-raw-characters": ["error", { relaxed: true }],
    },
  });
}
