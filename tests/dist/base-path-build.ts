/**
 * The dist-base project's build: the project's site built for a project site under a base path
 * (GitHub Pages at /<repo>/), into .tmp/dist-base, by `npm run build` itself, before the dist
 * tests run on it (vitest.config.ts gives the project the same base path and folder). Every
 * link, asset and canonical URL must then carry the base path.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { BASE_PATH_UNDER_TEST, SITE_URL_UNDER_TEST } from "../e2e/site-config";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Where the build goes, relative to the project. */
export const BASE_PATH_DIST = ".tmp/dist-base";

/** The environment the build and the tests share. */
export const BASE_PATH_ENV = {
  BASE_PATH: BASE_PATH_UNDER_TEST,
  SITE_URL: SITE_URL_UNDER_TEST,
  DIST_DIR: BASE_PATH_DIST,
};

export default async function buildUnderBasePath(): Promise<void> {
  const child = spawn(process.execPath, ["build/run.mjs", "build/cli.ts", "--out", BASE_PATH_DIST], {
    cwd: ROOT,
    env: { ...process.env, ...BASE_PATH_ENV },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`the build under ${BASE_PATH_UNDER_TEST} failed:\n${errors}`);
}
