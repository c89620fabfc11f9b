import { mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentCache, loadContent } from "../../build/2-content/load";
import { countWords } from "../../src/model/read-time";
import { contentTokens, knownTokens } from "../../src/model/tokens";
import { ADMIN_DIR, paths } from "../../src/paths";
import { FIXTURE_POSTS, FIXTURES, fixtureDirs, problemsOf, ROOT, tempCopy } from "../helpers";

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

/** A copy of the fixture content, to break in several places at once. */
function contentCopy() {
  const copy = tempCopy(path.join(FIXTURES, "content"));
  cleanup = copy.cleanup;
  return copy.dir;
}

/** Appends markdown to the body of a post (or legal page) of a copy; returns its name as messages give it. */
function append(dir: string, file: string, markdown: string): string {
  const target = path.join(dir, file);
  writeFileSync(target, `${readFileSync(target, "utf8")}${markdown}`);
  return path.relative(ROOT, target);
}

/** The exact error message for these problem lines. */
function report(...lines: string[]): string {
  return `Content has ${lines.length} problem${lines.length === 1 ? "" : "s"}; fix ${
    lines.length === 1 ? "it" : "them"
  } and build again:\n${lines.map((line) => `  ${line}`).join("\n")}`;
}

const refusedScheme = (name: string) =>
  `uses the scheme "${name}", which could run code or open something outside the site: only http:, https:, mailto: and tel: links, site paths (/x, x, ../x) and fragments (#x) are allowed; change the link or remove it`;
/** The fixture's own constants and services (tests/fixtures/content/site.yaml, services.yaml): its tokens fill them in. */
const { site, services } = loadContent(fixtureDirs());
const tokenHelp = `use one of ${knownTokens(contentTokens(site, services))}, or write the text out`;

