/** `npm run new-post`: the post it writes, on the fixture content. */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "../../build/2-content/load";
import { ContentInvalid, NewPostInvalid, SiteBuildError } from "../../build/errors";
import { type NewPostContext, newPostFields, newPostText } from "../../build/tools/new-post";
import { postSlug, SLUG_MAX } from "../../src/model/slugs";
import { paths } from "../../src/paths";
import { FIXTURES, fixtureDirs, ROOT, siteContent, tempCopy } from "../helpers";

/** The project's services (content/services.yaml), as loaded. */
const { services } = siteContent();

let cleanup = () => {};
afterEach(() => cleanup());

const context: NewPostContext = {
  authors: ["Ada Byron", "Grace  Hopper", "Mary O'Brien"],
  today: "2025-03-04",
  fileOf: (slug) => `content/blog/${slug}.md`,
};

/** The NewPostInvalid reasons of `options`, or a failure when it is accepted. */
function reasonsOf(options: Parameters<typeof newPostFields>[0]): string[] {
  try {
    newPostFields(options, context);
  } catch (error) {
    expect(error).toBeInstanceOf(SiteBuildError);
    expect((error as SiteBuildError).data).toBe(NewPostInvalid);
    return ((error as SiteBuildError<{ reasons: string[] }>).details as { reasons: string[] }).reasons;
  }
  throw new Error("expected the options to be refused");
}

/** A copy of the fixture content holding `text` as blog/<slug>.md; returns the file as messages name it. */
function withNewPost(slug: string, text: string) {
  const copy = tempCopy(path.join(FIXTURES, "content"));
  cleanup = copy.cleanup;
  const file = path.join(copy.dir, "blog", `${slug}.md`);
  writeFileSync(file, text);
  return { dir: copy.dir, file, rel: path.relative(ROOT, file) };
}

describe("postSlug", () => {
  it("keeps lowercase latin letters and digits joined by single hyphens", () => {
    expect(postSlug("Don't Let Old Laptops Leak: A Café Owner’s Guide")).toBe(
      "dont-let-old-laptops-leak-a-cafe-owners-guide",
    );
    expect(postSlug("  R2 & e-Stewards -- 2025 ")).toBe("r2-and-e-stewards-2025");
    expect(postSlug("Заголовок")).toBe("");
  });
});

describe("newPostFields", () => {
  it("fills every field: the slug from the title, today's date, the first category and author, a draft", () => {
    const fields = newPostFields({ title: "  Why   Erasure Certificates Matter " }, context);
    expect(fields).toEqual({
      slug: "why-erasure-certificates-matter",
      title: "Why Erasure Certificates Matter",
      excerpt: expect.stringMatching(/^\[new-post\] /),
      category: "Security",
      author: "Ada Byron",
      date: "2025-03-04",
      image: "/images/blog/why-erasure-certificates-matter.jpg",
      imageAlt: expect.stringMatching(/^\[new-post\] /),
      draft: true,
    });
  });

  it("takes a category by name or slug and an author in any case, a date and a slug", () => {
    const fields = newPostFields(
      {
        title: "Closing a Colocation Cage",
        category: "data-center",
        author: "mary o'brien",
        date: "2025-05-01",
        slug: "cage-exit",
      },
      context,
    );
    expect(fields).toMatchObject({
      slug: "cage-exit",
      category: "Data Center",
      author: "Mary O'Brien",
      date: "2025-05-01",
      image: "/images/blog/cage-exit.jpg",
    });
  });

  it("refuses an unknown category or author, naming the choices, and a title with no slug", () => {
    expect(reasonsOf({ title: "Заголовок статьи", category: "Gardening", author: "Nobody" })).toEqual([
      '--category "Gardening" is not a blog category: use one of Security, Sustainability, Data Center, Mobility, Compliance',
      `--author "Nobody" is not in content/authors.json: use one of Ada Byron, Grace  Hopper, Mary O'Brien, or add the author there first`,
      'the title "Заголовок статьи" gives no slug (no latin letter or digit): give one with --slug words-with-hyphens',
    ]);
  });

  it("refuses a slug, given or made of the title, too long for the names of the post's files, before writing any", () => {
    const given = `${"a".repeat(SLUG_MAX)}-b`;
    expect(reasonsOf({ title: "A Good Title", slug: given })).toEqual([
      `--slug "${given.slice(0, 40)}... (${given.length} characters)" must be at most ${SLUG_MAX} characters: it names the post's file, its page and its images, and a file name holds at most 255 bytes`,
    ]);
    // "&" is read as "and": a title within its own limit can make a slug past the slug's.
    const title = "R&D ".repeat(30).trim();
    const made = postSlug(title);
    expect(made.length).toBeGreaterThan(SLUG_MAX);
    expect(reasonsOf({ title })).toEqual([
      `the title gives the slug "${made.slice(0, 40)}... (${made.length} characters)", which must be at most ${SLUG_MAX} characters: it names the post's file, its page and its images, and a file name holds at most 255 bytes: give a shorter one with --slug words-with-hyphens`,
    ]);
    expect(newPostFields({ title, slug: "a".repeat(SLUG_MAX) }, context).slug).toHaveLength(SLUG_MAX);
  });

  it("holds the options to the post's own rules, naming the option, or the file and field", () => {
    expect(reasonsOf({ title: "A Good Title", slug: "Bad Slug" })).toEqual([
      '--slug "Bad Slug" must be lowercase words joined by hyphens',
    ]);
    expect(reasonsOf({ title: "A Good Title", date: "03/04/2025" })).toEqual([
      'content/blog/a-good-title.md: field "date": must be a date written YYYY-MM-DD',
    ]);
    expect(reasonsOf({ title: "Too short", date: "2025-02-30" })).toEqual([
      'content/blog/too-short.md: field "title": must be at least 10 characters',
      'content/blog/too-short.md: field "date": must be a real calendar date: the day is 30, and February 2025 has 28 days',
    ]);
  });
});

