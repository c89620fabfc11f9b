/**
 * What the local servers check before they read anything (build/tools/request-guard.ts), and how
 * the hosts' rules answer a path no file can have (build/hosts.ts, decodedPath): a Host they do
 * not answer to gets 403 (DNS rebinding), a target that is not a path 400, and no path throws.
 * The servers themselves: tests/integration/server-requests.test.ts.
 */
import { describe, expect, it } from "vitest";
import { decodedPath, resolveBucketRequest, resolveRequest } from "../../build/hosts";
import {
  answeredHosts,
  checkRequest,
  hostKey,
  hostName,
  LOOPBACK_HOSTS,
} from "../../build/tools/request-guard";
import { paths } from "../../src/paths";

const DEV = { addHost: "npm run dev -- --host NAME" };
const request = (url: string, host?: string) => ({ url, headers: host === undefined ? {} : { host } });

describe("decodedPath", () => {
  it("decodes a path's %-escapes, and refuses a malformed escape or a NUL instead of throwing", () => {
    expect(decodedPath("/caf%C3%A9/a%20b")).toBe("/café/a b");
    expect(decodedPath("/%2e%2e%2f")).toBe("/../");
    for (const bad of ["/%E0%A4%A", "/%zz", "/%", "/a%2", "/%C3", "/%00", "/a\0b", "/%ED%A0%80"])
      expect(decodedPath(bad), bad).toBeUndefined();
  });

  it("makes both hosts' rules answer such a path with 400, not a throw", () => {
    // The folder is never read for it: a path no file can have.
    expect(resolveRequest("/nowhere", "/%E0%A4%A", "github-pages")).toEqual({ status: 400 });
    expect(resolveRequest("/nowhere", `${paths.about}%`, "s3-website")).toEqual({ status: 400 });
    expect(resolveBucketRequest(new Map(), "/%E0%A4%A")).toEqual({ status: 400 });
    expect(resolveBucketRequest(new Map(), "/%00")).toEqual({ status: 400 });
  });
});

describe("hostName", () => {
  it.each([
    ["localhost", "localhost"],
    ["localhost:4321", "localhost"],
    ["LocalHost:80", "localhost"],
    ["127.0.0.1:0", "127.0.0.1"],
    ["[::1]:4321", "[::1]"],
    ["[::1]", "[::1]"],
    ["example.test:", "example.test"],
  ])("reads %j as %j", (header, name) => {
    expect(hostName(header)).toBe(name);
  });

  it.each([
    undefined,
    "",
    "user@localhost",
    "localhost:80:1",
    "localhost/x",
    "localhost:http",
    "[::1",
    "::1",
    "local host",
  ])("reads %j as no name", (header) => {
    expect(hostName(header)).toBeUndefined();
  });
});

describe("checkRequest", () => {
  it("answers the loopback names at any port", () => {
    expect(LOOPBACK_HOSTS).toEqual(["localhost", "127.0.0.1", "[::1]"]);
    for (const host of ["localhost", "localhost:4321", "127.0.0.1:1", "[::1]:65535", "LOCALHOST:8080"])
      expect(checkRequest(request(`${paths.about}?x=1`, host), DEV), host).toEqual({
        target: { pathname: paths.about, query: "x=1" },
      });
  });

  it("refuses any other name with 403, saying which names it answers and how to add one", () => {
    for (const host of [
      "rebind.example",
      "rebind.example:4321",
      "localhost.",
      "localhost.rebind.example",
      "127.0.0.1.nip.io",
      "127.1",
      "2130706433",
      "0.0.0.0",
      "[::ffff:127.0.0.1]",
      "a@localhost",
    ]) {
      const checked = checkRequest(request(paths.about, host), DEV);
      expect(checked, host).toEqual({
        refusal: {
          status: 403,
          text: `This server answers only to localhost, 127.0.0.1 and [::1] (at any port), not to ${JSON.stringify(host)}, so that no page of another site can read it. To open it under another name, start it with npm run dev -- --host NAME.`,
        },
      });
    }
    expect(checkRequest(request(paths.about), DEV)).toMatchObject({
      refusal: { status: 403, text: expect.stringContaining("not to a request without a Host header") },
    });
  });

  it("answers the names it was given too, however they are written", () => {
    expect(answeredHosts(["Box.Local", "::2", "localhost"])).toEqual([
      "localhost",
      "127.0.0.1",
      "[::1]",
      "box.local",
      "[::2]",
    ]);
    expect(hostKey("::1")).toBe("[::1]");
    const hosts = { ...DEV, hosts: ["box.local", "::2"] };
    for (const host of ["box.local", "BOX.LOCAL:4321", "[::2]:80"])
      expect(checkRequest(request("/", host), hosts), host).toHaveProperty("target");
    expect(checkRequest(request("/", "other.local"), hosts)).toMatchObject({
      refusal: {
        status: 403,
        text: expect.stringContaining("localhost, 127.0.0.1, [::1], box.local and [::2]"),
      },
    });
  });

  it("takes an absolute URL's authority for the host, as HTTP/1.1 says, whatever the Host header", () => {
    expect(checkRequest(request(`http://rebind.example${paths.about}`, "localhost"), DEV)).toMatchObject({
      refusal: { status: 403 },
    });
    expect(checkRequest(request(`http://localhost:4321${paths.about}?a=b`, "rebind.example"), DEV)).toEqual({
      target: { pathname: paths.about, query: "a=b" },
    });
  });

  it("refuses a target that is not a path with well-formed escapes with 400, after the host", () => {
    for (const url of ["/%E0%A4%A", "/%zz", `${paths.about}/%`, "/%00", "*", "no-slash", "", "http://["]) {
      const checked = checkRequest(request(url, "localhost"), DEV);
      expect(checked, url).toEqual({
        refusal: {
          status: 400,
          text: `Bad request: ${JSON.stringify(url)} is not a path of this site (a path starts with /, and each % starts an escape such as %20, never a NUL).`,
        },
      });
      expect(checkRequest(request(url, "rebind.example"), DEV), url).toMatchObject({
        refusal: { status: 403 },
      });
    }
    // A path that starts with two slashes is a path, not a host: "//[" stopped the dev server.
    expect(checkRequest(request("//[", "localhost"), DEV)).toEqual({
      target: { pathname: "//[", query: "" },
    });
    // A query's escapes are the page's business; the path is the server's.
    expect(checkRequest(request("/?q=%E0%A4%A", "localhost"), DEV)).toEqual({
      target: { pathname: "/", query: "q=%E0%A4%A" },
    });
  });

  it("cuts a long Host short in its refusal", () => {
    const host = `${"a".repeat(200)}.example`;
    const checked = checkRequest(request("/", host), DEV);
    expect(checked).toMatchObject({ refusal: { text: expect.stringContaining(`"${"a".repeat(80)}..."`) } });
  });
});
