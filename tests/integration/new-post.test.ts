/**
 * `npm run new-post` while `npm run dev` runs (build/tools/new-post.ts, writeNewPost): it writes
 * the new post's cover, then the post, and no other file, so the dev server takes in a change
 * it can build, never a post whose cover is not there yet. On a copy of the fixture content
 * and public/, with the dev server watching both. What the post holds: tests/unit/new-post.test.ts.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { NewPostExists, type SiteBuildError } from "../../build/errors";
import type { DevServer } from "../../build/tools/dev/dev-server";
import { type NewPostWritten, newPostFields, writeNewPost } from "../../build/tools/new-post";
import type { PostFrontmatter } from "../../src/model/schema";
import { paths } from "../../src/paths";
import { fixtureWorkspace, ROOT, recorder } from "../helpers";

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

/** Every file under the folders, by absolute path, with its size and modification time. */
function stamps(dirs: string[]): Map<string, string> {
  return new Map(
    dirs.flatMap((dir) =>
      fg.sync("**/*", { cwd: dir, dot: true, absolute: true }).map((file) => {
        const stat = statSync(file, { bigint: true });
        return [path.resolve(file), `${stat.size}:${stat.mtimeNs}`] as const;
      }),
    ),
  );
}

/** The files of `after` that `before` did not hold, or held with another size or time. */
const changed = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([file, stamp]) => before.get(file) !== stamp).map(([file]) => file);

describe("a new post written while the dev server runs", () => {
  const w = fixtureWorkspace(cleanups);
  const dirs = { root: ROOT, contentDir: w.contentDir, publicDir: w.publicDir };
  const updates = recorder<{ files: string[]; ok: boolean; error?: string }>();
  let dev: DevServer;
  let fields: PostFrontmatter;
  let before: Map<string, string>;
  let after: Map<string, string>;
  let written: NewPostWritten;
  const postFile = () => path.join(w.contentDir, "blog", `${fields.slug}.md`);
  const coverFile = () => path.join(w.publicDir, fields.image);

  beforeAll(async () => {
    const { startDevServer } = await import("../../build/tools/dev/dev-server");
    dev = await startDevServer({
      ...dirs,
      config: configFrom({}),
      port: 0,
      watch: [w.contentDir, w.publicDir],
      onUpdate: updates.add,
    });
    await dev.site.checked;
    const authors = (
      JSON.parse(readFileSync(path.join(w.contentDir, "authors.json"), "utf8")) as { name: string }[]
    ).map((author) => author.name);
    fields = newPostFields(
      { title: "Erasing Drives Before an Office Move" },
      {
        authors,
        today: "2025-06-01",
        fileOf: (slug) => path.relative(ROOT, path.join(w.contentDir, "blog", `${slug}.md`)),
      },
    );
    before = stamps([w.contentDir, w.publicDir]);
    written = await writeNewPost(fields, dirs);
    after = stamps([w.contentDir, w.publicDir]);
    await updates.until(
      (all) => all.some((update) => update.files.includes(postFile())),
      "the dev server took in the new post",
    );
  });
  afterAll(() => dev?.close());

  it("writes the post's cover, then the post, and no other file", () => {
    expect(written).toEqual({
      cover: path.relative(ROOT, coverFile()),
      post: path.relative(ROOT, postFile()),
    });
    expect(changed(before, after).sort()).toEqual([coverFile(), postFile()].sort());
    expect(statSync(coverFile(), { bigint: true }).mtimeNs).toBeLessThanOrEqual(
      statSync(postFile(), { bigint: true }).mtimeNs,
    );
  });

  it("gives the dev server only changes it can build, and it serves the post with its cover", async () => {
    expect(updates.all.map(({ files, ok, error }) => ({ files, ok, error }))).toEqual(
      updates.all.map(({ files }) => ({ files, ok: true, error: undefined })),
    );
    expect((await dev.site.request(paths["blog-post"](fields))).status).toBe(200);
    expect((await dev.site.request(fields.image)).status).toBe(200);
  });

  it("writes nothing, not even the cover, when the post exists", async () => {
    const failure = await writeNewPost(fields, dirs).catch((error: unknown) => error);
    expect((failure as SiteBuildError).data).toBe(NewPostExists);
    expect(changed(after, stamps([w.contentDir, w.publicDir]))).toEqual([]);
  });
});
