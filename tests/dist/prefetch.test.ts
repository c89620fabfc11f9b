/** Instant navigation as built (src/islands/prefetch.ts): the rules in the entry script, allowed by the policy. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sha256 } from "../../build/4-pages/csp";
import { speculationRulesText } from "../../src/islands/prefetch";
import { ADMIN_DIR } from "../../src/paths";
import { config, DIST, distFiles, doc, routes, sitePath } from "./dist-helpers";

const rules = speculationRulesText(config.basePath);
/** Every page of the site; the browser editor's (admin.test.ts) is no page of it. */
const pages = [...distFiles].filter((file) => file.endsWith(".html") && !file.startsWith(`${ADMIN_DIR}/`));

describe("speculation rules", () => {
  it("match this build's base path", () => {
    const where = JSON.parse(rules).prefetch[0].where.and;
    expect(where[0]).toEqual({ href_matches: `${config.basePath}*` });
    expect(where[1]).toEqual({ not: { href_matches: `${config.basePath}*.*` } });
  });

  it("are in every page's entry script, as the exact text the policy allows by its hash", () => {
    expect(pages.length).toBeGreaterThanOrEqual(routes.length);
    const entries = new Set<string>();
    for (const file of pages) {
      const d = doc(file);
      const policy = d.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content");
      // The page of a redirect of content/redirects.txt sends the visitor on at once: no script, and a policy that allows none.
      if (d.querySelector('meta[http-equiv="refresh"]')) {
        expect(d.querySelector("script"), file).toBeNull();
        expect(policy, file).not.toContain("sha256-");
        continue;
      }
      expect(policy, file).toContain(sha256(rules));
      const entry = d.querySelector('script[type="module"]')?.getAttribute("src");
      expect(entry, `${file} loads the entry`).toBeTruthy();
      entries.add(sitePath(entry));
    }
    expect(entries.size).toBe(1);
    const [entry] = [...entries] as [string];
    // A string literal of the minified entry: the text, its backslashes (if any) doubled.
    expect(readFileSync(path.join(DIST, entry), "utf8")).toContain(rules.replace(/\\/g, "\\\\"));
  });
});
