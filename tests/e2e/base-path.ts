/**
 * The second site the browser tests serve (playwright.config.ts): the same build under a
 * project-site base path, on the port after the main one. A test that must hold under
 * both loops over `sites`.
 */
export const BASE_PATH_UNDER_TEST = "/buyitad-site/";

const port = Number(process.env.E2E_PORT ?? 4174);

/** Each served site: its name, and the absolute URL of a site path on it. */
export const sites = [
  { name: "at the root", url: (sitePath: string) => `http://127.0.0.1:${port}${sitePath}`, base: "/" },
  {
    name: `under ${BASE_PATH_UNDER_TEST}`,
    url: (sitePath: string) => `http://127.0.0.1:${port + 1}${BASE_PATH_UNDER_TEST}${sitePath.slice(1)}`,
    base: BASE_PATH_UNDER_TEST,
  },
] as const;
