/**
 * The integration files share one module graph per worker (vitest.config.ts), but those that
 * replace a module with vi.mock, which run in a graph of their own: a file that mocks and is
 * not listed would hand its copy of the module to every file after it in the worker.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INTEGRATION_MOCKED } from "../../vitest.config";
import { ROOT } from "../helpers";

describe("the integration files that replace a module", () => {
  it("are exactly those the config runs in a module graph of their own", () => {
    const dir = path.join(ROOT, "tests/integration");
    const mocking = readdirSync(dir)
      .filter((name) => name.endsWith(".test.ts") || name.endsWith(".test.tsx"))
      .filter((name) => /\bvi\s*\.\s*(do)?[mM]ock\s*\(/.test(readFileSync(path.join(dir, name), "utf8")))
      .map((name) => `tests/integration/${name}`);
    expect([...INTEGRATION_MOCKED].sort()).toEqual(mocking.sort());
  });
});