describe("loadContent", () => {
  it("loads posts newest first with derived read time, date text and slugs", () => {
    const { posts, authors, legal } = loadContent(fixtureDirs());
    expect(posts.map((p) => p.slug)).toEqual([FIXTURE_POSTS.first.slug, FIXTURE_POSTS.second.slug]);
    const first = posts[0]!;
    expect(first.dateText).toBe("June 8, 2025");
    expect(first.readTime).toBe("1 min");
    expect(first.authorSlug).toBe("ada-byron");
    expect(posts[1]!.categorySlug).toBe("data-center");
    expect(authors.map((a) => a.slug)).toEqual(["ada-byron", "grace-hopper"]);
    expect(legal.privacy.updatedText).toBe("October 27, 2025");
    expect(legal.privacy.body).not.toContain("{{email}}");
  });

  it("fills {{tokens}} in a post's body, title and excerpt, and counts the words of the filled body", () => {
    const post = loadContent(fixtureDirs()).posts[0]!;
    expect(post.title).toBe(`The First Fixture Post for ${site.brand} Tests`);
    expect(post.excerpt).toContain(`, by ${site.brand}.`);
    expect(post.body).toContain(`Call ${site.phone.digits} or [write to us](mailto:${site.email}).`);
    expect(post.body).not.toContain("{{");
    expect(post.words).toBe(countWords(post.body));
  });

  it("fills the posts' tokens from the folder's own site.yaml, and again, through the cache, after it changes", () => {
    const dir = contentCopy();
    const dirs = { ...fixtureDirs(dir), cache: contentCache() };
    expect(loadContent(dirs).posts[0]?.title).toBe(`The First Fixture Post for ${site.brand} Tests`);
    const siteFile = path.join(dir, "site.yaml");
    writeFileSync(siteFile, readFileSync(siteFile, "utf8").replace(/^brand: .*$/m, "brand: Acme Disposal"));
    expect(loadContent(dirs).posts[0]?.title).toBe("The First Fixture Post for Acme Disposal Tests");
  });

  it("rejects an unknown category, naming the file and the field", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t.replace("category: Security", "category: Gardening"),
    );
    expect(problemsOf(dir)).toMatch(
      /first-fixture-post\.md:5: field "category": must be one of Security, Sustainability/,
    );
  });

  it("reports the fields posts no longer have (a numbered id, the author's role) as unknown", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t.replace("author: Ada Byron", 'id: "1"\nauthor: Ada Byron\nauthorRole: Security Lead'),
    );
    const file = path.relative(ROOT, path.join(dir, "blog/first-fixture-post.md"));
    expect(problemsOf(dir)).toBe(
      report(`${file}:6: unknown field(s) "id", "authorRole": remove them or fix the spelling`),
    );
  });

  it("rejects a duplicate slug", () => {
    const dir = withPost("how-to-choose-an-itad-partner.md", (t) =>
      t.replace("slug: how-to-choose-an-itad-partner", "slug: first-fixture-post"),
    );
    expect(problemsOf(dir)).toMatch(
      /how-to-choose-an-itad-partner\.md:2: field "slug": "first-fixture-post" is already used/,
    );
  });

  it("rejects a field of the wrong type, saying what type it must be and how to write it", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t
        .replace(/^title: .*$/m, "title: true")
        .replace(/^excerpt: .*$/m, "excerpt:")
        .replace(/^author: .*$/m, "author: 14"),
    );
    const file = path.relative(ROOT, path.join(dir, "blog/first-fixture-post.md"));
    expect(problemsOf(dir)).toBe(
      report(
        `${file}:3: field "title": must be text (a string), got true or false (a boolean): quote it, e.g. title: "true"`,
        `${file}:4: field "excerpt": is empty: write its value after the field name`,
        `${file}:6: field "author": must be text (a string), got a number: quote it, e.g. author: "14"`,
      ),
    );
  });

  it("rejects a list where text belongs with one message, not one per rule", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t.replace("author: Ada Byron", "author: [Ada, Byron]"),
    );
    const file = path.relative(ROOT, path.join(dir, "blog/first-fixture-post.md"));
    expect(problemsOf(dir)).toBe(report(`${file}:6: field "author": must be text (a string), got a list`));
  });

  it("rejects a missing field", () => {
    const dir = withPost("first-fixture-post.md", (t) => t.replace(/^excerpt:.*\n/m, ""));
    expect(problemsOf(dir)).toMatch(/first-fixture-post\.md: field "excerpt": is required but missing/);
  });

  it("rejects a date that is not a real calendar date", () => {
    const dir = withPost("first-fixture-post.md", (t) => t.replace("date: 2025-06-08", "date: 2025-02-30"));
    expect(problemsOf(dir)).toMatch(
      /first-fixture-post\.md:7: field "date": must be a real calendar date: the day is 30, and February 2025 has 28 days$/m,
    );
  });

  it("rejects an image that is not in the site", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t.replace("/images/blog/cover.jpg", "/images/blog/missing.jpg"),
    );
    expect(problemsOf(dir)).toMatch(
      /first-fixture-post\.md:8: field "image": \/images\/blog\/missing\.jpg is not in public\//,
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

  it("checks a post's references even when its fields fail their schema, so one run tells all", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t
        .replace("date: 2025-06-08", "date: 2025-02-30")
        .replace("author: Ada Byron", "author: Nobody Known")
        .replace("/images/blog/cover.jpg", "/images/blog/missing.jpg"),
    );
    const file = path.relative(ROOT, path.join(dir, "blog/first-fixture-post.md"));
    expect(problemsOf(dir)).toBe(
      report(
        `${file}:7: field "date": must be a real calendar date: the day is 30, and February 2025 has 28 days`,
        `${file}:6: field "author": "Nobody Known" is not in content/authors.json (known: Ada Byron, Grace  Hopper)`,
        `${file}:8: field "image": /images/blog/missing.jpg is not in public/: add the file or fix the path`,
      ),
    );
  });

  it("does not check a reference whose own field broke its rules, nor a post against a broken authors.json", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t
        .replace("/images/blog/cover.jpg", "images/missing.jpg")
        .replace("slug: first-fixture-post", "slug: how-to-choose-an-itad-partner"),
    );
    writeFileSync(path.join(dir, "authors.json"), "[{");
    const message = problemsOf(dir);
    expect(message).toMatch(/field "image": must be a path inside the site/);
    expect(message).not.toContain("is not in public/");
    expect(message).toMatch(/field "slug": "how-to-choose-an-itad-partner" is already used by/);
    expect(message).not.toContain('field "author"');
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

