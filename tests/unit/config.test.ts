import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  cmsRepository,
  configFrom,
  githubRepoOf,
  loadConfig,
  normalizeBasePath,
} from "../../build/1-config/config";
import {
  BasePathInvalid,
  CmsRepoInvalid,
  SiteBuildError,
  SiteUrlHasPath,
  SiteUrlNotHttp,
  SiteUrlNotOrigin,
} from "../../build/errors";
import { ROOT, siteContent } from "../helpers";

/** The project's site constants (content/site.yaml), as loaded. */
const { site } = siteContent();

/** The error `run` throws (it must throw). */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
}

describe("configuration", () => {
  it("defaults to the site origin, the root base path and no EmailJS", () => {
    const config = configFrom({});
    expect(config.siteUrl).toBe(site.origin);
    expect(config.basePath).toBe("/");
    expect(config.missingEmailJs).toEqual([
      "EMAILJS_PUBLIC_KEY",
      "EMAILJS_SERVICE_ID",
      "EMAILJS_TEMPLATE_ID",
    ]);
  });

  it.each([
    ["", "/"],
    ["/", "/"],
    ["repo", "/repo/"],
    ["/repo", "/repo/"],
    ["/repo/", "/repo/"],
    ["//a/b//", "/a/b/"],
  ])("normalises BASE_PATH %j to %s", (value, expected) => expect(normalizeBasePath(value)).toBe(expected));

  it("rejects a URL as BASE_PATH and a path in SITE_URL, saying what to do", () => {
    expect(() => normalizeBasePath("https://x.com/repo")).toThrow(/BASE_PATH must be a path/);
    expect(() => configFrom({ SITE_URL: "https://x.com/repo" })).toThrow(/put the path in BASE_PATH/);
    expect(() => configFrom({ SITE_URL: "not a url" })).toThrow(/SITE_URL must be an absolute URL/);
  });

  it.each([
    ["/../../", '".." is not a folder name'],
    ["/repo/../admin", '".." is not a folder name'],
    ["/./", '"." is not a folder name'],
    ["/a//b/", "it has an empty folder name (//) inside it"],
    ["\\repo\\", "write / between folder names, not \\"],
    ["/a%2Fb/", 'the folder name "a%2Fb" may hold only letters, digits, - _ ~ and dots'],
    ["/repo?x=1", "a path holds no query (?...) or fragment (#...)"],
    ["/repo#top", "a path holds no query (?...) or fragment (#...)"],
    ["/my repo/", 'the folder name "my repo" may hold only letters'],
    ["javascript:alert(1)", "it is a URL; put the origin in SITE_URL and only the path in BASE_PATH"],
  ])("refuses BASE_PATH %j, saying why, so that no address climbs out of the site", (value, reason) => {
    const error = thrown(() => configFrom({ BASE_PATH: value }));
    expect(error).toBeInstanceOf(SiteBuildError);
    expect((error as SiteBuildError).data).toBe(BasePathInvalid);
    expect((error as SiteBuildError).message).toContain(
      `BASE_PATH must be a path such as /repo-name/ (got "${value}"): ${reason}`,
    );
  });

  it.each([
    ["javascript:alert(1)", SiteUrlNotHttp, "SITE_URL must start with https:// (or http://)"],
    ["ftp://example.org", SiteUrlNotHttp, "SITE_URL must start with https:// (or http://)"],
    ["data:text/html,hi", SiteUrlNotHttp, "SITE_URL must start with https:// (or http://)"],
    ["https://user:pw@example.org", SiteUrlNotOrigin, "which holds a user name or password (user@)"],
    ["https://example.org/?utm=x", SiteUrlNotOrigin, "which holds a query (?...)"],
    ["https://example.org?", SiteUrlNotOrigin, "which holds a query (?...)"],
    ["https://example.org/#top", SiteUrlNotOrigin, "which holds a fragment (#...)"],
    ["https://example.org/shop", SiteUrlHasPath, "put the path in BASE_PATH"],
  ])("refuses SITE_URL %j with what is wrong with it", (value, entry, words) => {
    const error = thrown(() => configFrom({ SITE_URL: value }));
    expect(error).toBeInstanceOf(SiteBuildError);
    expect((error as SiteBuildError).data).toBe(entry);
    expect((error as SiteBuildError).message).toContain(words);
    expect((error as SiteBuildError).message).toContain(`(got "${value}"`);
  });

  it("keeps an http origin and a nested base path", () => {
    expect(configFrom({ SITE_URL: "http://localhost:4321", BASE_PATH: "/a/b.c/" })).toMatchObject({
      siteUrl: "http://localhost:4321",
      basePath: "/a/b.c/",
    });
  });

  it("strips a trailing slash from SITE_URL and reads EmailJS ids", () => {
    const config = configFrom({
      SITE_URL: "https://example.org/",
      EMAILJS_PUBLIC_KEY: "pk",
      EMAILJS_SERVICE_ID: "svc",
      EMAILJS_TEMPLATE_ID: "tpl",
    });
    expect(config.siteUrl).toBe("https://example.org");
    expect(config.emailjs).toEqual({ publicKey: "pk", serviceId: "svc", templateId: "tpl" });
    expect(config.missingEmailJs).toEqual([]);
  });

  it("reads a .env file, and the environment wins over it", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "buyitad-env-"));
    try {
      writeFileSync(
        path.join(root, ".env"),
        '# comment\nSITE_URL=https://a.b\n\nBASE_PATH="/repo/"\nEMAILJS_PUBLIC_KEY=pk # inline comment\nEMAILJS_SERVICE_ID=\n',
      );
      const fromFile = loadConfig(root, {});
      expect(fromFile.siteUrl).toBe("https://a.b");
      expect(fromFile.basePath).toBe("/repo/");
      expect(fromFile.emailjs.publicKey).toBe("pk");
      expect(fromFile.missingEmailJs).toEqual(["EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID"]);
      const overridden = loadConfig(root, { SITE_URL: "https://env.example", EMAILJS_SERVICE_ID: "svc" });
      expect(overridden.siteUrl).toBe("https://env.example");
      expect(overridden.basePath).toBe("/repo/");
      expect(overridden.emailjs.serviceId).toBe("svc");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("reads no file when the root has none", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "buyitad-env-"));
    try {
      expect(loadConfig(root, { BASE_PATH: "x" }, path.join(ROOT, "content"))).toEqual(
        configFrom({ BASE_PATH: "x" }),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("takes the site's address, when SITE_URL is not set, from the content folder's site.yaml", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "buyitad-env-"));
    try {
      const contentDir = path.join(root, "content");
      mkdirSync(contentDir);
      const yaml = readFileSync(path.join(ROOT, "content/site.yaml"), "utf8");
      writeFileSync(
        path.join(contentDir, "site.yaml"),
        yaml.replace(/^origin: .*$/m, "origin: https://other.example"),
      );
      expect(loadConfig(root, {}).siteUrl).toBe("https://other.example");
      expect(loadConfig(root, { SITE_URL: "https://env.example" }).siteUrl).toBe("https://env.example");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("names the browser editor's repository from CMS_REPO, else GitHub Actions' own, and refuses what is no owner/name", () => {
    expect(cmsRepository({ CMS_REPO: "acme/site", GITHUB_REPOSITORY: "other/x" })).toEqual({
      repo: "acme/site",
      branch: "main",
    });
    expect(cmsRepository({ GITHUB_REPOSITORY: "acme/site", CMS_BRANCH: "content" })).toEqual({
      repo: "acme/site",
      branch: "content",
    });
    expect(cmsRepository({})).toBeUndefined();
    expect(cmsRepository({ CMS_REPO: "acme/site", CMS_AUTH_URL: "https://auth.example.dev/" })).toEqual({
      repo: "acme/site",
      branch: "main",
      authUrl: "https://auth.example.dev",
    });
    expect(
      (
        thrown(() =>
          cmsRepository({ CMS_REPO: "acme/site", CMS_AUTH_URL: "http://auth.example.dev/x" }),
        ) as Error
      ).message,
    ).toContain(
      'CMS_AUTH_URL must be the https:// origin of the OAuth client that signs editors in (got "http://auth.example.dev/x"',
    );
    for (const value of ["acme", "https://github.com/acme/site", "acme/site/extra", "-acme/site"]) {
      const error = thrown(() => cmsRepository({ CMS_REPO: value }));
      expect(error).toBeInstanceOf(SiteBuildError);
      expect((error as SiteBuildError).data).toBe(CmsRepoInvalid);
      expect((error as Error).message).toContain(`got "${value}"`);
    }
  });

  it.each([
    ["https://github.com/acme/site.git", "acme/site"],
    ["https://github.com/acme/site", "acme/site"],
    ["git@github.com:acme/site.git", "acme/site"],
    ["ssh://git@github.com/acme/my.site.git", "acme/my.site"],
    ["https://gitlab.com/acme/site.git", ""],
    ["/tmp/a-local-clone", ""],
  ])("reads the repository of the remote %s as %j", (url, repo) => {
    expect(githubRepoOf(url)).toBe(repo);
  });
});
