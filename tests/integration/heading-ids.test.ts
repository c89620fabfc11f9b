/**
 * A heading of a post or a legal page never takes an id the page already gives an element of
 * its own (the skip link's target, the menu, search, the author box, the contents), nor one
 * another heading has: the pages are rendered as the build renders them (renderRoute), from a
 * fixture whose headings are written to collide with every id the page holds. And a post or
 * legal page's body holds no first-level heading: the page's title is its one.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../../build/2-content/load";
import { renderRoute } from "../../src/entry-server";
import { loadIslands } from "../../src/islands/island";
import { LEGAL_FILES } from "../../src/model/content-files";
import { PAGE_IDS } from "../../src/model/page-ids";
import type { Content } from "../../src/model/schema";
import { routesFor } from "../../src/pages";
import { paths } from "../../src/paths";
import {
  FIXTURE_POSTS,
  FIXTURES,
  fixtureDirs,
  imageManifest,
  lineOf,
  problemsOf,
  ROOT,
  tempCopy,
} from "../helpers";

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

/** A copy of the fixture content, for a test to write into. */
function contentCopy(): string {
  const copy = tempCopy(path.join(FIXTURES, "content"));
  cleanups.push(copy.cleanup);
  return copy.dir;
}

/** Appends `markdown` to a content file's body. */
function append(file: string, markdown: string): void {
  writeFileSync(file, `${readFileSync(file, "utf8")}\n\n${markdown}\n`);
}

/** The post's and the privacy policy's pages of `content`, as the build renders them. */
async function renderedPages(content: Content): Promise<Document[]> {
  const routes = routesFor(content);
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const site = {
    basePath: "/",
    siteUrl: "https://example.com",
    year: 2026,
    content,
    images: await imageManifest(content, fixtureDirs().publicDir),
    routes: byPath,
  };
  return [paths["blog-post"](FIXTURE_POSTS.first), paths.privacy].map((routePath) => {
    const route = byPath.get(routePath);
    if (!route) throw new Error(`no route ${routePath}`);
    return parseHTML(`<!DOCTYPE html><html><body>${renderRoute(route, site).body}</body></html>`)
      .document as unknown as Document;
  });
}

/** The ids of a page, in order, each as often as it is there. */
const idsOf = (page: Document) => [...page.querySelectorAll("[id]")].map((element) => element.id);

/** The ids of a page outside the markdown it shows. */
const ownIds = (page: Document) =>
  idsOf(page).filter((id) => !page.querySelector(".prose-content")?.querySelector(`[id="${id}"]`));

/** A heading whose id would be `id`: its words, in other case and spacing. */
const headingFor = (id: string) => `## ${id.split("-").join("  ").toUpperCase()}`;

beforeAll(() => loadIslands());

describe("the ids of a page that shows markdown", () => {
  it("are each the page's own (PAGE_IDS) outside the markdown: a heading cannot take one", async () => {
    for (const page of await renderedPages(loadContent(fixtureDirs()))) {
      const own = ownIds(page);
      expect(own.length).toBeGreaterThan(3);
      expect(own.filter((id) => !PAGE_IDS.includes(id))).toEqual([]);
    }
  });

  it("stay one element each when headings spell every one of them, and one another's", async () => {
    const dir = contentCopy();
    const first = (await renderedPages(loadContent(fixtureDirs())))[0];
    if (!first) throw new Error("no post page");
    const taken = [...new Set([...idsOf(first), ...PAGE_IDS])];
    const headings = [...taken.map(headingFor), "## Same", "## Same", "## Same 2", "### Main"].join("\n\n");
    append(path.join(dir, `blog/${FIXTURE_POSTS.first.slug}.md`), headings);
    append(path.join(dir, LEGAL_FILES.privacy), headings);
    const content = loadContent(fixtureDirs(dir));
    for (const page of await renderedPages(content)) {
      const ids = idsOf(page);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
      expect(page.querySelectorAll("h1")).toHaveLength(1);
      // Every heading written got an id, and the skip link still leads to the page's main part.
      expect(
        page.querySelectorAll(".prose-content h2[id], .prose-content h3[id]").length,
      ).toBeGreaterThanOrEqual(taken.length + 4);
      expect(page.getElementById("main")?.tagName).toBe("MAIN");
    }
    // The legal page's contents list the headings by the ids they were given.
    expect(content.legal.privacy.sections.map((section) => section.id)).toContain("main-2");
  });
});

describe("a first-level heading in a body", () => {
  it("stops the build at its file and line, in a post and in a legal page", () => {
    const dir = contentCopy();
    const post = path.join(dir, `blog/${FIXTURE_POSTS.first.slug}.md`);
    const legal = path.join(dir, LEGAL_FILES.terms);
    append(post, "# The First Fixture Post Again");
    append(legal, "Our Terms\n=========");
    const message = problemsOf(dir);
    const rel = (file: string) => path.relative(ROOT, file);
    expect(message).toContain(
      `${rel(post)}:${lineOf(post, "# The First Fixture Post Again")}: "# The First Fixture Post Again" is a first-level heading, which the page has already`,
    );
    expect(message).toContain(
      `${rel(legal)}:${lineOf(legal, "Our Terms")}: "Our Terms" is a first-level heading`,
    );
  });
});