describe("the post newPostText writes", () => {
  const fields = {
    ...newPostFields({ title: "Don't Let Old Laptops Leak", author: "Ada Byron" }, context),
    // The fixture's cover: the tool draws the real one with npm run images.
    image: "/images/blog/cover.jpg",
  };

  it("loads as a draft with no problem, every frontmatter field as given, the title's apostrophe kept", () => {
    const { dir } = withNewPost(fields.slug, newPostText(fields));
    const content = loadContent({ ...fixtureDirs(dir), today: "2025-06-30" });
    expect(content.posts.map((post) => post.slug)).not.toContain(fields.slug);
    const post = content.unpublished.find((p) => p.slug === fields.slug)!;
    expect(post).toMatchObject({ ...fields, publication: "draft" });
    const shown = loadContent({ ...fixtureDirs(dir), today: "2025-06-30", showUnpublished: true });
    expect(shown.posts.find((p) => p.slug === fields.slug)?.html).toContain(
      // The template links to the first service (build/tools/new-post.ts).
      `href="${paths.service(services[0]!)}"`,
    );
  });

  it("is refused once draft: true goes while the template's text is there, naming each line", () => {
    const text = newPostText(fields).replace("draft: true\n", "");
    const { dir, rel } = withNewPost(fields.slug, text);
    const lines = text
      .split("\n")
      .flatMap((line, index) =>
        line.includes("[new-post]") && !/^(excerpt|imageAlt):/.test(line) ? [index + 1] : [],
      );
    let message = "";
    try {
      loadContent({ ...fixtureDirs(dir), today: "2025-06-30" });
    } catch (error) {
      expect((error as SiteBuildError).data).toBe(ContentInvalid);
      message = (error as Error).message;
    }
    const todo = "replace it with the article, or keep draft: true until no [new-post] is left";
    for (const field of ["excerpt", "imageAlt"]) {
      const line = text.split("\n").findIndex((row) => row.startsWith(`${field}:`)) + 1;
      expect(message).toContain(
        `  ${rel}:${line}: field "${field}": still holds the new-post template's text: ${todo}`,
      );
    }
    expect(message).toContain(
      `  ${rel}:${lines[0]}: still holds the new-post template's guidance, [new-post] (also on lines ${lines.slice(1).join(", ")}): ${todo}`,
    );
    // Written, the article publishes.
    const written = text
      .split("\n")
      .filter((line) => !line.includes("[new-post]") || /^(excerpt|imageAlt):/.test(line))
      .join("\n")
      .replace(
        /^excerpt: .*$/m,
        'excerpt: "What an old laptop still holds after a reset, and the three steps that make it safe to reuse."',
      )
      .replace(/^imageAlt: .*$/m, 'imageAlt: "Illustration of a laptop with a padlock on its screen"')
      .concat("\nAn old laptop keeps more than its owner thinks.\n");
    writeFileSync(path.join(dir, "blog", `${fields.slug}.md`), written);
    expect(loadContent({ ...fixtureDirs(dir), today: "2025-06-30" }).posts.map((p) => p.slug)).toContain(
      fields.slug,
    );
    expect(readFileSync(path.join(dir, "blog", `${fields.slug}.md`), "utf8")).not.toContain("[new-post]");
  });
});
