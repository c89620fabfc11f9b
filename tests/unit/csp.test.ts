import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../build/csp";

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy(["a{b:c}"]);
  const directive = (name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

  it("allows scripts only from the site, with no inline script", () => {
    expect(directive("script-src")).toBe("script-src 'self'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("allows connections to the site and the e-mail provider, frames from the maps service", () => {
    expect(directive("connect-src")).toBe("connect-src 'self' https://api.emailjs.com");
    expect(directive("frame-src")).toBe("frame-src https://www.google.com");
    expect(directive("object-src")).toBe("object-src 'none'");
  });

  it("allows an inline style only by its hash", () => {
    const hash = createHash("sha256").update("a{b:c}").digest("base64");
    expect(directive("style-src")).toBe(`style-src 'self' 'sha256-${hash}'`);
  });
});
