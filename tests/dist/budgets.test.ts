/**
 * Byte budgets, measured on the built files the way a visitor gets
 * them (gzip): JS a page loads, the stylesheet, the largest HTML page.
 * JS is followed from the page's module script through static imports and,
 * for each island on the page, its lazy chunk and React's hydrate chunk.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { outFiles } from "../../build/4-pages/out-files";
import { BUDGETS } from "../../build/7-output/budgets";
import { paths } from "../../src/paths";
import { DIST, doc, routes, sitePath } from "./dist-helpers";

const KB = 1024;

const gz = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length;
const read = (file: string) => readFileSync(path.join(DIST, file), "utf8");

function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = read(file);
  for (const match of source.matchAll(
    /(?:^|[;}\s])import\s*(?:[^"'()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  )) {
    staticClosure(path.posix.join(path.posix.dirname(file), match[1]!), seen);
  }
  return seen;
}

function pageJs(file: string): { files: string[]; islands: string[] } {
  const d = doc(file);
  const script = d.querySelector('script[type="module"]')?.getAttribute("src");
  const islands = [
    ...new Set([...d.querySelectorAll("[data-island]")].map((el) => el.getAttribute("data-island")!)),
  ];
  if (!script) return { files: [], islands };
  const entry = sitePath(script).slice(1);
  const source = read(entry);
  // import("./chunks/x.js"+retry query): the chunk's file is the string literal (src/islands/client.ts).
  const lazy = new Map(
    [...source.matchAll(/"([a-z-]+)":\(\)=>import\("([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
  );
  const hydrate = /import\("(\.\/chunks\/hydrate-[^"]+)"/.exec(source)?.[1];
  expect(hydrate, "the entry loads React lazily").toBeDefined();
  const files = new Set(staticClosure(entry));
  for (const island of islands) {
    const chunk = lazy.get(island);
    expect(chunk, `island ${island} has a chunk`).toBeDefined();
    for (const f of staticClosure(path.posix.join(path.posix.dirname(entry), chunk!))) files.add(f);
    for (const f of staticClosure(path.posix.join(path.posix.dirname(entry), hydrate!))) files.add(f);
  }
  return { files: [...files], islands };
}

describe("byte budgets (gzip)", () => {
  const pages = routes.map((r) => ({ route: r.path, file: outFiles(r.path)[0]! }));

  it.each(pages.map((p) => [p.route, p.file]))("%s loads JS within its budget, deferred", (_route, file) => {
    const { files } = pageJs(file);
    const d = doc(file);
    const inline = [...d.querySelectorAll("script:not([src]):not([type='application/ld+json'])")];
    const inlineBytes = inline.reduce((sum, script) => sum + gzipSync(script.textContent ?? "").length, 0);
    const total = files.reduce((sum, f) => sum + gz(f), inlineBytes);
    // A page whose islands hold a form gets the form budget (the build knows them as `sendsLead`).
    const budget = d.querySelector("[data-island] form") ? BUDGETS.jsFormPage : BUDGETS.jsPage;
    expect(total, `${(total / KB).toFixed(1)} KB of JS`).toBeLessThanOrEqual(budget);
    // None of it is needed to render or read the page: module scripts are deferred. The one
    // inline script is the capture script (src/islands/capture.ts): under 1 KB, allowed by its hash.
    for (const script of d.querySelectorAll("script[src]"))
      expect(script.getAttribute("type")).toBe("module");
    expect(inline.length).toBeLessThanOrEqual(1);
    if (inline[0]) {
      expect(inlineBytes).toBeLessThanOrEqual(KB);
      const hash = createHash("sha256")
        .update(inline[0].textContent ?? "")
        .digest("base64");
      const csp =
        d.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? "";
      expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'`);
    }
  });

  it("form code (zod, EmailJS, the date picker) loads only on the three form pages", () => {
    for (const { route, file } of pages) {
      const { files } = pageJs(file);
      const hasFormCode = files.some((f) => /(contact|career|pickup)-form-/.test(f));
      const formPages: string[] = [paths.contact, paths.careers, paths["schedule-pickup"]];
      expect(hasFormCode, route).toBe(formPages.includes(route));
    }
  });

  it("no page loads lucide-react's runtime: islands draw their icons with SvgIcon (1.4 KB gzip a page)", () => {
    // A prop its icon component reads (src/components/ui/svg-icon.tsx says why islands do without it).
    for (const { route, file } of pages) {
      const withLucide = pageJs(file).files.filter((f) => read(f).includes("absoluteStrokeWidth"));
      expect(withLucide, route).toEqual([]);
    }
  });

  it("the stylesheet is within 20 KB", () => {
    const [css] = fg.sync("assets/*.css", { cwd: DIST });
    expect(gz(css!)).toBeLessThanOrEqual(BUDGETS.css);
  });

  it("the largest HTML page is within 40 KB", () => {
    const sizes = fg.sync("**/*.html", { cwd: DIST }).map((file) => ({ file, size: gz(file) }));
    const largest = sizes.sort((a, b) => b.size - a.size)[0]!;
    expect(largest.size, `${largest.file}: ${(largest.size / KB).toFixed(1)} KB`).toBeLessThanOrEqual(
      BUDGETS.html,
    );
  });
});
