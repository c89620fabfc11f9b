/**
 * The build's record and what `npm run deploy:s3` makes of it (build/7-output/build-record.ts):
 * only a site built for today, without --drafts, goes live; the refusal names the day it was
 * built for and how to build today's. And the line a build with SITE_TODAY starts with
 * (todayNotice, build/1-config/config.ts). The command's run: tests/integration/deploy-cli.test.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configFrom, todayNotice } from "../../build/1-config/config";
import {
  type BuildRecord,
  buildRecordFile,
  notTodaysSite,
  readBuildRecord,
  writeBuildRecord,
} from "../../build/7-output/build-record";
import { paths } from "../../src/paths";
import { tempDir } from "../helpers";

const TODAY = "2026-11-27";
const REBUILD =
  "Build it again with `npm run build` (without SITE_TODAY, and without --drafts), then deploy.";

describe("notTodaysSite", () => {
  it("lets today's build go", () => {
    expect(
      notTodaysSite({ today: TODAY, todayFromEnv: false, drafts: false }, TODAY, "dist/"),
    ).toBeUndefined();
    // SITE_TODAY set to today itself builds today's site.
    expect(
      notTodaysSite({ today: TODAY, todayFromEnv: true, drafts: false }, TODAY, "dist/"),
    ).toBeUndefined();
  });

  it("refuses a build for a later day, naming it, what uploading it would do, and how to rebuild", () => {
    expect(notTodaysSite({ today: "2026-12-01", todayFromEnv: true, drafts: false }, TODAY, "dist/")).toBe(
      `dist/ was built as of 2026-12-01 (SITE_TODAY=2026-12-01), not today (${TODAY} in New York): uploading it would publish the posts scheduled up to 2026-12-01 early. ${REBUILD}`,
    );
  });

  it("refuses a build for an earlier day, which would hold back the posts due since", () => {
    expect(notTodaysSite({ today: "2026-11-26", todayFromEnv: false, drafts: false }, TODAY, "dist/")).toBe(
      `dist/ was built as of 2026-11-26, not today (${TODAY} in New York): uploading it would hold back the posts dated after 2026-11-26, due by today. ${REBUILD}`,
    );
  });

  it("refuses a build with --drafts, and one without a record", () => {
    expect(notTodaysSite({ today: TODAY, todayFromEnv: false, drafts: true }, TODAY, "dist/")).toBe(
      `dist/ was built with --drafts: it holds the drafts and scheduled posts, each with its banner. ${REBUILD}`,
    );
    expect(notTodaysSite(undefined, TODAY, "dist/")).toBe(
      `dist/ has no build record beside it (dist.build.json) that says which day, base path and redirects it was built for. ${REBUILD}`,
    );
  });

  it("is kept beside the output folder, never in it", () => {
    expect(buildRecordFile("/work/site/dist")).toBe("/work/site/dist.build.json");
  });
});

describe("the build record", () => {
  const work = tempDir();
  afterAll(work.cleanup);
  const dist = path.join(work.dir, "dist");
  mkdirSync(dist);

  it("holds the base path and the redirects the site was built for, as the deploy reads them", () => {
    const record: BuildRecord = {
      today: TODAY,
      todayFromEnv: false,
      drafts: false,
      basePath: "/buyitad-site/",
      redirects: [{ from: "/old-fixture-page", to: paths.about }],
    };
    writeBuildRecord(dist, record);
    expect(readBuildRecord(dist)).toEqual(record);
  });

  it("reads a record without them (an older build's, or a broken one) as none, which the deploy refuses", () => {
    for (const partial of [
      { today: TODAY, todayFromEnv: false, drafts: false },
      { today: TODAY, todayFromEnv: false, drafts: false, basePath: "/", redirects: [{ from: "/x" }] },
      { today: TODAY, todayFromEnv: false, drafts: false, basePath: 1, redirects: [] },
    ]) {
      writeFileSync(buildRecordFile(dist), JSON.stringify(partial));
      expect(readBuildRecord(dist), JSON.stringify(partial)).toBeUndefined();
    }
  });
});

describe("todayNotice", () => {
  // 17:00 UTC on November 27th is the same day in New York.
  const now = new Date(`${TODAY}T17:00:00Z`);

  it("says nothing without SITE_TODAY", () => {
    expect(configFrom({}).todayFromEnv).toBe(false);
    expect(todayNotice(configFrom({}), now)).toBeUndefined();
    expect(todayNotice(configFrom({ SITE_TODAY: " " }), now)).toBeUndefined();
  });

  it("names the day a build with SITE_TODAY is made as of, and, when it is not today, that the deploy refuses it", () => {
    expect(todayNotice(configFrom({ SITE_TODAY: "2026-12-01" }), now)).toBe(
      `Building the site as of 2026-12-01 (SITE_TODAY), not today (${TODAY} in New York): posts dated up to 2026-12-01 are published, and npm run deploy:s3 will refuse to upload this build.`,
    );
    expect(todayNotice(configFrom({ SITE_TODAY: TODAY }), now)).toBe(
      `Building the site as of ${TODAY} (SITE_TODAY, today in New York): posts dated up to ${TODAY} are published.`,
    );
  });
});
