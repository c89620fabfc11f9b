/**
 * A fixture site built whole, its second post's title, excerpt and body full of characters an
 * editor never sees (control characters, lone surrogates, noncharacters) and its excerpt too long
 * for search results: the build writes well-formed XML and valid HTML, and warns about the excerpt.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { type BuildResult, build } from "../../build/site-build";
import { paths } from "../../src/paths";
import {
  FIXTURE_POSTS,
  fixtureWorkspace,
  htmlErrorCodePoints,
  lineOf,
  pageValidator,
  ROOT,
  XML_CHARS,
} from "../helpers";

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

const SLUG = FIXTURE_POSTS.second.slug;
/** YAML double-quoted escapes: the characters themselves reach the loader. */
const TITLE = String.raw`"Choosing\x01 an ITAD\v partner\uFFFE"`;
const EXCERPT_TEXT = `${"An excerpt that runs on ".repeat(7)}past what search results show.`;
const EXCERPT = `"${EXCERPT_TEXT.replace("runs", String.raw`r\x02uns`).replace("past", String.raw`\uD800past`)}"`;

describe("a post whose text holds characters XML and HTML forbid, and an excerpt over 160 characters", () => {
  const w = fixtureWorkspace(cleanups);
  const file = path.join(w.contentDir, `blog/${SLUG}.md`);
  let result: BuildResult;
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  beforeAll(async () => {
    const source = readFileSync(file, "utf8")
      .replace(/^title: .*$/m, `title: ${TITLE}`)
      .replace(/^excerpt: .*$/m, `excerpt: ${EXCERPT}`)
      .replace("Body text of the second post.", "Body\x0B text\x01 of the second\uFFFF post.");
    writeFileSync(file, source);
    result = await build({ root: ROOT, ...w, config: configFrom({}), log: true });
  });
  afterAll(() => warn.mockRestore());
  const built = (name: string) => readFileSync(path.join(w.outDir, name), "utf8");

  it("writes a well-formed feed.xml and sitemap.xml, the characters dropped", () => {
    for (const name of ["feed.xml", "sitemap.xml"]) expect(built(name), name).toMatch(XML_CHARS);
    const { DOMParser } = parseHTML("<html></html>");
    const items = [
      ...new DOMParser().parseFromString(built("feed.xml"), "text/xml").querySelectorAll("item"),
    ];
    const item = items.find((i) =>
      i.querySelector("link")?.textContent?.endsWith(paths["blog-post"]({ slug: SLUG })),
    );
    expect(item?.querySelector("title")?.textContent).toBe("Choosing an ITAD partner");
    expect(item?.querySelector("description")?.textContent).toBe(EXCERPT_TEXT);
  });

  it("writes HTML without a forbidden code point, that html-validate passes", async () => {
    for (const name of fg.sync("**/*.html", { cwd: w.outDir }))
      expect(htmlErrorCodePoints(built(name)), name).toEqual([]);
    const html = built(`blog/${SLUG}/index.html`);
    const { document } = parseHTML(html);
    expect(document.querySelector("h1")?.textContent).toBe("Choosing an ITAD partner");
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(EXCERPT_TEXT);
    expect(document.querySelector(".prose-content")?.textContent).toContain("Body text of the second post.");
    const report = await pageValidator().validateString(html, `${SLUG}.html`);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });

  it("warns the editor about the long excerpt, naming the file, the field and the length, and builds all the same (the result's warnings)", () => {
    const rel = path.relative(ROOT, file);
    const length = Array.from(EXCERPT_TEXT).length;
    expect(length).toBeGreaterThan(160);
    expect(result.warnings).toEqual([
      {
        file: rel,
        line: lineOf(file, "excerpt:"),
        field: "excerpt",
        message: expect.stringContaining(`is ${length} characters long`),
      },
    ]);
    // How `npm run build` prints it (after the build, with its line): tests/integration/build-output.test.ts.
  });
});
