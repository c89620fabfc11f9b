/**
 * What `npm run build` prints, in order, as an editor reads it: a failed build's problems of
 * every check at once (a redirect to a drafted post and a dead link, from one build), then the
 * warnings and the notes (the draft held back), never "built all the same" above "Build failed.";
 * and a warning told in full once, then counted on one line while it does not change
 * (build/2-content/told.ts).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ALL_WARNINGS } from "../../build/2-content/told";
import { DESCRIPTION_MAX } from "../../build/2-content/warnings";
import { paths } from "../../src/paths";
import { FIXTURE_POSTS, fixtureWorkspace, lineOf, ROOT } from "../helpers";

let cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/** The fixture content with a draft, a redirect to it, a dead link in a post and a post's excerpt too long. */
function brokenWorkspace() {
  const w = fixtureWorkspace(cleanups);
  const draft = { slug: "a-drafted-guide" };
  writeFileSync(
    path.join(w.contentDir, `blog/${draft.slug}.md`),
    `---\nslug: ${draft.slug}\ntitle: "A Drafted Guide for the Fixture"\nexcerpt: "A post written as a draft, which a redirect of the fixture leads to too early."\ncategory: Security\nauthor: Ada Byron\ndate: 2025-01-15\nimage: /images/blog/cover.jpg\nimageAlt: "The cover image of the fixture posts"\ndraft: true\n---\nNot out yet.\n`,
  );
  const redirects = path.join(w.contentDir, "redirects.txt");
  writeFileSync(redirects, `${paths["blog-post"]({ slug: "old-guide" })} ${paths["blog-post"](draft)}\n`);
  const post = path.join(w.contentDir, `blog/${FIXTURE_POSTS.first.slug}.md`);
  const excerpt =
    `A fixture excerpt long enough to be cut in search results. ${"More words. ".repeat(12)}`.trim();
  expect(excerpt.length).toBeGreaterThan(DESCRIPTION_MAX);
  writeFileSync(
    post,
    `${readFileSync(post, "utf8").replace(/^excerpt: .*$/m, `excerpt: "${excerpt}"`)}\nSee [the old page](/no-such-page).\n`,
  );
  const rel = (file: string) => path.relative(ROOT, file);
  const draftFile = path.join(w.contentDir, `blog/${draft.slug}.md`);
  return { ...w, redirects: rel(redirects), post: rel(post), postFile: post, draft, draftFile };
}

/** `npm run build` on the workspace, as an editor runs it (a child process), its EmailJS keys set. */
function npmRunBuild(w: ReturnType<typeof brokenWorkspace>) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV"));
  return spawnSync(
    process.execPath,
    ["build/run.mjs", "build/cli.ts", "--content", w.contentDir, "--public", w.publicDir, "--out", w.outDir],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...env, EMAILJS_PUBLIC_KEY: "k", EMAILJS_SERVICE_ID: "s", EMAILJS_TEMPLATE_ID: "t" },
    },
  );
}

describe("npm run build's output", () => {
  const w = brokenWorkspace();

  it("tells a redirect to a drafted post and a dead link from one build, then the warnings, after the problems", () => {
    const run = npmRunBuild(w);
    expect(run.status).toBe(1);
    const out = run.stderr;
    const failed = out.indexOf("\nBuild failed. ChecksFailed: ");
    const redirect = out.indexOf(
      `  ${w.redirects}:1: "${paths["blog-post"](w.draft)}" leads to the post ${path.relative(ROOT, path.join(w.contentDir, `blog/${w.draft.slug}.md`))}, which is a draft (draft: true)`,
    );
    const dead = out.indexOf(`  ${w.post}:${lineOf(w.postFile, "/no-such-page")}: /no-such-page`);
    const warnings = out.indexOf("1 warning, which does not stop a build; fix it when you can:");
    const warning = out.indexOf(`  ${w.post}:${lineOf(w.postFile, "excerpt:")}: field "excerpt": is `);
    // The draft held back, named with until when (build/2-content/notes.ts).
    const note = out.indexOf(
      `1 note:\n  ${path.relative(ROOT, w.draftFile)}:${lineOf(w.draftFile, "draft:")}: field "draft": holds the post back`,
    );
    expect(
      [failed, redirect, dead, warnings, warning, note].every((at) => at >= 0),
      out,
    ).toBe(true);
    expect(
      failed < redirect && redirect < dead && dead < warnings && warnings < warning && warning < note,
    ).toBe(true);
    expect(out).not.toMatch(/all the same/);
    expect(run.stdout).not.toContain("warning");
  });

  it("counts a warning told before on one line, while it does not change", () => {
    const run = npmRunBuild(w);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `\nNot repeated: 1 warning and 1 note told by an earlier build, unchanged since (${ALL_WARNINGS} prints them).`,
    );
    expect(run.stderr).not.toContain('field "excerpt"');
  });
});
