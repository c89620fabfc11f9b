/**
 * What a build was made for, written beside its output folder (dist.build.json for dist/), as
 * the CloudFront function is: never inside it, so no visitor gets it, the site's bytes do not
 * change, and `npm run deploy:s3`, which uploads the folder's files, never uploads it.
 *
 * The deploy reads it to refuse a site that is not today's: one built with SITE_TODAY set to
 * another day (a preview, which publishes the posts scheduled up to that day early, or holds
 * back those already due), or with --drafts; and one built for a base path the bucket does
 * not serve it under. It takes the redirects from it too (the 301s of the old paths), so
 * that they are the ones of the content the site was built from, whichever folder that was
 * (`--content`), with nothing to pass. Before the swap it is written over with a record that
 * names no day (markSwapping), and after it written whole, so that a build stopped between the
 * two leaves a record without a day, which the deploy refuses too, rather than the record of
 * the build before.
 *
 * It also tells that a build made the folder beside it: the next build replaces only such a
 * folder (or an empty one), never one that holds files no build wrote (out-place.ts). Hence a
 * record, of a day or not, stays beside the folder from the first swap on.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Redirect } from "../2-content/redirects-file";
import { outPath } from "./out-path";

export interface BuildRecord {
  /** The build's today (config.today): posts dated up to it are published. */
  today: string;
  /** Whether SITE_TODAY set it. */
  todayFromEnv: boolean;
  /** Whether drafts and scheduled posts were rendered too (`--drafts`). */
  drafts: boolean;
  /** The base path every link and asset URL carries (BASE_PATH): "/", or "/repo-name/". */
  basePath: string;
  /** The redirects the build wrote pages for (its content's redirects.txt): old path, new path. */
  redirects: Pick<Redirect, "from" | "to">[];
}

/** Where a build's record is: beside the output folder (dist -> dist.build.json). */
export function buildRecordFile(outDir: string): string {
  return outPath(path.dirname(outDir), `${path.basename(outDir)}.build.json`);
}

/**
 * Writes over the record of the build in place with one that names no day: called before the
 * new build replaces it.
 */
export function markSwapping(outDir: string): void {
  writeRecordFile(outDir, { swapping: true });
}

/** Writes the record of the build now in `outDir`: whole, under its name at once. */
export function writeBuildRecord(outDir: string, record: BuildRecord): void {
  writeRecordFile(outDir, record);
}

function writeRecordFile(outDir: string, record: object): void {
  const file = buildRecordFile(outDir);
  const partial = outPath(path.dirname(file), `${path.basename(file)}.tmp`);
  writeFileSync(partial, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(partial, file);
}

/**
 * The record of the build in `outDir`, or undefined when there is none, it cannot be read, or it
 * lacks what the deploy needs (a record written before the base path and redirects were in it).
 */
export function readBuildRecord(outDir: string): BuildRecord | undefined {
  const file = buildRecordFile(outDir);
  if (!existsSync(file)) return undefined;
  try {
    const record = JSON.parse(readFileSync(file, "utf8")) as Partial<BuildRecord>;
    const { today, basePath, redirects } = record;
    if (typeof today !== "string" || typeof basePath !== "string" || !Array.isArray(redirects))
      return undefined;
    const pairs = redirects.filter(
      (redirect): redirect is BuildRecord["redirects"][number] =>
        typeof redirect?.from === "string" && typeof redirect.to === "string",
    );
    if (pairs.length !== redirects.length) return undefined;
    return {
      today,
      todayFromEnv: record.todayFromEnv === true,
      drafts: record.drafts === true,
      basePath,
      redirects: pairs.map(({ from, to }) => ({ from, to })),
    };
  } catch {
    return undefined;
  }
}

/**
 * Why the build in `outDir` (shown as `shown`, such as "dist/") must not go live today, or
 * undefined when it may: it has no record, was built with --drafts, or for another day than
 * `today` (the date in New York now, never SITE_TODAY).
 */
export function notTodaysSite(
  record: Pick<BuildRecord, "today" | "todayFromEnv" | "drafts"> | undefined,
  today: string,
  shown: string,
): string | undefined {
  const rebuild =
    "Build it again with `npm run build` (without SITE_TODAY, and without --drafts), then deploy.";
  if (!record)
    return `${shown} has no build record beside it (${path.basename(shown)}.build.json) that says which day, base path and redirects it was built for. ${rebuild}`;
  if (record.drafts)
    return `${shown} was built with --drafts: it holds the drafts and scheduled posts, each with its banner. ${rebuild}`;
  if (record.today === today) return undefined;
  const how = record.todayFromEnv ? ` (SITE_TODAY=${record.today})` : "";
  const effect =
    record.today > today
      ? `uploading it would publish the posts scheduled up to ${record.today} early`
      : `uploading it would hold back the posts dated after ${record.today}, due by today`;
  return `${shown} was built as of ${record.today}${how}, not today (${today} in New York): ${effect}. ${rebuild}`;
}
