/** Gives the integration and deploy runs one folder for its shared builds (tests/shared-build.ts), removed at the end. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), "buyitad-shared-builds-"));
  project.provide("sharedBuildsDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
