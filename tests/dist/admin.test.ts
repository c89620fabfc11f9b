/**
 * The browser editor as built (build/5-site-files/admin/admin-files.ts): its page kept out of
 * search engines, the sitemap, the feed and the search index, under a policy of its own; its
 * configuration the one the schemas give; and not a byte of it on any page of the site.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ADMIN_CSP, ADMIN_FILES } from "../../build/5-site-files/admin/admin-files";
import { cmsConfig } from "../../build/5-site-files/admin/cms-config";
import { ADMIN_DIR, FEED_PATH, SITEMAP_PATH } from "../../src/paths";
import { config, content, DIST, distFiles, doc } from "./dist-helpers";

const read = (file: string) => readFileSync(path.join(DIST, file), "utf8");
const adminFiles = [...distFiles].filter((file) => file.startsWith(`${ADMIN_DIR}/`));

describe("the browser editor at /admin/", () => {
  it("is its page, its configuration, its script and the CMS's, and nothing else", () => {
    expect(adminFiles.sort()).toEqual(Object.values(ADMIN_FILES).sort());
  });

  it("is kept out of search engines, under its own policy, loading only its own script", () => {
    const d = doc(ADMIN_FILES.page);
    expect(d.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow");
    expect(d.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content")).toBe(
      ADMIN_CSP,
    );
    expect(d.querySelector('link[rel="canonical"]')).toBeNull();
    expect([...d.querySelectorAll("script")].map((script) => script.getAttribute("src"))).toEqual([
      `${config.basePath}${ADMIN_FILES.script}`,
    ]);
    expect(d.querySelector('link[rel="cms-config-url"]')?.getAttribute("href")).toBe(
      `${config.basePath}${ADMIN_FILES.config}`,
    );
    // Pagefind indexes only what carries data-pagefind-body.
    expect(d.querySelector("[data-pagefind-body]")).toBeNull();
  });

  it("is named by no sitemap, feed or page of the site, and no page or script of it loads a byte of the editor", () => {
    const adminUrl = `${config.basePath}${ADMIN_DIR}/`;
    expect(read(SITEMAP_PATH.slice(1))).not.toContain(`/${ADMIN_DIR}/`);
    expect(read(FEED_PATH.slice(1))).not.toContain(`/${ADMIN_DIR}/`);
    const siteFiles = [...distFiles].filter(
      (file) => /\.(html|js|css)$/.test(file) && !file.startsWith(`${ADMIN_DIR}/`),
    );
    expect(siteFiles.length).toBeGreaterThan(10);
    for (const file of siteFiles) {
      const text = read(file);
      for (const name of [...Object.values(ADMIN_FILES), "sveltia", "registerCustomFormat"])
        expect(text.includes(name), `${file} names ${name}`).toBe(false);
      if (!file.endsWith(".html")) continue;
      const urls = [...doc(file).querySelectorAll("[href], [src]")].map(
        (element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "",
      );
      expect(
        urls.filter((url) => url.startsWith(adminUrl)),
        file,
      ).toEqual([]);
    }
  });

  it("is configured as the schemas say, for this build's address and repository", () => {
    expect(parse(read(ADMIN_FILES.config))).toEqual(
      cmsConfig(content, { siteUrl: config.siteUrl, basePath: config.basePath, backend: config.cms }),
    );
  });
});
