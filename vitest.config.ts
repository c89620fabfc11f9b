import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { BASE_PATH_ENV } from "./tests/dist/base-path-build";

// Six projects: unit tests of functions on data in memory (tests/unit: the layer to run on
// every save, well under 30 s); integration tests of what takes a build, a child process, a
// server or the disk (tests/integration: fixture builds, the dev server, process trees, the
// deploy command); tests over the built dist/ (run `npm run build` first), and the same tests
// over a build under a project-site base path (dist-base, which builds it); an editor's day on
// a copy of the content (tests/scenario); and the S3 deploy against a local S3 server
// (tests/deploy). Playwright specs (tests/e2e) are kept away from vitest.
/** Integration files that replace a module with vi.mock: isolated from the others (below). */
export const INTEGRATION_MOCKED = [
  "tests/integration/build-properties.test.ts",
  "tests/integration/route-rename.test.ts",
];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on a 2-core runner, where much of a
    // test's time is a child process or the disk (fixture builds), and two workers take a third off.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // Each test takes milliseconds, but a machine busy with other work can stretch one past the 5 s default.
          testTimeout: 60_000,
          // Most of this layer's time was each file importing React, the pages and the build's
          // modules again into a fresh module graph (58 s of 65 under load, 17 s with one graph):
          // functions on data in memory share no state worth isolating, so the files of a
          // worker share one graph. What a test changes around them is undone after it: spies
          // here (restoreMocks), fake timers, stubbed globals and TZ by the tests themselves;
          // the files pass in any order (--sequence.shuffle).
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          exclude: INTEGRATION_MOCKED,
          environment: "node",
          testTimeout: 60_000,
          // Fixture builds run in beforeAll: on a loaded machine one takes longer than the default 10 s.
          hookTimeout: 120_000,
          // A folder for the builds several test files share (tests/shared-build.ts).
          globalSetup: ["tests/global-setup.ts"],
          // Each file imported the build, React and the pages again into a fresh module graph: a
          // second or two a file, a minute of the layer. The files of a worker share one graph, as
          // the unit layer's do; what a test changes around it (spies) is undone after it.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        // The integration files that replace a module (vi.mock: node:fs watched, src/paths
        // renamed), each in a module graph of its own, so that no other file meets the copy.
        test: {
          name: "integration-mocked",
          include: INTEGRATION_MOCKED,
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/global-setup.ts"],
        },
      },
      {
        test: {
          name: "deploy",
          include: ["tests/deploy/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The deploy starts from the shared build of the project (tests/shared-build.ts).
          globalSetup: ["tests/global-setup.ts"],
        },
      },
      {
        // An editor's day on a copy of the content: built, then the dist project run on it (tests/scenario).
        test: {
          name: "scenario",
          include: ["tests/scenario/**/*.test.ts"],
          environment: "node",
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: "dist",
          include: ["tests/dist/**/*.test.ts"],
          environment: "node",
          // Every file reads the same build: in one module graph per worker, the content, the
          // routes and the parsed pages load once, not once a file (24 s against 9 here).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The same tests on the site built under a project-site base path, which this project
        // builds first (tests/dist/base-path-build.ts): every link and asset must carry it.
        test: {
          name: "dist-base",
          include: ["tests/dist/**/*.test.ts"],
          environment: "node",
          env: BASE_PATH_ENV,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/dist/base-path-build.ts"],
        },
      },
    ],
  },
});
