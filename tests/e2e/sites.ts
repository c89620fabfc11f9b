/**
 * The three sites the browser tests visit (tests/e2e/serve.ts), by the ports Playwright read from
 * the server's output (playwright.config.ts). A test of the project's site uses Playwright's
 * baseURL (the root site) with a path of src/paths.ts; one that must hold under a base path too
 * loops over `sites`; the template checks also visit `stress`.
 */
import { BASE_PATH_UNDER_TEST, type PORT_VARIABLES } from "./site-config";

function port(variable: (typeof PORT_VARIABLES)[number]): number {
  const value = Number(process.env[variable]);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(
      `${variable} is not set: run the browser tests with \`npx playwright test\`, which starts tests/e2e/serve.ts and reads its ports`,
    );
  return value;
}

export interface ServedSite {
  name: string;
  /** The base path the site was built for. */
  base: string;
  /** The absolute URL of a site path (one of src/paths.ts) on this site. */
  url: (sitePath: string) => string;
}

// The port is read when a test asks for a URL: Playwright loads the test files before it starts the servers.
function served(name: string, variable: (typeof PORT_VARIABLES)[number], base: string): ServedSite {
  return { name, base, url: (sitePath) => `http://127.0.0.1:${port(variable)}${base}${sitePath.slice(1)}` };
}

export const root = served("at the root", "E2E_ROOT_PORT", "/");
export const underBase = served(`under ${BASE_PATH_UNDER_TEST}`, "E2E_BASE_PORT", BASE_PATH_UNDER_TEST);
/** Generated content at its longest (tests/stress-content.ts). */
export const stress = served("the stress fixture", "E2E_STRESS_PORT", "/");

/** The project's site at the root and under the base path: for a test that must hold under both. */
export const sites = [root, underBase] as const;