describe("loadContent refuses unsafe or silent content", () => {
  it("refuses a javascript: link in a post, naming the file, the line and the URL", () => {
    const dir = contentCopy();
    const file = append(dir, "blog/first-fixture-post.md", "\nA [bad link](javascript:alert(8)).\n");
    expect(problemsOf(dir)).toBe(
      report(`${file}:18: link URL "javascript:alert(8)" ${refusedScheme("javascript:")}`),
    );
  });

  it("sees through case, tab, character-reference, reference-style and autolink disguises, links and images alike", () => {
    const dir = contentCopy();
    const file = append(
      dir,
      "blog/first-fixture-post.md",
      [
        "",
        "[a](JaVaScRiPt:alert(8)) and [b](<java\tscript:alert(8)>)",
        "[c](&#106;avascript:alert(8)) and [d](javascript&colon;alert\\(8\\))",
        "",
        "![e](data:image/svg+xml,<svg>) and <javascript:alert(8)>",
        "",
        "- a list item with [f][ref]",
        "",
        "[ref]: vbscript:msgbox(8)",
        "",
      ].join("\n"),
    );
    expect(problemsOf(dir)).toBe(
      report(
        `${file}:18: link URL "JaVaScRiPt:alert(8)" ${refusedScheme("javascript:")}`,
        `${file}:18: link URL "java\tscript:alert(8)" ${refusedScheme("javascript:")}`,
        `${file}:19: link URL "&#106;avascript:alert(8)" ${refusedScheme("javascript:")}`,
        `${file}:19: link URL "javascript&colon;alert(8)" ${refusedScheme("javascript:")}`,
        `${file}:21: image URL "data:image/svg+xml,<svg>" ${refusedScheme("data:")}`,
        `${file}:21: link URL "javascript:alert(8)" ${refusedScheme("javascript:")}`,
        `${file}:23: link URL "vbscript:msgbox(8)" ${refusedScheme("vbscript:")}`,
      ),
    );
  });

  it("refuses a data: link in a legal page the same way", () => {
    const dir = contentCopy();
    const file = append(dir, "legal/terms.md", "\nSee [the terms](data:text/html,hi).\n");
    const line = readFileSync(path.join(dir, "legal/terms.md"), "utf8").trimEnd().split("\n").length;
    expect(problemsOf(dir)).toBe(
      report(`${file}:${line}: link URL "data:text/html,hi" ${refusedScheme("data:")}`),
    );
  });

  it("refuses unknown tokens in a post's body and frontmatter, naming the line or the field", () => {
    const dir = contentCopy();
    const target = path.join(dir, "blog/how-to-choose-an-itad-partner.md");
    writeFileSync(
      target,
      readFileSync(target, "utf8")
        .replace(
          'title: "The Second Fixture Post for Tests"',
          'title: "The Second Fixture Post by {{company}}"',
        )
        .concat("\nCall {{nosuch}} at {{ phone }}.\n"),
    );
    const file = path.relative(ROOT, target);
    expect(problemsOf(dir)).toBe(
      report(
        `${file}:16: unknown token {{nosuch}}: ${tokenHelp}`,
        `${file}:3: field "title": unknown token {{company}}: ${tokenHelp}`,
      ),
    );
  });

  it("collects every problem of every file, links, tokens and fields alike, before stopping", () => {
    const dir = contentCopy();
    const first = append(dir, "blog/first-fixture-post.md", "\n[x](javascript:void(0)) {{fax}}\n");
    const second = path.join(dir, "blog/how-to-choose-an-itad-partner.md");
    writeFileSync(second, readFileSync(second, "utf8").replace("category: Data Center", "category: Nope"));
    const privacy = append(dir, "legal/privacy-policy.md", "\n[x](data:,hi)\n");
    const message = problemsOf(dir);
    expect(message).toMatch(/^Content has 4 problems/);
    expect(message).toContain(`${first}:18: unknown token {{fax}}`);
    expect(message).toContain(`${first}:18: link URL "javascript:void(0)"`);
    expect(message).toContain(`${path.relative(ROOT, second)}:5: field "category"`);
    expect(message).toContain(`${privacy}:`);
  });

  it("refuses a post whose extension is not lowercase .md, rather than skipping it", () => {
    const dir = contentCopy();
    renameSync(path.join(dir, "blog/first-fixture-post.md"), path.join(dir, "blog/first-fixture-post.MD"));
    renameSync(
      path.join(dir, "blog/how-to-choose-an-itad-partner.md"),
      path.join(dir, "blog/how-to-choose-an-itad-partner.markdown"),
    );
    const blog = path.relative(ROOT, path.join(dir, "blog"));
    expect(problemsOf(dir)).toBe(
      report(
        `${blog}/first-fixture-post.MD: the extension ".MD" must be lowercase: rename the file to first-fixture-post.md`,
        `${blog}/how-to-choose-an-itad-partner.markdown: is not a post: every file in content/blog/ must be a <slug>.md post; rename it to how-to-choose-an-itad-partner.md if it is one, or move it out of content/blog/`,
      ),
    );
  });

  it("ignores hidden files in the blog folder", () => {
    const dir = contentCopy();
    writeFileSync(path.join(dir, "blog/.DS_Store"), "");
    expect(loadContent(fixtureDirs(dir)).posts).toHaveLength(2);
  });

  it("reads a post that starts with a UTF-8 byte order mark like any other", () => {
    const dir = withPost("first-fixture-post.md", (t) => `\uFEFF${t}`);
    const clean = loadContent(fixtureDirs()).posts[0]!;
    const post = loadContent(fixtureDirs(dir)).posts.find((p) => p.slug === "first-fixture-post")!;
    expect({ ...post, file: clean.file }).toEqual(clean);
  });

  it("names the file's line of frontmatter that is not valid YAML, and says how to quote it", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t.replace("author: Ada Byron", "author: Ada: Byron"),
    );
    const file = path.relative(ROOT, path.join(dir, "blog/first-fixture-post.md"));
    expect(problemsOf(dir)).toBe(
      report(
        `${file}:6: the frontmatter is not valid YAML: Nested mappings are not allowed in compact mappings (column 9). Quote a value that holds ": " or " #", or starts with [, {, ', " or @, e.g. title: "Data: where it goes".`,
      ),
    );
  });

  it("refuses a YAML alias bomb (billion laughs) as bad frontmatter naming the file, not with a stack trace", () => {
    const bomb = [
      'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      ..."bcdefg"
        .split("")
        .map((name, i) => `${name}: &${name} [${Array(9).fill(`*${"abcdefg"[i]}`).join(",")}]`),
    ].join("\n");
    const dir = withPost("first-fixture-post.md", (t) =>
      t.replace("author: Ada Byron", `author: Ada Byron\n${bomb}`),
    );
    const file = path.relative(ROOT, path.join(dir, "blog/first-fixture-post.md"));
    expect(problemsOf(dir)).toBe(
      report(
        `${file}: the frontmatter is not valid YAML: its aliases (*name) repeat other fields more than 100 times, which would take the build's memory; write each field's text out in full. Quote a value that holds ": " or " #", or starts with [, {, ', " or @, e.g. title: "Data: where it goes".`,
      ),
    );
  });

  it("refuses a link that looks like a site path but leads to another site, naming the file and line", () => {
    const dir = contentCopy();
    const file = append(dir, "blog/first-fixture-post.md", "\nA [disguised link](/\\evil.example).\n");
    expect(problemsOf(dir)).toBe(
      report(
        `${file}:18: link URL "/\\evil.example" is read by browsers as a link to another site (evil.example), though it looks like a path of this one: write a path of this site with / only (${paths.about}), or the other site's whole address (https://evil.example/)`,
      ),
    );
  });

  it("refuses a cover, author photo or author image path that climbs out of public/, naming the field", () => {
    const dir = contentCopy();
    // A real picture, reached by climbing out of public/ and back in: found on disk, so only the path's own check stops it.
    const climbing = `/../${path.basename(fixtureDirs(dir).publicDir)}/images/blog/cover.jpg`;
    const post = path.join(dir, "blog/first-fixture-post.md");
    writeFileSync(
      post,
      readFileSync(post, "utf8")
        .replace("image: /images/blog/cover.jpg", `image: ${climbing}`)
        .replace("author: Ada Byron", "author: Ada Byron\nauthorImage: /images/../../etc/passwd"),
    );
    const authors = path.join(dir, "authors.json");
    const list = JSON.parse(readFileSync(authors, "utf8"));
    list[0].image = "/images//team/ada.jpg";
    writeFileSync(authors, JSON.stringify(list, null, 2));
    const rule =
      "must name a file in public/ by its folders from the site's root, without //, . or .. (e.g. /images/blog/x.jpg)";
    const problems = problemsOf(dir);
    expect(problems).toContain(`${path.relative(ROOT, post)}:9: field "image": ${rule}`);
    expect(problems).toContain(`${path.relative(ROOT, post)}:7: field "authorImage": ${rule}`);
    expect(problems).toContain(
      `${path.relative(ROOT, authors)}:6: field "image" of ${JSON.stringify(list[0].name)}: ${rule}`,
    );
    expect(problems).not.toMatch(/is not in public/);
  });

  it("still names a missing frontmatter as such", () => {
    const dir = withPost("first-fixture-post.md", (t) => t.replace(/^---\n/, ""));
    const file = path.relative(ROOT, path.join(dir, "blog/first-fixture-post.md"));
    expect(problemsOf(dir)).toBe(
      report(
        `${file}: missing frontmatter. Start the file with a --- line, the fields, and another --- line.`,
      ),
    );
  });
});

