/**
 * `npm run audit [-- --all | --ci]`: Lighthouse over the built site.
 *
 * Serves dist/ with the project's own server (GitHub Pages' rules, gzip) on a
 * free port, audits each route with Lighthouse's mobile (default) and desktop
 * presets one after the other in one headless Chromium, writes the JSON
 * reports to reports/lighthouse/, prints the table and what cost points, and
 * exits 1 when a score is below its threshold (build/tools/audit-report.ts).
 *
 * Routes: one of each kind by default; `--all` every route; `--ci` only the home page, one
 * article and the pickup form (fast enough for every push); `--dir DIR` audits another build
 * folder than dist/; `--runs N` keeps the median of N runs.
 *
 * On mobile a page also fails when its first or largest paint is slower than PAINT_LIMITS, or
 * the largest comes more than its limit after the first; `--ci` checks scores only (a shared
 * runner is slower than the machine the limits were set on).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { isIndexable, NOT_FOUND_PATH, routesFor } from "../../src/pages";
import { paths } from "../../src/paths";
import type { PageId } from "../../src/route";
import { loadConfig } from "../1-config/config";
import { loadContent } from "../2-content/load";
import { commandLine } from "../cli-args";
import {
  type AuditRow,
  belowThreshold,
  CATEGORIES,
  CONSOLE_ERRORS_IGNORED_ON_404,
  formatAuditTable,
  formatLosses,
  medianRun,
  PAINT_LABELS,
  PAINT_LIMITS,
  type Preset,
  reportName,
  SKIPPED_ON_404,
  slowPaints,
  summarize,
} from "./audit-report";
import { startServer } from "./server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values: args } = commandLine({
  command: "npm run audit",
  options: {
    all: { type: "boolean", default: false },
    ci: { type: "boolean", default: false },
    /** Another build folder than dist/ (a snapshot, say, while dist/ is being rebuilt). */
    dir: { type: "string", default: "dist" },
    runs: { type: "string", default: "1" },
    /** Run each page once; one that misses a threshold is run this many times in all and keeps the median. */
    recheck: { type: "string", default: "1" },
  },
});
const distDir = path.resolve(root, args.dir);
const reportDir = path.join(root, "reports/lighthouse");

const PRESETS: Preset[] = ["mobile", "desktop"];

/** Lighthouse's preset; for the 404 page, with its own status left out of the console errors. */
function configFor(preset: Preset, notFound: boolean) {
  const base = preset === "desktop" ? desktopConfig : { extends: "lighthouse:default" as const };
  if (!notFound) return base;
  const options = { ignoredPatterns: CONSOLE_ERRORS_IGNORED_ON_404 };
  return { ...base, audits: [{ path: "errors-in-console", options }] };
}

/** A whole number of at least 1 from the command line, or stop saying which option was wrong. */
function count(option: "runs" | "recheck"): number {
  const value = Number(args[option]);
  if (Number.isInteger(value) && value >= 1) return value;
  console.error(`--${option} must be a whole number of at least 1 (got "${args[option]}")`);
  process.exit(1);
}
/** `--runs N` audits each page N times and keeps the median run, against noise on a busy machine. */
const runs = count("runs");
/**
 * `--recheck N`: a page whose first run misses a threshold is audited until it has N runs and keeps
 * the median, as `--runs N` would; a page that meets every threshold at once costs one run. A busy
 * runner only slows a page down, so one passing run is a page that can pass.
 */
const recheck = count("recheck");
if (runs > 1 && recheck > 1) {
  console.error("Give --runs or --recheck, not both.");
  process.exit(1);
}
if (args.all && args.ci) {
  console.error("Give --all or --ci, not both.");
  process.exit(1);
}
if (!existsSync(path.join(distDir, "index.html"))) {
  console.error(`${path.relative(root, distDir)}/ has no index.html: run \`npm run build\` first.`);
  process.exit(1);
}

const siteRoutes = routesFor(
  loadContent({ root, contentDir: path.join(root, "content"), publicDir: path.join(root, "public") }),
);
const known = siteRoutes.map((route) => route.path);
/** Pages that ask search engines not to index them (the search page): Lighthouse's is-crawlable fails there on purpose. */
const unindexed = new Set(siteRoutes.filter((route) => !isIndexable(route)).map((route) => route.path));
/** The newest route of a page kind drawn from editors' files: never a named post, which an editor may draft or move. */
const first = (page: PageId) => siteRoutes.find((route) => route.page === page)?.path ?? `(no ${page} route)`;
/**
 * One page of each kind: home, a service, the blog list, an article, a category, an author, the
 * three forms, a legal page, search (the page the header's search leads to, which opens the
 * search dialog at once), 404.
 */
