import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { configFrom } from "../../build/config";
import { build } from "../../build/index";
import { FIXTURES, ROOT, tempCopy } from "../helpers";

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/** Fixture content and the real public/ (plus the fixture cover), each copied so a test can break them. */
function workspace() {
  const content = tempCopy(path.join(FIXTURES, "content"));
  const pub = tempCopy(path.join(ROOT, "public"));
  const out = tempCopy(path.join(FIXTURES, "content/legal"));
  cleanups.push(content.cleanup, pub.cleanup, out.cleanup);
  cpSync(path.join(FIXTURES, "public/images/blog"), path.join(pub.dir, "images/blog"), { recursive: true });
  return { contentDir: content.dir, publicDir: pub.dir, outDir: path.join(out.dir, "dist") };
}

const run = (w: ReturnType<typeof workspace>) => build({ root: ROOT, ...w, config: configFrom({}) });

describe("the build stops with a message that names the file", () => {
  it("builds the fixture site when nothing is wrong", async () => {
    const result = await run(workspace());
    expect(result.routes.map((r) => r.path)).toContain("/blog/first-fixture-post");
  });

  it("on a dead internal link", async () => {
    const w = workspace();
    const post = path.join(w.contentDir, "blog/first-fixture-post.md");
    writeFileSync(post, `${readFileSync(post, "utf8")}\n\nSee [the old page](/no-such-page).\n`);
    await expect(run(w)).rejects.toThrow(
      /dead internal link.*\n.*dist\/blog\/first-fixture-post\/index\.html: \/no-such-page/,
    );
  });

  it("on bad frontmatter", async () => {
    const w = workspace();
    const post = path.join(w.contentDir, "blog/how-to-choose-an-itad-partner.md");
    writeFileSync(post, readFileSync(post, "utf8").replace("category: Data Center", "category: Datacenter"));
    await expect(run(w)).rejects.toThrow(/how-to-choose-an-itad-partner\.md: field "category"/);
  });

  it("on a page that would overwrite a public/ file", async () => {
    const w = workspace();
    writeFileSync(path.join(w.publicDir, "about-us.html"), "<p>old page</p>");
    await expect(run(w)).rejects.toThrow(/about-us\.html: public\/about-us\.html and route \/about-us/);
  });
});
