/**
 * The S3 sync behind `npm run deploy:s3`: one Node process, the AWS SDK v3, a
 * bounded number of requests in flight. It uploads the plan (build/deploy/s3-plan.ts)
 * group by group (hashed assets, then other files, then pages, each group only once
 * the previous one fully succeeded), skipping every object the bucket already holds
 * with the same content (MD5 ETag) and the same headers; then sets the website
 * configuration when it differs; then, with `delete`, removes the keys the build no
 * longer has, except recently retired hashed assets (see `retirement`).
 *
 * The decisions are pure functions, tested without a bucket (tests/unit/s3-sync.test.ts);
 * `syncToS3` is proven against a local S3 server (tests/deploy/s3-deploy.test.ts).
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetBucketWebsiteCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  ListObjectsCommand,
  PutBucketWebsiteCommand,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import pLimit from "p-limit";
import { isHashedAsset } from "../hosts";
import { type S3Upload, uploadGroups, WEBSITE_CONFIGURATION } from "./s3-plan";

/**
 * How long a hashed asset the build no longer has stays in the bucket after the first
 * `--delete` deploy that found it unused. Pages are revalidated on every visit, but a
 * page already open in a tab (or restored from the back/forward cache) still loads the
 * island chunks and images it names, possibly days later; after a week such a tab is
 * rare, and a reload fetches the new page with the new names.
 */
export const DEFAULT_GRACE_DAYS = 7;

/** The user metadata that marks a hashed asset as retired (x-amz-meta-retired: ISO date). */
export const RETIRED_META = "retired";

/** Requests in flight at once. */
export const DEFAULT_CONCURRENCY = 16;

/** The ETag S3 gives an object uploaded in one part: the hex MD5 of its bytes, in quotes. */
export function md5Etag(body: Uint8Array): string {
  return `"${createHash("md5").update(body).digest("hex")}"`;
}

/** What a bucket says about one object (HeadObject). */
export interface RemoteHeaders {
  contentType?: string;
  cacheControl?: string;
  websiteRedirect?: string;
  metadata?: Record<string, string>;
}

export function remoteHeaders(head: HeadObjectCommandOutput): RemoteHeaders {
  return {
    ...(head.ContentType ? { contentType: head.ContentType } : {}),
    ...(head.CacheControl ? { cacheControl: head.CacheControl } : {}),
    ...(head.WebsiteRedirectLocation ? { websiteRedirect: head.WebsiteRedirectLocation } : {}),
    ...(head.Metadata ? { metadata: head.Metadata } : {}),
  };
}

/**
 * Whether the bucket's object already is this upload: same bytes (the ETag of a
 * single-part upload is the MD5; a multipart ETag has a "-" and never matches), same
 * content type, cache policy and website redirect, and no retirement mark.
 */
export function isUnchanged(
  upload: Pick<S3Upload, "contentType" | "cacheControl" | "websiteRedirect">,
  localEtag: string,
  remoteEtag: string | undefined,
  remote: RemoteHeaders | undefined,
): boolean {
  return (
    remoteEtag === localEtag &&
    remote !== undefined &&
    remote.contentType === upload.contentType &&
    remote.cacheControl === upload.cacheControl &&
    (remote.websiteRedirect ?? "") === (upload.websiteRedirect ?? "") &&
    remote.metadata?.[RETIRED_META] === undefined
  );
}

export type Retirement = "delete" | "mark" | "keep";

/**
 * What `--delete` does with a key the build no longer has. Anything but a hashed
 * asset goes at once. A hashed asset is first marked retired (the date in its
 * metadata: its upload date says nothing about when pages stopped naming it), kept
 * while younger than the grace period, and deleted by the first `--delete` deploy after.
 */
export function retirement(
  key: string,
  retiredAt: string | undefined,
  now: Date,
  graceMs: number,
): Retirement {
  if (!isHashedAsset(key)) return "delete";
  const since = retiredAt ? Date.parse(retiredAt) : now.getTime();
  if (Number.isNaN(since)) return "mark";
  if (now.getTime() - since >= graceMs) return "delete";
  return retiredAt ? "keep" : "mark";
}