describe("loadContent's messages suggest the likely fix", () => {
  const file = (dir: string) => path.relative(ROOT, path.join(dir, "blog/first-fixture-post.md"));

  it("offers the category meant, for a misspelt one", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t.replace("category: Security", "category: Securty"),
    );
    expect(problemsOf(dir)).toBe(
      report(
        `${file(dir)}:5: field "category": must be one of Security, Sustainability, Data Center, Mobility, Compliance. Did you mean "Security"?`,
      ),
    );
  });

  it("says the month is past 12, and offers the date with day and month swapped", () => {
    const dir = withPost("first-fixture-post.md", (t) => t.replace("date: 2025-06-08", "date: 2026-13-01"));
    expect(problemsOf(dir)).toBe(
      report(
        `${file(dir)}:7: field "date": must be a real calendar date: the month is 13, and months go 01-12 (YYYY-MM-DD: year, month, day). Did you mean "2026-01-13"?`,
      ),
    );
  });

  it("offers the author meant, for a misspelt name", () => {
    const dir = withPost("first-fixture-post.md", (t) => t.replace("author: Ada Byron", "author: Ada Byrn"));
    expect(problemsOf(dir)).toBe(
      report(
        `${file(dir)}:6: field "author": "Ada Byrn" is not in content/authors.json (known: Ada Byron, Grace  Hopper). Did you mean "Ada Byron"?`,
      ),
    );
  });

  it("says file names are case-sensitive on the server, for a cover named in another case", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t.replace("image: /images/blog/cover.jpg", "image: /images/Blog/Cover.JPG"),
    );
    expect(problemsOf(dir)).toBe(
      report(
        `${file(dir)}:8: field "image": /images/Blog/Cover.JPG is not in public/, but /images/blog/cover.jpg is: file names are case-sensitive on the server, though not on a Mac or Windows, so write /images/blog/cover.jpg`,
      ),
    );
  });

  it("offers the file of the folder closest to a misspelt picture's name, at the picture's line", () => {
    const dir = contentCopy();
    const post = append(dir, "blog/first-fixture-post.md", "\n![The cover](/images/blog/covr.jpg)\n");
    expect(problemsOf(dir)).toBe(
      report(
        `${post}:18: image /images/blog/covr.jpg is not in public/: add the file or fix the path. Did you mean "/images/blog/cover.jpg"?`,
      ),
    );
  });

  it("names the line of every field a problem is about, and of the first unknown one", () => {
    const dir = withPost("first-fixture-post.md", (t) =>
      t
        .replace(/^title: .*$/m, 'title: "Short"')
        .replace("slug: first-fixture-post", "slug: First Post")
        .replace("imageAlt:", "imageAlt: x\nimagealt:"),
    );
    expect(problemsOf(dir)).toBe(
      report(
        `${file(dir)}:2: field "slug": must be lowercase words joined by hyphens`,
        `${file(dir)}:3: field "title": must be at least 10 characters`,
        `${file(dir)}:9: field "imageAlt": must say in words what the cover shows (5 characters or more), for readers who cannot see it`,
        `${file(dir)}:10: unknown field(s) "imagealt": remove them or fix the spelling`,
      ),
    );
  });
});

