import { defineConfig } from "vitest/config";

// Two projects: unit tests of pure functions, and tests over the built dist/ (run `npm run build` first).
// Playwright specs (tests/e2e) are kept away from vitest.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          testTimeout: 60_000,
          // Fixture builds run in beforeAll: on a loaded machine one takes longer than the default 10 s.
          hookTimeout: 120_000,
          // A folder for the builds several test files share (tests/unit/shared-build.ts).
          globalSetup: ["tests/unit/global-setup.ts"],
        },
      },
      {
        test: {
          name: "dist",
          include: ["tests/dist/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
