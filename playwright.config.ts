import { defineConfig, devices } from "@playwright/test";
import { PORT_VARIABLES, SITES_READY } from "./tests/e2e/site-config";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Servers already running (tests/e2e/serve.ts started by hand, its E2E_*_PORT variables exported)
 * are used as they are; otherwise Playwright starts it and reads its ports from its output before
 * the workers start, so the workers load this file with the ports set.
 */
const running = PORT_VARIABLES.every((variable) => process.env[variable]);

// Debian's Chromium (Playwright's own browser download is not available here).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["line"], ["./tests/e2e/slowest-reporter.ts"]] : "list",
  timeout: 30_000,
  // An assertion's longest wait. The default 5 s ran out once on a two-core runner running at
  // half speed, for the first search of a page (Pagefind's script, WebAssembly and index load
  // then); waiting longer for what does come makes no test weaker.
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_ROOT_PORT ? `http://127.0.0.1:${process.env.E2E_ROOT_PORT}` : undefined,
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: running
    ? undefined
    : {
        // Builds the three sites (the project's at the root and under a base path, and the stress
        // fixture) and serves each on a free port (E2E_PORT=N asks for N, N+1, N+2).
        command: "node build/run.mjs tests/e2e/serve.ts",
        wait: { stdout: SITES_READY },
        stdout: "pipe",
        timeout: 120_000,
      },
});