const REPRESENTATIVE = [
  paths.home,
  first("service"),
  paths.blog,
  first("blog-post"),
  first("blog-category"),
  first("blog-author"),
  paths["schedule-pickup"],
  paths.contact,
  paths.careers,
  paths.terms,
  paths.search,
  NOT_FOUND_PATH,
];
/** On every push: the home page, an article, and the pickup form (the heaviest page, and the one that brings leads). */
const CI = [paths.home, first("blog-post"), paths["schedule-pickup"]];
const routes = args.all ? known : args.ci ? CI : REPRESENTATIVE;
/** The paint limits this run checks: none with `--ci`. */
const paintLimits = args.ci ? undefined : PAINT_LIMITS;
/** Every score below its threshold and paint over its limit, as lines of the final message. */
const misses = (rows: AuditRow[]) => [
  ...belowThreshold(rows).map(
    (f) => `${f.route} ${f.preset} ${f.category}: ${f.score ?? "no score"} < ${f.min}`,
  ),
  ...(paintLimits ? slowPaints(rows, paintLimits) : []).map(
    (s) =>
      `${s.route} ${s.preset} ${PAINT_LABELS[s.check]}: ${s.ms === null ? "no paint" : `${s.ms} ms`} > ${s.max} ms`,
  ),
];
const missing = routes.filter((route) => !known.includes(route));
if (missing.length) {
  console.error(
    `build/tools/audit.ts names routes the site no longer has: ${missing.join(", ")}. Update REPRESENTATIVE or CI there.`,
  );
  process.exit(1);
}

const { basePath } = loadConfig(root);
const server = await startServer({ dir: distDir, port: 0, rules: "github-pages", basePath });
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// The 404 page is what an unknown URL gets.
const urlOf = (route: string) =>
  `${origin}${basePath}${(route === NOT_FOUND_PATH ? "/no-such-page" : route).slice(1)}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  logLevel: "silent",
});

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const rows: AuditRow[] = [];
const total = routes.length * PRESETS.length;
/** One Lighthouse run: the summary row and the JSON report. */
async function audit(route: string, preset: Preset): Promise<{ row: AuditRow; report: string }> {
  const notFound = route === NOT_FOUND_PATH;
  const result = await lighthouse(
    urlOf(route),
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // The picture of the whole page the report viewer shows elements on: no score reads it, and
      // on every push nobody looks (`--ci`); it took a second or two a run.
      disableFullPageScreenshot: args.ci,
      ...(notFound
        ? { ignoreStatusCode: true, skipAudits: SKIPPED_ON_404 }
        : unindexed.has(route)
          ? { skipAudits: ["is-crawlable"] }
          : {}),
    },
    configFor(preset, notFound),
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  const row = summarize(route, preset, result.lhr);
  // Lighthouse warns that the page answered 404: that is the point of this one.
  if (notFound) row.warnings = row.warnings.filter((warning) => !warning.includes("(Status code: 404)"));
  return { row, report: String(result.report) };
}

try {
  for (const route of routes) {
    for (const preset of PRESETS) {
      const tries = [];
      for (let i = 0; i < runs; i++) tries.push(await audit(route, preset));
      if (recheck > 1 && misses([tries[0]!.row]).length > 0)
        while (tries.length < recheck) tries.push(await audit(route, preset));
      const { row, report } = tries[medianRun(tries.map((t) => t.row))]!;
      writeFileSync(path.join(reportDir, reportName(route, preset)), report);
      rows.push(row);
      const scores = CATEGORIES.map((category) => row.scores[category] ?? "-").join(" ");
      const of =
        tries.length > 1
          ? ` (median of ${tries.map((t) => t.row.scores.performance ?? "-").join(", ")})`
          : "";
      console.log(`[${rows.length}/${total}] ${route} ${preset}: ${row.error ?? scores}${of}`);
    }
  }
} finally {
  await chrome.kill();
  server.close();
}

writeFileSync(path.join(reportDir, "summary.json"), `${JSON.stringify(rows, null, 2)}\n`);
console.log(`\n${formatAuditTable(rows, undefined, paintLimits)}\n`);
if (routes.includes(NOT_FOUND_PATH)) {
  console.log(
    `404: SEO leaves out ${SKIPPED_ON_404.join(" and ")}, and best practices the console error of the page's own 404 status, which it has on purpose.\n`,
  );
}
const losses = formatLosses(rows);
if (losses) console.log(`What cost points:\n${losses}\n`);
const warnings = [...new Set(rows.flatMap((row) => row.warnings))];
if (warnings.length) console.log(`Lighthouse warnings:\n${warnings.map((w) => `  ${w}`).join("\n")}\n`);
console.log(
  `Reports: ${path.relative(root, reportDir)}/ (open a .json in https://googlechrome.github.io/lighthouse/viewer/)`,
);

const failures = misses(rows);
if (failures.length) {
  console.error(
    `\n${failures.length} figure${failures.length === 1 ? "" : "s"} below threshold or over limit:\n${failures
      .map((line) => `  ${line}`)
      .join("\n")}`,
  );
  process.exit(1);
}
console.log(`\nEvery score meets its threshold${paintLimits ? " and every paint its limit" : ""}.`);
