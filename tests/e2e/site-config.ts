/**
 * What the browser tests' sites are built with (tests/e2e/serve.ts) and how Playwright learns
 * where they listen (playwright.config.ts): plain constants, read by the config, the server
 * script and the tests alike.
 */

/** The project-site build (GitHub Pages at /<repo>/): every link, asset and canonical carries it. */
export const BASE_PATH_UNDER_TEST = "/buyitad-site/";
export const SITE_URL_UNDER_TEST = "https://example.github.io";

/** The provider is intercepted; these only keep the build from warning that the forms cannot send. */
export const EMAILJS_STAND_INS = {
  EMAILJS_PUBLIC_KEY: "e2e-public-key",
  EMAILJS_SERVICE_ID: "e2e-service",
  EMAILJS_TEMPLATE_ID: "e2e-template",
} as const;

/** The repository the browser editor's configuration names (tests/e2e/admin.spec.ts opens a local copy instead). */
export const CMS_STAND_IN = { CMS_REPO: "buyitad/buyitad-site" } as const;

/**
 * The line tests/e2e/serve.ts prints once its three servers listen. Playwright stores each named
 * group in the environment, upper-cased (E2E_ROOT_PORT...), before it starts the test workers.
 */
export const SITES_READY =
  /e2e sites ready: root=http:\/\/127\.0\.0\.1:(?<e2e_root_port>\d+)\/ base=http:\/\/127\.0\.0\.1:(?<e2e_base_port>\d+)\/\S* stress=http:\/\/127\.0\.0\.1:(?<e2e_stress_port>\d+)\//;

/** The environment variables SITES_READY fills. */
export const PORT_VARIABLES = ["E2E_ROOT_PORT", "E2E_BASE_PORT", "E2E_STRESS_PORT"] as const;
