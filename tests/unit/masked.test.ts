/**
 * The deploy never prints a credential an endpoint carries (build/deploy/masked.ts): its own
 * lines, its refusals and the AWS SDK's messages it passes on all go through `masked`. The
 * command's output: tests/integration/deploy-cli.test.ts.
 */
import { describe, expect, it } from "vitest";
import { MASK, masked, urlSecrets } from "../../build/deploy/masked";

describe("masked", () => {
  it("hides the user name and password of every URL in a line, and keeps the rest", () => {
    expect(masked("Syncing 20 objects to s3://b-1 at http://deployer:s3cr3t@127.0.0.1:4569...")).toBe(
      `Syncing 20 objects to s3://b-1 at http://${MASK}@127.0.0.1:4569...`,
    );
    expect(masked("HTTPS://AKIAEXAMPLE@minio.example:9000/b-1/x and http://a:b@c/")).toBe(
      `HTTPS://${MASK}@minio.example:9000/b-1/x and http://${MASK}@c/`,
    );
    // An @ the writer did not escape is part of the password, as the URL parser reads it.
    expect(masked("connect to https://user:p@ss@host.example/b-1")).toBe(
      `connect to https://${MASK}@host.example/b-1`,
    );
    expect(masked('"http://u:p%40ss@h"')).toBe(`"http://${MASK}@h"`);
  });

  it("leaves a line without credentials as it is, an @ in a path or an e-mail address included", () => {
    for (const line of [
      "Deployed to s3://b-1: 3 uploaded, 17 unchanged, 0 deleted.",
      "http://127.0.0.1:4569/b-1/a@2x.png",
      "write to info@example.com",
      'Website configuration: {"IndexDocument":{"Suffix":"index.html"}}',
    ])
      expect(masked(line)).toBe(line);
  });

  it("hides the credentials of the given endpoints wherever a message shows them, as written or decoded", () => {
    const secrets = urlSecrets(["http://deployer:p%40ss%20word@127.0.0.1:9", undefined, "not a url"]);
    expect(secrets).toEqual(["deployer", "p%40ss%20word", "p@ss word"]);
    expect(masked("InvalidAccessKeyId: user deployer, password p@ss word refused", secrets)).toBe(
      `InvalidAccessKeyId: user ${MASK}, password ${MASK} refused`,
    );
    // One of three characters would take the letters out of every word: the URL form still hides it.
    expect(urlSecrets(["http://ab:cd@h"])).toEqual([]);
    expect(masked("at http://ab:cd@h", urlSecrets(["http://ab:cd@h"]))).toBe(`at http://${MASK}@h`);
  });
});