describe("loadContent keeps every text readable and every name a file can hold", () => {
  /** A file of a content copy, written over by `edit`. */
  function edit(dir: string, file: string, change: (text: string) => string): string {
    const target = path.join(dir, file);
    writeFileSync(target, change(readFileSync(target, "utf8")));
    return path.relative(ROOT, target);
  }
  const postFile = `blog/${FIXTURE_POSTS.first.slug}.md`;

  it("drops lone surrogates from every text field of every content file, a draft's and a scheduled post's too, at the loader", () => {
    const dir = contentCopy();
    // YAML and JSON escapes: the only way a lone surrogate gets into a file read as UTF-8.
    const half = String.raw`\uD800`;
    const low = String.raw`\uDC00`;
    edit(dir, postFile, (t) =>
      t
        .replace(/^title: .*$/m, `title: "The First${half} Fixture Post for {{brand}} Tests${low}"`)
        .replace(/^excerpt: "/m, `excerpt: "${low}`)
        .replace(/^imageAlt: "/m, `imageAlt: "${half}`)
        .replace(/^category: .*$/m, `category: "Security${half}"`)
        .replace(/^author: .*$/m, `author: "Ada${low} Byron"`),
    );
    const second = readFileSync(path.join(dir, `blog/${FIXTURE_POSTS.second.slug}.md`), "utf8");
    for (const [slug, extra] of [
      ["a-drafted-fixture-post", "draft: true"],
      ["a-scheduled-fixture-post", "date: 2099-01-01"],
    ] as const)
      writeFileSync(
        path.join(dir, `blog/${slug}.md`),
        second
          .replace(/^slug: .*$/m, `slug: ${slug}`)
          .replace(/^date: .*$/m, extra.startsWith("date") ? extra : `date: 2024-10-22\n${extra}`)
          .replace(/^title: "/m, `title: "${half}`)
          .replace(
            /^excerpt: .*$/m,
            `excerpt: "An excerpt${low} of a post held back, long enough for the schema's rule."`,
          ),
      );
    edit(dir, "authors.json", (t) =>
      t.replace('"Ada Byron"', `"Ada Byron${half}"`).replace('"Security Lead"', `"Security${low} Lead"`),
    );
    edit(dir, "site.yaml", (t) => t.replace(/^tagline: (.*)$/m, `tagline: "$1${half}"`));
    edit(dir, "pages/about.yaml", (t) => t.replace(/^ {2}title: "/m, `  title: "${low}`));
    edit(dir, "legal/terms.md", (t) => t.replace('title: "Terms', `title: "${half}Terms`));
    const content = loadContent({ ...fixtureDirs(dir), today: "2026-01-01" });
    // JSON.stringify writes a lone surrogate as an escape (\udXXX), a pair as itself.
    expect(JSON.stringify(content)).not.toMatch(/\\ud[89a-f][0-9a-f]{2}/i);
    const post = content.posts.find((p) => p.slug === FIXTURE_POSTS.first.slug);
    expect(post).toMatchObject({ category: "Security", author: "Ada Byron" });
    expect(post?.title).toBe(`The First Fixture Post for ${content.site.brand} Tests`);
    expect(content.unpublished.map((p) => [p.slug, p.publication])).toEqual([
      ["a-scheduled-fixture-post", "scheduled"],
      ["a-drafted-fixture-post", "draft"],
    ]);
    expect(content.authors[0]).toMatchObject({ name: "Ada Byron", role: "Security Lead" });
    expect(content.legal.terms.title).toBe("Terms of Service");
  });

  it("refuses a title, excerpt, alt text, author, bio, legal text or copy text that shows nothing, naming the file, field and what it holds", () => {
    const dir = contentCopy();
    const post = edit(dir, postFile, (t) =>
      t
        .replace(/^title: .*$/m, `title: "${"\u200B".repeat(12)}"`)
        .replace(/^excerpt: .*$/m, `excerpt: "${" \u00A0".repeat(30)}"`)
        .replace(/^imageAlt: .*$/m, `imageAlt: "\u3164\u3164\u3164\u3164\u3164\u3164"`),
    );
    const authors = edit(dir, "authors.json", (t) =>
      t.replace('"Ada writes about data sanitization and audits."', `"${"\u2800".repeat(24)}"`),
    );
    const terms = edit(dir, "legal/terms.md", (t) =>
      t.replace(/^title: .*$/m, 'title: "\u2060\u2060\u2060\u2060"'),
    );
    const site = edit(dir, "site.yaml", (t) => t.replace(/^tagline: .*$/m, 'tagline: "\u200D\u00AD "'));
    const blank = (points: string) =>
      `holds only white space or invisible characters (${points}), so the page would show nothing: write its text`;
    const lineIn = (file: string, text: string) =>
      readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .findIndex((line) => line.includes(text)) + 1;
    const message = problemsOf(dir);
    for (const line of [
      `${site}:${lineIn(site, "tagline:")}: field "tagline": ${blank("U+200D, U+00AD, U+0020")}`,
      `${authors}:${lineIn(authors, "\u2800")}: field "bio" of "Ada Byron": ${blank("U+2800")}`,
      `${post}:3: field "title": ${blank("U+200B")}`,
      `${post}:4: field "excerpt": ${blank("U+0020, U+00A0")}`,
      `${post}:9: field "imageAlt": ${blank("U+3164")}`,
      `${terms}:2: field "title": ${blank("U+2060")}`,
    ])
      expect(message).toContain(`\n  ${line}`);
  });

  it("counts only what shows against a text's limits, and keeps it without the invisible characters at its ends", () => {
    const padded = withPost(`${FIXTURE_POSTS.first.slug}.md`, (t) =>
      t.replace(/^title: .*$/m, `title: "\u200BA Title${"\u200B".repeat(6)}B"`),
    );
    expect(problemsOf(padded)).toContain(
      'field "title": must be at least 10 characters (invisible characters do not count)',
    );
    const trimmed = withPost(`${FIXTURE_POSTS.first.slug}.md`, (t) =>
      t.replace(/^title: .*$/m, 'title: "\u200B\u00A0 A Title Long Enough \u2060"'),
    );
    const post = loadContent(fixtureDirs(trimmed)).posts.find((p) => p.slug === FIXTURE_POSTS.first.slug);
    expect(post?.title).toBe("A Title Long Enough");
  });

  it("refuses a post slug longer than a file name can hold with the names made of it, naming the limit", () => {
    const slug = "a".repeat(201);
    const dir = contentCopy();
    const file = path.join(dir, `blog/${slug}.md`);
    writeFileSync(
      file,
      readFileSync(path.join(dir, postFile), "utf8").replace(/^slug: .*$/m, `slug: ${slug}`),
    );
    expect(problemsOf(dir)).toBe(
      report(
        `${path.relative(ROOT, file)}:2: field "slug": must be at most 200 characters: it names the post's file, its page and its images, and a file name holds at most 255 bytes`,
      ),
    );
  });

  it("refuses a post in a folder of the blog by name, saying why and where it belongs, and reads the others", () => {
    const dir = contentCopy();
    const nested = path.join(dir, "blog/2025");
    mkdirSync(nested);
    const source = readFileSync(path.join(dir, postFile), "utf8");
    writeFileSync(
      path.join(nested, "a-nested-post.md"),
      source.replace(/^slug: .*$/m, "slug: a-nested-post"),
    );
    // Named like a post of the blog itself: two folders could hold one slug.
    writeFileSync(path.join(nested, `${FIXTURE_POSTS.first.slug}.md`), source);
    mkdirSync(path.join(dir, "blog/.obsidian"));
    writeFileSync(path.join(dir, "blog/.obsidian/app.json"), "{}");
    const rel = (file: string) => path.relative(ROOT, path.join(dir, file));
    const why = `is in the folder ${rel("blog/2025")}/, and posts are read from ${rel("blog")}/ itself: a post's page is ${paths["blog-post"]({ slug: "<slug>" })} whatever its folder, and the browser editor (/${ADMIN_DIR}/) sees only the files of ${rel("blog")}/. Move it to`;
    expect(problemsOf(dir)).toBe(
      report(
        `${rel("blog/2025/a-nested-post.md")}: ${why} ${rel("blog/a-nested-post.md")}`,
        `${rel(`blog/2025/${FIXTURE_POSTS.first.slug}.md`)}: ${why} ${rel(postFile)}, under another name: ${rel(postFile)} is there already`,
      ),
    );
  });

  it("tells a content file that is a folder, a post that is a link to one, or a blog folder that is a file, by name, never with EISDIR or ENOTDIR", () => {
    const dir = contentCopy();
    const folder = (file: string) => {
      rmSync(path.join(dir, file));
      mkdirSync(path.join(dir, file));
      return path.relative(ROOT, path.join(dir, file));
    };
    const authors = folder("authors.json");
    const site = folder("site.yaml");
    const terms = folder("legal/terms.md");
    mkdirSync(path.join(dir, "drafts"));
    symlinkSync(path.join(dir, "drafts"), path.join(dir, "blog/linked.md"));
    const linked = path.relative(ROOT, path.join(dir, "blog/linked.md"));
    const message = problemsOf(dir);
    const isFolder =
      "is a folder, where the build reads one file: move the folder out of the way (or rename it) and put the file in its place";
    for (const file of [site, authors, linked, terms]) expect(message).toContain(`\n  ${file}: ${isFolder}`);
    expect(message).not.toMatch(/EISDIR/);
    // And the other way round: a file where the folder of posts belongs.
    rmSync(path.join(dir, "blog"), { recursive: true });
    writeFileSync(path.join(dir, "blog"), "");
    expect(problemsOf(dir)).toContain(
      `\n  ${path.relative(ROOT, path.join(dir, "blog"))}: is a file, where the build reads the folder of posts`,
    );
  });

  it("refuses an author photo or a post's author image that is not a JPEG, PNG or WebP, naming the field", () => {
    const dir = contentCopy();
    const authors = edit(dir, "authors.json", (t) =>
      t.replace('"role": "Security Lead"', '"role": "Security Lead", "image": "/images/blog/cover.gif"'),
    );
    const post = edit(dir, postFile, (t) =>
      t.replace(/^image: /m, "authorImage: /images/blog/cover.svg\nimage: "),
    );
    const message = problemsOf(dir);
    const rule = "must be a JPEG, PNG or WebP image (.jpg, .jpeg, .png or .webp), which every browser shows";
    expect(message).toContain(`  ${authors}:2: field "image" of "Ada Byron": ${rule}`);
    expect(message).toContain(`  ${post}:8: field "authorImage": ${rule}`);
  });
});
