/**
 * `npm run deploy:s3 -- --distribution ID`: after the sync, one CloudFront
 * invalidation of the HTML that changed (uploaded or deleted), so edge caches drop
 * the old pages at once. Hashed assets never need it (new content, new name); other
 * files (images, feed, sitemap) expire within the hour (their max-age).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { CloudFrontClient, CreateInvalidationCommand } from "@aws-sdk/client-cloudfront";
import type { Redirect } from "../2-content/redirects-file";
import { cloudFrontFunctionFile, withCloudFrontRedirects } from "../5-site-files/redirect-outputs";

/**
 * The CloudFront function the build wrote beside `distDir` (dist.cloudfront.js), read for a
 * deploy: a message instead when it is missing, or when its redirect map is not the one of
 * the build's redirects (`redirects`, as `redirectsFile` holds them: its record), so a deploy
 * never leaves the function and the pages telling different redirects.
 */
export function builtFunction(
  root: string,
  distDir: string,
  redirects: readonly Pick<Redirect, "from" | "to">[],
  redirectsFile: string,
): { file: string; problem?: string } {
  const file = path.relative(root, cloudFrontFunctionFile(distDir));
  if (!existsSync(cloudFrontFunctionFile(distDir)))
    return {
      file,
      problem: `${file} is missing (the build writes it beside the site): run \`npm run build\` first.`,
    };
  const code = readFileSync(cloudFrontFunctionFile(distDir), "utf8");
  if (withCloudFrontRedirects(code, redirects) !== code)
    return {
      file,
      problem: `${file} has another redirect map than ${redirectsFile}: run \`npm run build\` first.`,
    };
  return { file };
}

/**
 * Past this many paths one wildcard `/*` replaces them: CloudFront bills invalidation
 * paths past 1,000 a month, and a wildcard counts as one. A changed page is 3 or 4
 * paths (its copies and its directory URL), so this is about 25 pages.
 */
export const INVALIDATION_LIMIT = 100;

/** A page's key: `x.html`, or a last segment without a dot (an extensionless copy), as the CloudFront function reads a URL. */
export function isPageKey(key: string): boolean {
  return key.endsWith(".html") || !key.slice(key.lastIndexOf("/") + 1).includes(".");
}

/**
 * The paths to invalidate for the changed keys: each page key as a path, plus the
 * directory URL of each `<path>/index.html` (`/about-us/`, and `/` for the home page)
 * for a distribution whose cache key is the URL the visitor asked for; sorted and
 * URL-encoded; `["/*"]` past the limit.
 */
export function invalidationPaths(keys: string[], limit = INVALIDATION_LIMIT): string[] {
  const paths = new Set<string>();
  for (const key of keys) {
    if (!isPageKey(key)) continue;
    paths.add(`/${key}`);
    const dir = /^(.*\/)?index\.html$/.exec(key);
    if (dir) paths.add(`/${dir[1] ?? ""}`);
  }
  const sorted = [...paths].sort().map((p) => encodeURI(p));
  return sorted.length > limit ? ["/*"] : sorted;
}

/** Creates the invalidation; resolves with its id. */
export async function invalidate(
  client: CloudFrontClient,
  distributionId: string,
  paths: string[],
  callerReference = `deploy-s3-${Date.now()}`,
): Promise<string> {
  const output = await client.send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: {
        CallerReference: callerReference,
        Paths: { Quantity: paths.length, Items: paths },
      },
    }),
  );
  const id = output.Invalidation?.Id;
  if (!id) throw new Error("CloudFront answered without an invalidation id");
  return id;
}

export { CloudFrontClient };
