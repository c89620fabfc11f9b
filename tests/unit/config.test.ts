import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configFrom, loadConfig, normalizeBasePath } from "../../build/1-config/config";

describe("configuration", () => {
  it("defaults to the site origin, the root base path and no EmailJS", () => {
    const config = configFrom({});
    expect(config.siteUrl).toBe("https://www.buyitad.com");
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
      expect(loadConfig(root, { BASE_PATH: "x" })).toEqual(configFrom({ BASE_PATH: "x" }));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
