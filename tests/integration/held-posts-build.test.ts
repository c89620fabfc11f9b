/**
 * Posts a production build holds back (a draft, posts scheduled after its today) get the checks
 * a published post gets, so that none passes today's build and stops the build of its day: their
 * covers are read, their links checked, and the build names each one held back, with until when.
 * A lone surrogate in a published post's title (a "\uD800" escape) builds. Each build runs on the
 * same workspace: a build that fails leaves the first one's output as it was.
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import type { Told } from "../../build/2-content/told";
import {
  ChecksFailed,
  DeadLinks,
  ImageUnreadable,
  SiteBuildError,
  UnpublishedPostLinked,
} from "../../build/errors";
import { type BuildResult, build } from "../../build/site-build";
import { paths } from "../../src/paths";
import { FIXTURE_POSTS, fixtureDirs, fixtureWorkspace, lineOf, ROOT, siteContent } from "../helpers";

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

const TODAY = "2026-03-04";
/** Dated more than a year after TODAY: a slip of the year, most likely. */
const SCHEDULED = { slug: "a-scheduled-fixture-post", date: "2027-06-01" };
const SOONER = { slug: "a-sooner-fixture-post", date: "2026-04-01" };
const DRAFT = { slug: "a-drafted-fixture-post" };
const { site } = siteContent(fixtureDirs().contentDir, fixtureDirs().publicDir);