export interface SyncOptions {
  client: S3Client;
  bucket: string;
  plan: S3Upload[];
  /** Remove keys the build no longer has (hashed assets after the grace period). */
  delete?: boolean;
  graceMs?: number;
  concurrency?: number;
  now?: Date;
  /** Keys per listing request (S3's most is 1,000). */
  listPageSize?: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface SyncResult {
  uploaded: string[];
  unchanged: number;
  deleted: string[];
  /** Hashed assets marked retired by this deploy, kept for the grace period. */
  retired: string[];
  /** Hashed assets retired by an earlier deploy, still within the grace period. */
  kept: string[];
  websiteUpdated: boolean;
}

/** An error naming the failed keys; `syncToS3` throws it when a group has failures. */
export class SyncError extends Error {}

interface Listing {
  /** Key -> ETag. */
  etags: Map<string, string | undefined>;
  /** The bucket held more than one page of keys. */
  paged: boolean;
}

/**
 * Every key of the bucket with its ETag, a page of 1,000 at a time, each page after
 * the last key of the one before (ListObjects with Marker). ListObjectsV2 would do the
 * same with continuation tokens, which s3rver cannot make under OpenSSL 3 (DES).
 */
async function listBucket(client: S3Client, bucket: string, pageSize: number): Promise<Listing> {
  const etags = new Map<string, string | undefined>();
  let marker: string | undefined;
  let pages = 0;
  for (;;) {
    const page = await client.send(
      new ListObjectsCommand({ Bucket: bucket, MaxKeys: pageSize, ...(marker ? { Marker: marker } : {}) }),
    );
    pages++;
    const objects = page.Contents ?? [];
    for (const object of objects) if (object.Key !== undefined) etags.set(object.Key, object.ETag);
    const last = objects.at(-1)?.Key;
    if (!page.IsTruncated || !last) return { etags, paged: pages > 1 };
    marker = last;
  }
}

function failures(what: string, keys: string[], errors: unknown[]): SyncError {
  const lines = keys.map((key, i) => `  ${key}: ${(errors[i] as Error)?.message ?? String(errors[i])}`);
  return new SyncError(`${keys.length} ${what}:\n${lines.join("\n")}`);
}

/** Runs `task` over `items`, a few at a time; throws one error naming every failure. */
async function each<T>(
  limit: ReturnType<typeof pLimit>,
  what: string,
  items: T[],
  name: (item: T) => string,
  task: (item: T) => Promise<void>,
): Promise<void> {
  const settled = await Promise.allSettled(items.map((item) => limit(() => task(item))));
  const failed = settled.flatMap((result, i) => (result.status === "rejected" ? [i] : []));
  if (failed.length) {
    throw failures(
      what,
      failed.map((i) => name(items[i]!)),
      failed.map((i) => (settled[i] as PromiseRejectedResult).reason),
    );
  }
}

function sameWebsite(current: { IndexDocument?: { Suffix?: string }; ErrorDocument?: { Key?: string } }) {
  return (
    current.IndexDocument?.Suffix === WEBSITE_CONFIGURATION.IndexDocument.Suffix &&
    current.ErrorDocument?.Key === WEBSITE_CONFIGURATION.ErrorDocument.Key
  );
}

const copySource = (bucket: string, key: string) =>
  `${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;

/** What every step of one sync works with: the bucket, the requests in flight, the clock. */
interface Sync {
  client: S3Client;
  bucket: string;
  limit: ReturnType<typeof pLimit>;
  log: (line: string) => void;
  now: Date;
  graceMs: number;
}

/** Syncs the plan to the bucket; see the top of this file. */
export async function syncToS3(options: SyncOptions): Promise<SyncResult> {
  const sync: Sync = {
    client: options.client,
    bucket: options.bucket,
    limit: pLimit(options.concurrency ?? DEFAULT_CONCURRENCY),
    log: options.log ?? (() => {}),
    now: options.now ?? new Date(),
    graceMs: options.graceMs ?? DEFAULT_GRACE_DAYS * 86_400_000,
  };
  const listed = await listBucket(sync.client, sync.bucket, options.listPageSize ?? 1000);
  const uploads = await uploadPlan(sync, options.plan, listed);
  const websiteUpdated = await setWebsite(sync);
  const removals = options.delete
    ? await removeStale(sync, options.plan, listed)
    : { deleted: [], retired: [], kept: [] };
  return { ...uploads, ...removals, websiteUpdated };
}

/**
 * Uploads the plan group by group (uploadGroups: hashed assets, other files, pages), each
 * group only once the one before fully succeeded, so a page never names a file not yet there.
 */
async function uploadPlan(
  sync: Sync,
  plan: readonly S3Upload[],
  listed: Listing,
): Promise<Pick<SyncResult, "uploaded" | "unchanged">> {
  const uploaded: string[] = [];
  let unchanged = 0;
  for (const group of uploadGroups(plan)) {
    const before = uploaded.length;
    await each(
      sync.limit,
      "uploads failed (later groups were not uploaded, nothing was deleted)",
      group,
      (upload) => upload.key,
      async (upload) => {
        if (await uploadIfChanged(sync, upload, listed)) uploaded.push(upload.key);
        else unchanged++;
      },
    );
    const put = uploaded.length - before;
    sync.log(`${group[0]!.cacheControl}: ${put} uploaded, ${group.length - put} unchanged`);
  }
  return { uploaded: uploaded.sort(), unchanged };
}

/** Puts one upload unless the bucket already holds it (isUnchanged); says whether it put it. */
async function uploadIfChanged(sync: Sync, upload: S3Upload, listed: Listing): Promise<boolean> {
  const body = await readFile(upload.file);
  const etag = md5Etag(body);
  let remoteEtag = listed.etags.get(upload.key);
  let remote: RemoteHeaders | undefined;
  if (!listed.etags.has(upload.key) && listed.paged) {
    // A listing of many pages can miss keys on some S3-compatible stores (s3rver
    // pages in file order, not key order); a key it lacks is asked for directly.
    const found = await headIfAny(sync, upload.key);
    remoteEtag = found?.etag;
    remote = found?.headers;
  }
  // Only an object with the same bytes needs its headers read.
  if (
    remoteEtag === etag &&
    isUnchanged(upload, etag, remoteEtag, remote ?? (await head(sync, upload.key)))
  ) {
    return false;
  }
  await sync.client.send(
    new PutObjectCommand({
      Bucket: sync.bucket,
      Key: upload.key,
      Body: body,
      ContentType: upload.contentType,
      CacheControl: upload.cacheControl,
      ContentMD5: Buffer.from(etag.slice(1, -1), "hex").toString("base64"),
      ...(upload.websiteRedirect ? { WebsiteRedirectLocation: upload.websiteRedirect } : {}),
    }),
  );
  return true;
}

async function head(sync: Sync, key: string): Promise<RemoteHeaders> {
  return remoteHeaders(await sync.client.send(new HeadObjectCommand({ Bucket: sync.bucket, Key: key })));
}

/** HeadObject, or undefined when the key does not exist. */
function headIfAny(sync: Sync, key: string) {
  return sync.client.send(new HeadObjectCommand({ Bucket: sync.bucket, Key: key })).then(
    (output) => ({ etag: output.ETag, headers: remoteHeaders(output) }),
    (error: { name?: string }) => {
      if (error.name === "NotFound" || error.name === "NoSuchKey") return undefined;
      throw error;
    },
  );
}

/** Sets the bucket's website configuration when it differs from WEBSITE_CONFIGURATION; says whether it did. */
async function setWebsite(sync: Sync): Promise<boolean> {
  const website = await sync.client
    .send(new GetBucketWebsiteCommand({ Bucket: sync.bucket }))
    .catch((error: { name?: string }) => {
      if (error.name === "NoSuchWebsiteConfiguration") return {};
      throw error;
    });
  if (sameWebsite(website)) return false;
  await sync.client.send(
    new PutBucketWebsiteCommand({
      Bucket: sync.bucket,
      WebsiteConfiguration: structuredClone(WEBSITE_CONFIGURATION),
    }),
  );
  return true;
}

/** `--delete`: each key the bucket holds and the plan does not is deleted, marked retired or kept (retirement). */
async function removeStale(
  sync: Sync,
  plan: readonly S3Upload[],
  listed: Listing,
): Promise<Pick<SyncResult, "deleted" | "retired" | "kept">> {
  const wanted = new Set(plan.map((upload) => upload.key));
  const stale = [...listed.etags.keys()].filter((key) => !wanted.has(key)).sort();
  const done: Record<Retirement, string[]> = { delete: [], mark: [], keep: [] };
  await each(
    sync.limit,
    "deletions failed",
    stale,
    (key) => key,
    async (key) => {
      done[await retireOrDelete(sync, key)].push(key);
    },
  );
  return { deleted: done.delete.sort(), retired: done.mark.sort(), kept: done.keep.sort() };
}

/** Deletes a stale key or marks it retired, as `retirement` decides; returns the decision. */
async function retireOrDelete(sync: Sync, key: string): Promise<Retirement> {
  const remote = isHashedAsset(key) ? await head(sync, key) : undefined;
  const decision = retirement(key, remote?.metadata?.[RETIRED_META], sync.now, sync.graceMs);
  if (decision === "delete") {
    await sync.client.send(new DeleteObjectCommand({ Bucket: sync.bucket, Key: key }));
  } else if (decision === "mark") {
    // Copying an object onto itself with new metadata keeps its bytes and headers.
    await sync.client.send(
      new CopyObjectCommand({
        Bucket: sync.bucket,
        Key: key,
        CopySource: copySource(sync.bucket, key),
        MetadataDirective: "REPLACE",
        ...(remote?.contentType ? { ContentType: remote.contentType } : {}),
        ...(remote?.cacheControl ? { CacheControl: remote.cacheControl } : {}),
        Metadata: { ...remote?.metadata, [RETIRED_META]: sync.now.toISOString() },
      }),
    );
  }
  return decision;
}

/** The closing lines of a deploy. */
export function formatSummary(result: SyncResult, bucket: string, graceDays: number): string {
  const lines = [
    result.uploaded.length
      ? `Deployed to s3://${bucket}: ${result.uploaded.length} uploaded, ${result.unchanged} unchanged, ${result.deleted.length} deleted.`
      : `Nothing to upload: all ${result.unchanged} objects in s3://${bucket} are unchanged; ${result.deleted.length} deleted.`,
    `Website configuration (index ${WEBSITE_CONFIGURATION.IndexDocument.Suffix}, error ${WEBSITE_CONFIGURATION.ErrorDocument.Key}): ${result.websiteUpdated ? "set" : "unchanged"}.`,
  ];
  if (result.retired.length || result.kept.length) {
    lines.push(
      `Old hashed assets kept for ${graceDays} days after they were first found unused: ${result.retired.length} newly retired, ${result.kept.length} waiting.`,
    );
  }
  return lines.join("\n");
}
