/**
 * What `npm run deploy:s3` uploads, as data: every file of the build with its
 * key, content type and cache policy, plus an extensionless copy of each
 * `<path>/index.html` at key `<path>`. The S3 website endpoint answers a key
 * that does not exist with a 302 to `<path>/` when `<path>/index.html` exists;
 * with the copy, `/about-us` answers 200 directly, like `/about-us/`.
 * The preview server and the host tests serve this same plan.
 *
 * A symbolic link in the folder is followed only when it leads to a file or folder inside it:
 * one that leads out of it (it would upload whatever it points at), in a circle or to nothing
 * stops the plan, naming each (DeployLinkRefused). The build writes no links.
 */

import { type Dirent, existsSync, readdirSync, readlinkSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { NOT_FOUND_FILE } from "../../src/paths";
import { within } from "../7-output/out-place";
import { DeployBasePathMismatch, DeployLinkRefused, type RefusedLink, SiteBuildError } from "../errors";
import { type BucketObject, CACHE_CONTROL, type CachePolicy, cachePolicy, contentType } from "../hosts";

export interface S3Upload {
  key: string;
  /** Absolute path of the local file. */
  file: string;
  contentType: string;
  cacheControl: CachePolicy;
  /** For an extensionless page copy: the key of the page it copies ("about-us/index.html"). */
  copyOf?: string;
  /**
   * For a redirect page: where S3's website endpoint sends a visitor, with a 301
   * (`WebsiteRedirectLocation`: "/new-path" or "https://..."). The file is still
   * uploaded, for hosts that serve it (its meta refresh).
   */
  websiteRedirect?: string;
}

/** The bucket's website configuration (PutBucketWebsite), set by a deploy when the bucket's differs. */
export const WEBSITE_CONFIGURATION = {
  IndexDocument: { Suffix: "index.html" },
  ErrorDocument: { Key: NOT_FOUND_FILE },
} as const;

const HTML_TYPE = contentType("index.html");

/**
 * The base path a bucket serves the site at: the deploy uploads to the bucket's root, which the
 * website endpoint and CloudFront serve as the root of the domain (docs/deploy.md).
 */
export const BUCKET_BASE_PATH = "/";

/**
 * A DeployBasePathMismatch error when the build in `shown` ("dist/") was made for another base path
 * than BUCKET_BASE_PATH (from its record, `record`), else undefined.
 */
export function wrongBasePath(basePath: string, shown: string, record: string): Error | undefined {
  if (basePath === BUCKET_BASE_PATH) return undefined;
  return new SiteBuildError(DeployBasePathMismatch, {
    folder: shown,
    record,
    basePath,
    target: BUCKET_BASE_PATH,
  });
}

/**
 * Every file of a build folder, relative to it with forward slashes, sorted; a link inside it to
 * a file or folder inside it is followed (its key is the link's path). `shown` names the folder
 * in the DeployLinkRefused error thrown for every link that leads out of it, in a circle or to nothing
 * (all of them at once).
 */
export function buildFiles(distDir: string, shown = distDir): string[] {
  // No folder, no files: the preview then says to build first.
  if (!existsSync(distDir)) return [];
  const root = realpathSync(distDir);
  const files: string[] = [];
  const refused: RefusedLink[] = [];
  /** `real`: the folder's real path; `above`: the real paths of the folders it is in, itself included. */
  const walk = (real: string, key: string, above: ReadonlySet<string>) => {
    for (const entry of readdirSync(real, { withFileTypes: true })) {
      const name = key ? `${key}/${entry.name}` : entry.name;
      const full = path.join(real, entry.name);
      if (entry.isSymbolicLink()) {
        const link = followed(full, root, above);
        if ("reason" in link)
          refused.push({
            file: `${shown.replace(/\/?$/, "/")}${name}`,
            target: readlinkSync(full),
            reason: link.reason,
          });
        else if (link.folder) walk(link.real, name, new Set([...above, link.real]));
        else files.push(name);
      } else if (entry.isDirectory()) walk(full, name, new Set([...above, full]));
      else if (isPlainFile(entry)) files.push(name);
    }
  };
  walk(root, "", new Set([root]));
  if (refused.length) {
    const links = refused.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    throw new SiteBuildError(DeployLinkRefused, { folder: shown, links });
  }
  return files.sort();
}

/** A regular file (not a socket, pipe or device, which no host serves). */
const isPlainFile = (entry: Dirent) => entry.isFile();

/** Where a link inside `root` leads: a file or folder inside it (its real path), or why it is refused. */
function followed(
  link: string,
  root: string,
  above: ReadonlySet<string>,
): { real: string; folder: boolean } | { reason: RefusedLink["reason"] } {
  let real: string;
  try {
    real = realpathSync(link);
  } catch (error) {
    return { reason: (error as NodeJS.ErrnoException).code === "ELOOP" ? "loop" : "missing" };
  }
  if (!within(root, real)) return { reason: "outside" };
  const folder = statSync(real).isDirectory();
  // A folder it is in: following it would walk that folder again, and again.
  if (folder && above.has(real)) return { reason: "loop" };
  return { real, folder };
}

/**
 * The uploads for a build folder: hashed assets first, then other files, then
 * pages, so a page never goes live before the files it references.
 * `redirects` (key -> location, from s3RedirectObjects in build/hosts.ts) marks the
 * keys of the old paths of the build's redirects: S3's website endpoint answers them with a 301.
 * `shown` names the folder in the error about a link it will not follow (buildFiles).
 */
export function s3Plan(
  distDir: string,
  redirects: ReadonlyMap<string, string> = new Map(),
  shown = distDir,
): S3Upload[] {
  const keys = buildFiles(distDir, shown);
  const uploads: S3Upload[] = keys.map((key) => {
    return {
      key,
      file: path.join(distDir, key),
      contentType: contentType(key),
      cacheControl: cachePolicy(key),
    };
  });
  for (const key of keys) {
    // No file can already have this key: a folder of that name holds the page.
    const page = /^(.+)\/index\.html$/.exec(key)?.[1];
    if (!page) continue;
    uploads.push({
      key: page,
      file: path.join(distDir, key),
      contentType: HTML_TYPE,
      cacheControl: CACHE_CONTROL.html,
      copyOf: key,
    });
  }
  for (const upload of uploads) {
    const location = redirects.get(upload.key);
    if (location) upload.websiteRedirect = location;
  }
  return uploads.sort(
    (a, b) => uploadRank(a) - uploadRank(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/**
 * The order in which the groups of a deploy go live, by cache policy: hashed assets, then
 * other files (images, feed...), then pages, so a page never goes live before a file it
 * names. A new policy in CACHE_CONTROL fails `tsc` here until it is given its place.
 */
const UPLOAD_RANK = {
  [CACHE_CONTROL.hashed]: 0,
  [CACHE_CONTROL.other]: 1,
  [CACHE_CONTROL.html]: 2,
} as const satisfies Record<CachePolicy, number>;

/** An upload's group in the deploy order (UPLOAD_RANK): lower goes first. */
export function uploadRank(upload: Pick<S3Upload, "cacheControl">): number {
  return UPLOAD_RANK[upload.cacheControl];
}

/** The uploads of a plan in their groups, in deploy order, each group in plan order; no empty group. */
export function uploadGroups<T extends Pick<S3Upload, "cacheControl">>(plan: readonly T[]): T[][] {
  const ranks = [...new Set(plan.map(uploadRank))].sort((a, b) => a - b);
  return ranks.map((rank) => plan.filter((upload) => uploadRank(upload) === rank));
}

/** The redirect keys the build wrote no file for: dist/ was built before content/redirects.txt last changed. */
export function missingRedirectKeys(
  plan: readonly S3Upload[],
  redirects: ReadonlyMap<string, string>,
): string[] {
  const keys = new Set(plan.map((upload) => upload.key));
  return [...redirects.keys()].filter((key) => !keys.has(key));
}

/** The plan as the emulated bucket the preview server answers from (key -> object, with its redirect location). */
export function s3Bucket(plan: readonly S3Upload[]): Map<string, S3Upload & BucketObject> {
  return new Map(
    plan.map((upload) => [
      upload.key,
      upload.websiteRedirect ? { ...upload, redirectLocation: upload.websiteRedirect } : upload,
    ]),
  );
}

export interface S3Target {
  bucket: string;
  region?: string;
}

/** The dry run: one line per upload (key, content type, cache control, redirect), then the website configuration. */
export function formatDryRun(plan: S3Upload[], target: S3Target): string {
  const width = (pick: (u: S3Upload) => string) => Math.max(...plan.map((u) => pick(u).length), 0);
  const keyWidth = width((u) => u.key);
  const typeWidth = width((u) => u.contentType);
  const copies = plan.filter((u) => u.copyOf).length;
  return [
    `Dry run: ${plan.length} objects for s3://${target.bucket} (${plan.length - copies} files, ${copies} extensionless page copies); nothing is read from or written to the bucket.`,
    "",
    ...plan.map(
      (u) =>
        `${u.key.padEnd(keyWidth)}  ${u.contentType.padEnd(typeWidth)}  ${u.cacheControl}${u.websiteRedirect ? `  -> ${u.websiteRedirect}` : ""}`,
    ),
    "",
    `Website configuration: ${JSON.stringify(WEBSITE_CONFIGURATION)}`,
  ].join("\n");
}
