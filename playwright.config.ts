import { defineConfig, devices } from "@playwright/test";
import { BASE_PATH_UNDER_TEST } from "./tests/e2e/base-path";

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4174);
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

// The provider is intercepted; these only keep the build from warning that the forms cannot send.
const EMAILJS_STAND_INS = {
  EMAILJS_PUBLIC_KEY: "e2e-public-key",
  EMAILJS_SERVICE_ID: "e2e-service",
  EMAILJS_TEMPLATE_ID: "e2e-template",
};

// Debian's Chromium (Playwright's own browser download is not available here).
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: [
    {
      // The browser tests get their own build, with stand-in EmailJS ids (the provider is intercepted),
      // so dist/ always stays what `npm run build` made of the real configuration.
      command: `node build/run.mjs build/cli.ts --out .tmp/e2e-dist && npx tsx build/tools/preview.ts --dir=.tmp/e2e-dist --port=${PORT}`,
      env: EMAILJS_STAND_INS,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
    },
    {
      // A project-site build (GitHub Pages at /<repo>/), on the next port: the tests that must
      // hold under a base path (tests/e2e/base-path.ts) visit it by its full URL.
      command: `node build/run.mjs build/cli.ts --out .tmp/e2e-dist-base && npx tsx build/tools/preview.ts --dir=.tmp/e2e-dist-base --port=${PORT + 1}`,
      env: { ...EMAILJS_STAND_INS, BASE_PATH: BASE_PATH_UNDER_TEST, SITE_URL: "https://example.github.io" },
      url: `http://127.0.0.1:${PORT + 1}${BASE_PATH_UNDER_TEST}`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
    },
  ],
});
