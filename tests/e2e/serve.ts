/**
 * The sites the browser tests visit, built and served by one process that Playwright starts
 * (playwright.config.ts, webServer) and stops:
 * - root: the project's content at the domain root;
 * - base: the same under a project-site base path (GitHub Pages at /<repo>/);
 * - stress: generated content that stresses the templates (tests/stress-content.ts).
 * The two project builds get stand-in EmailJS ids (the tests intercept the provider), so dist/
 * stays what `npm run build` made of the real configuration.
 *
 * Each server takes a port the system gives, so a port another program holds never stops the
 * run; E2E_PORT=N asks for N, N+1 and N+2 instead (and a port that is taken stops the run at
 * once, naming it). When all three listen it prints one line that Playwright reads the ports
 * from (SITES_READY in playwright.config.ts).
 *
 * `node build/run.mjs tests/e2e/serve.ts` runs it by hand; with the printed E2E_*_PORT
 * variables exported, `npx playwright test` uses those servers instead of starting its own.
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// As in build/cli.ts: React's production build, chosen before React loads.
process.env.NODE_ENV ??= "production";
const { configFrom } = await import("../../build/1-config/config");
const { build } = await import("../../build/site-build");
const { PortUnavailable, portOf, portOption } = await import("../../build/tools/listen");
const { startServer } = await import("../../build/tools/server");
const { writeStressContent } = await import("../stress-content");
const { BASE_PATH_UNDER_TEST, CMS_STAND_IN, EMAILJS_STAND_INS, SITE_URL_UNDER_TEST } = await import(
  "./site-config"
);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const work = path.join(root, ".tmp/e2e");
const first = process.env.E2E_PORT ? portOption(process.env.E2E_PORT, "E2E_PORT") : 0;
const portFor = (index: number) => (first === 0 ? 0 : first + index);

const stressContent = path.join(work, "stress-content");
rmSync(stressContent, { recursive: true, force: true });
mkdirSync(stressContent, { recursive: true });
const { today } = writeStressContent(stressContent);

const sites = [
  { name: "root", env: { ...EMAILJS_STAND_INS, ...CMS_STAND_IN } },
  {
    name: "base",
    env: {
      ...EMAILJS_STAND_INS,
      ...CMS_STAND_IN,
      BASE_PATH: BASE_PATH_UNDER_TEST,
      SITE_URL: SITE_URL_UNDER_TEST,
    },
  },
  // No share cards: no browser test looks at them, and its 151 were most of its build on a clean machine.
  {
    name: "stress",
    env: { ...EMAILJS_STAND_INS, SITE_TODAY: today },
    contentDir: stressContent,
    shareCards: false,
  },
] as const;

const urls: string[] = [];
try {
  for (const [index, site] of sites.entries()) {
    const outDir = path.join(work, site.name);
    const config = configFrom(site.env);
    await build({
      root,
      outDir,
      config,
      workers: 0,
      ...("contentDir" in site ? { contentDir: site.contentDir, shareCards: site.shareCards } : {}),
    });
    const server = await startServer({ dir: outDir, port: portFor(index), basePath: config.basePath });
    urls.push(`${site.name}=http://127.0.0.1:${portOf(server)}${config.basePath}`);
  }
} catch (error) {
  console.error(error instanceof PortUnavailable ? `E2E_PORT: ${error.message}` : error);
  process.exit(1);
}
console.log(`e2e sites ready: ${urls.join(" ")}`);
