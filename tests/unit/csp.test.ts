import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../build/4-pages/csp";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ inlineScripts: ["var a=1"], inlineStyles: ["a{b:c}"] });
  const directive = (name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

  it("allows scripts only from the site, an inline script only by its hash, and WebAssembly for search", () => {
    expect(directive("script-src")).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hashOf("var a=1")}`);
    expect(contentSecurityPolicy({})).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it("allows connections to the site and the e-mail provider, frames from the maps service", () => {
    expect(directive("connect-src")).toBe("connect-src 'self' https://api.emailjs.com");
    expect(directive("frame-src")).toBe("frame-src https://www.google.com");
    expect(directive("object-src")).toBe("object-src 'none'");
  });

  it("allows fonts from the site only (the self-hosted brand font)", () => {
    expect(directive("font-src")).toBe("font-src 'self'");
  });

  it("allows an inline style only by its hash", () => {
    expect(directive("style-src")).toBe(`style-src 'self' ${hashOf("a{b:c}")}`);
  });
});
