/**
 * A site long enough to paginate: a few hundred generated posts (build/tools/synthetic-posts.ts,
 * short bodies so it builds in seconds) built into a temp folder. The unit tests read its HTML,
 * the browser tests serve it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BuildConfig, configFrom } from "../build/1-config/config";
import { loadContent } from "../build/2-content/load";
import { build } from "../build/site-build";
import { writeSyntheticContent } from "../build/tools/synthetic-posts";
import type { Content } from "../src/model/schema";
import type { Route } from "../src/route";
import { ROOT } from "./helpers";

/** Generated posts in the fixture (plus the one real article the ITAD page links to). */
export const FIXTURE_POSTS = 300;

export interface PaginatedFixture {
  outDir: string;
  config: BuildConfig;
  content: Content;
  routes: Route[];
  cleanup: () => void;
}

export async function buildPaginatedFixture(env: Record<string, string> = {}): Promise<PaginatedFixture> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-paginated-"));
  const contentDir = path.join(dir, "content");
  writeSyntheticContent(ROOT, contentDir, FIXTURE_POSTS, 1);
  const config = configFrom(env);
  const outDir = path.join(dir, "dist");
  // No share cards: no test of it looks at them, and 300 cards, made afresh on a clean machine,
  // were three quarters of its build (real cards: tests/dist, images-build.test.ts).
  const result = await build({ root: ROOT, contentDir, outDir, config, workers: 0, shareCards: false });
  const content = loadContent({ root: ROOT, contentDir, publicDir: path.join(ROOT, "public") });
  return {
    outDir,
    config,
    content,
    routes: result.routes,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
