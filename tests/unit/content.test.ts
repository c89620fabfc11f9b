import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "../../build/content/load";
import { ContentError } from "../../build/content/problems";
import { FIXTURES, fixtureDirs, tempCopy } from "../helpers";

let cleanup = () => {};
afterEach(() => cleanup());

/** A copy of the fixture content with one post's frontmatter line replaced. */
function withPost(file: string, edit: (text: string) => string) {
  const copy = tempCopy(path.join(FIXTURES, "content"));
  cleanup = copy.cleanup;
  const target = path.join(copy.dir, "blog", file);
  writeFileSync(target, edit(readFileSync(target, "utf8")));
  return copy.dir;
}

function problemsOf(contentDir: string): string {
  try {
    loadContent(fixtureDirs(contentDir));
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected the content to be rejected");
}

describe("loadContent", () => {
  it("loads posts newest first with derived read time, date text and slugs", () => {
    const { posts, authors, legal } = loadContent(fixtureDirs());
    expect(posts.map((p) => p.slug)).toEqual(["first-fixture-post", "how-to-choose-an-itad-partner"]);
    const first = posts[0]!;
    expect(first.dateText).toBe("June 8, 2025");
    expect(first.readTime).toBe("1 min");
    expect(first.authorSlug).toBe("ada-byron");
    expect(posts[1]!.categorySlug).toBe("data-center");
    expect(authors.map((a) => a.slug)).toEqual(["ada-byron", "grace-hopper"]);
    expect(legal.privacy.updatedText).toBe("October 27, 2025");
    expect(legal.privacy.body).not.toContain("{{email}}");
  });

  it("rejects an unknown category, naming the file and the field", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t.replace("category: Security", "category: Gardening"),
    );
    expect(problemsOf(dir)).toMatch(
      /first-fixture-post\.md: field "category": must be one of Security, Sustainability/,
    );
  });

  it("rejects a duplicate id", () => {
    const dir = withPost("how-to-choose-an-itad-partner.md", (t) => t.replace('id: "2"', 'id: "1"'));
    expect(problemsOf(dir)).toMatch(
      /how-to-choose-an-itad-partner\.md: field "id": "1" is already used by .*first-fixture-post\.md/,
    );
  });

  it("rejects a duplicate slug", () => {
    const dir = withPost("how-to-choose-an-itad-partner.md", (t) =>
      t.replace("slug: how-to-choose-an-itad-partner", "slug: first-fixture-post"),
    );
    expect(problemsOf(dir)).toMatch(
      /how-to-choose-an-itad-partner\.md: field "slug": "first-fixture-post" is already used/,
    );
  });

  it("rejects a missing field", () => {
    const dir = withPost("first-fixture-post.md", (t) => t.replace(/^excerpt:.*\n/m, ""));
    expect(problemsOf(dir)).toMatch(/first-fixture-post\.md: field "excerpt": is required but missing/);
  });

  it("rejects a date that is not a real calendar date", () => {
    const dir = withPost("first-fixture-post.md", (t) => t.replace("date: 2025-06-08", "date: 2025-02-30"));
    expect(problemsOf(dir)).toMatch(/first-fixture-post\.md: field "date": must be a real calendar date/);
  });

  it("rejects an image that is not in the site", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t.replace("/images/blog/cover.jpg", "/images/blog/missing.jpg"),
    );
    expect(problemsOf(dir)).toMatch(
      /first-fixture-post\.md: field "image": \/images\/blog\/missing\.jpg is not in public\//,
    );
  });

  it("rejects an author missing from authors.json", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t.replace("author: Ada Byron", "author: Nobody Known"),
    );
    expect(problemsOf(dir)).toMatch(/field "author": "Nobody Known" is not in content\/authors\.json/);
  });

  it("rejects an unknown field and a slug that does not match the file name", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t.replace("slug: first-fixture-post", "slug: other-name\nreadTime: 6 min"),
    );
    const message = problemsOf(dir);
    expect(message).toMatch(/unknown field\(s\) "readTime"/);
  });

  it("reports every problem of every file at once", () => {
    const copy = tempCopy(path.join(FIXTURES, "content"));
    cleanup = copy.cleanup;
    for (const file of ["first-fixture-post.md", "how-to-choose-an-itad-partner.md"]) {
      const target = path.join(copy.dir, "blog", file);
      writeFileSync(target, readFileSync(target, "utf8").replace(/category: .*/, "category: Nope"));
    }
    const message = problemsOf(copy.dir);
    expect(message).toMatch(/Content has 2 problems/);
    expect(message).toContain("first-fixture-post.md");
    expect(message).toContain("how-to-choose-an-itad-partner.md");
  });
});
