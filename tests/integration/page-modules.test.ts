import { cpSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configFrom } from "../../build/1-config/config";
import { declaredPages, PAGES_DIR } from "../../build/4-pages/page-modules";
import { PageIdUnreadable, PageModuleUnlisted, SiteBuildError } from "../../build/errors";
import { build } from "../../build/site-build";
import { pages } from "../../src/pages";
import { FIXTURES, ROOT, tempCopy } from "../helpers";

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

/** A copy of the project's page modules, with the fixture's forgotten module beside them. */
function pagesWithForgottenModule(): { dir: string; forgotten: string } {
  const copy = tempCopy(PAGES_DIR);
  cleanups.push(copy.cleanup);
  const forgotten = path.join(copy.dir, "press.tsx");
  cpSync(path.join(FIXTURES, "page-modules/press.tsx"), forgotten);
  return { dir: copy.dir, forgotten };
}

/** The error a promise rejects with (it must reject). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected the build to fail");
    },
    (error: unknown) => error,
  );
}

describe("page modules against the page list", () => {
  it("reads the id of every page module of the project, and finds each in the list", () => {
    const declared = declaredPages(ROOT, PAGES_DIR);
    expect(declared.map((page) => page.id).sort()).toEqual(pages.map((page) => page.id).sort());
    expect(declared.find((page) => page.id === "privacy")?.file).toBe("src/pages/legal.tsx");
  });

  it("stops the build on a page module left out of the list, naming the module, before writing anything", async () => {
    const { dir, forgotten } = pagesWithForgottenModule();
    const outDir = path.join(dir, "never-written");
    const error = await rejection(build({ root: ROOT, outDir, config: configFrom({}), pagesDir: dir }));
    expect(error).toBeInstanceOf(SiteBuildError);
    expect((error as SiteBuildError).data).toBe(PageModuleUnlisted);
    expect((error as Error).message).toContain(`${path.relative(ROOT, forgotten)}: page "press"`);
    expect(existsSync(outDir)).toBe(false);
  });

  it("fails rather than passes when it finds no page module at all (a wrong folder)", async () => {
    const copy = tempCopy(path.join(FIXTURES, "page-modules"));
    cleanups.push(copy.cleanup);
    const empty = path.join(copy.dir, "no-pages");
    const error = await rejection(
      build({ root: ROOT, outDir: path.join(copy.dir, "out"), config: configFrom({}), pagesDir: empty }),
    );
    expect((error as Error).message).toBe(`No page module found under ${empty}`);
  });

  it("refuses a page whose id it cannot read, naming the file and line, rather than letting it through", () => {
    const { dir } = pagesWithForgottenModule();
    const file = path.join(dir, "press.tsx");
    writeFileSync(
      file,
      'const id = "press";\n\nexport const pressPage = definePage({\n  path: "/press",\n  id,\n});\n',
    );
    let error: unknown;
    try {
      declaredPages(ROOT, dir);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(SiteBuildError);
    expect((error as SiteBuildError).data).toBe(PageIdUnreadable);
    expect((error as SiteBuildError).location).toEqual({ file: path.relative(ROOT, file), line: 3 });
  });
});