describe("a production build with a draft and two scheduled posts", () => {
  const w = fixtureWorkspace(cleanups);
  const file = (slug: string) => path.join(w.contentDir, `blog/${slug}.md`);
  const rel = (absolute: string) => path.relative(ROOT, absolute);
  const second = readFileSync(file(FIXTURE_POSTS.second.slug), "utf8");
  /** A held post: the second fixture post under another slug, `extra` frontmatter and body. */
  const held = (slug: string, frontmatter: string, body: string) =>
    writeFileSync(
      file(slug),
      second
        .replace(/^slug: .*$/m, `slug: ${slug}`)
        .replace(/^date: .*$/m, frontmatter)
        .replace("Body text of the second post.", body),
    );
  const writeHeld = (links: { scheduled?: string; draft?: string } = {}) => {
    held(
      SCHEDULED.slug,
      `date: ${SCHEDULED.date}`,
      `Read [the first post](${paths["blog-post"](FIXTURE_POSTS.first)}) and [the sooner one](${paths["blog-post"](SOONER)}).${links.scheduled ?? ""}`,
    );
    held(SOONER.slug, `date: ${SOONER.date}`, "Out next month.");
    held(
      DRAFT.slug,
      "date: 2025-01-15\ndraft: true",
      `See [the scheduled post](${paths["blog-post"](SCHEDULED)}).${links.draft ?? ""}`,
    );
  };
  const run = (onTold?: (told: Told) => void) =>
    build({ root: ROOT, ...w, config: configFrom({ SITE_TODAY: TODAY }), onTold });
  /** Every file of the output: its name, size and time. */
  const snapshot = () =>
    fg.sync("**/*", { cwd: w.outDir }).map((name) => {
      const { size, mtimeMs } = statSync(path.join(w.outDir, name));
      return `${name} ${size} ${mtimeMs}`;
    });

  let result: BuildResult;
  let told: Told | undefined;
  beforeAll(async () => {
    const first = file(FIXTURE_POSTS.first.slug);
    writeFileSync(
      first,
      readFileSync(first, "utf8").replace(/^title: "The First/m, String.raw`title: "The First\uD800`),
    );
    writeHeld();
    result = await run((t) => {
      told = t;
    });
  });

  it("builds a published post whose title holds a lone surrogate, its share links and all, the half character dropped", () => {
    const html = readFileSync(
      path.join(w.outDir, `${paths["blog-post"](FIXTURE_POSTS.first).slice(1)}/index.html`),
      "utf8",
    );
    expect(parseHTML(html).document.querySelector("h1")?.textContent).toBe(
      `The First Fixture Post for ${site.brand} Tests`,
    );
    for (const slug of [SCHEDULED.slug, SOONER.slug, DRAFT.slug])
      expect(fg.sync(`**/${slug}*`, { cwd: w.outDir }), slug).toEqual([]);
  });

  it("names each post it holds back and until when, one note each, and warns of a date more than a year ahead", () => {
    const at = (slug: string, field: string) => lineOf(file(slug), `${field}:`);
    expect(told?.notes.slice(0, 3)).toEqual([
      {
        file: rel(file(SCHEDULED.slug)),
        line: at(SCHEDULED.slug, "date"),
        field: "date",
        message: `holds the post back until ${SCHEDULED.date}: the first build on or after that day publishes it`,
      },
      {
        file: rel(file(SOONER.slug)),
        line: at(SOONER.slug, "date"),
        field: "date",
        message: `holds the post back until ${SOONER.date}: the first build on or after that day publishes it`,
      },
      {
        file: rel(file(DRAFT.slug)),
        line: at(DRAFT.slug, "draft"),
        field: "draft",
        message:
          "holds the post back: a draft is published once draft: true is removed (npm run dev shows it)",
      },
    ]);
    expect(result.warnings).toContainEqual({
      file: rel(file(SCHEDULED.slug)),
      line: at(SCHEDULED.slug, "date"),
      field: "date",
      message: `${SCHEDULED.date} is more than a year after today (${TODAY}), so the post stays off the site until then: if the year is a typo, fix it`,
    });
    expect(result.warnings.filter((warning) => warning.field === "date")).toHaveLength(1);
  });

  it("stops on a dead link in a draft and on a scheduled post's link to the draft, naming both files' lines, and keeps the output", async () => {
    const before = snapshot();
    writeHeld({
      scheduled: ` And [the draft](${paths["blog-post"](DRAFT)}).`,
      draft: "\n\nSee [the old page](/no-such-page).",
    });
    const linkLine = lineOf(file(SCHEDULED.slug), "And [the draft]");
    const deadLine = lineOf(file(DRAFT.slug), "/no-such-page");
    const failure = await run().catch((error: unknown) => error);
    writeHeld();
    expect((failure as SiteBuildError).data).toBe(ChecksFailed);
    const { errors } = (failure as SiteBuildError<{ errors: SiteBuildError[] }>).details;
    expect(errors.map((error) => error.data)).toEqual([UnpublishedPostLinked, DeadLinks]);
    expect(errors[0]?.message).toContain(
      `  ${rel(file(SCHEDULED.slug))}:${linkLine}: ${paths["blog-post"](DRAFT)} is ${rel(file(DRAFT.slug))}, a draft (draft: true)`,
    );
    expect(errors[1]?.message.split("\n").slice(1)).toEqual([
      `  ${rel(file(DRAFT.slug))}:${deadLine}: /no-such-page`,
    ]);
    expect(snapshot()).toEqual(before);
  });

  it("stops on a scheduled post's cover that cannot be read, naming the post and the field, and keeps the output", async () => {
    const before = snapshot();
    const cover = readFileSync(path.join(w.publicDir, "images/blog/cover.jpg"));
    writeFileSync(path.join(w.publicDir, "images/blog/cut.jpg"), cover.subarray(0, 100));
    const sooner = readFileSync(file(SOONER.slug), "utf8");
    writeFileSync(file(SOONER.slug), sooner.replace(/^image: .*$/m, "image: /images/blog/cut.jpg"));
    const failure = await run().catch((error: unknown) => error);
    writeFileSync(file(SOONER.slug), sooner);
    expect(failure).toBeInstanceOf(SiteBuildError);
    expect(failure).toMatchObject({
      data: ImageUnreadable,
      location: { file: rel(file(SOONER.slug)) },
      details: { src: "/images/blog/cut.jpg", field: "image" },
    });
    expect(snapshot()).toEqual(before);
  });

  it("stops on an author's photo that is not the image its name says, naming authors.json, the line and the field", async () => {
    const authors = path.join(w.contentDir, "authors.json");
    const list = readFileSync(authors, "utf8");
    writeFileSync(path.join(w.publicDir, "images/blog/ada.jpg"), "not a photo, a note saved as .jpg\n");
    writeFileSync(
      authors,
      list.replace(
        '"role": "Security Lead"',
        '"role": "Security Lead",\n    "image": "/images/blog/ada.jpg"',
      ),
    );
    const line = lineOf(authors, "ada.jpg");
    const failure = await run().catch((error: unknown) => error);
    writeFileSync(authors, list);
    expect(failure).toBeInstanceOf(SiteBuildError);
    expect(failure).toMatchObject({
      data: ImageUnreadable,
      location: { file: rel(authors), line },
      details: { src: "/images/blog/ada.jpg", field: "image" },
    });
  });
});
