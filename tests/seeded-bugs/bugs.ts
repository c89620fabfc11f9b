/**
 * Seeded bugs: ten small, realistic edits that break what the site promises, each with the
 * narrowest checks that catch it today. `npx tsx tests/seeded-bugs/run.ts` applies each in
 * turn, runs its checks, and restores the file: a bug whose checks all pass is a hole in the
 * tests. Run it before and after moving tests between layers (unit, dist, e2e): a move that
 * lets a bug through has weakened the suite.
 *
 * `find` must occur exactly once in `file` (run.ts refuses otherwise): when the code it names
 * changes, update the bug here, keeping it as small as a careless edit would be.
 */

export interface SeededBug {
  id: string;
  /** What goes wrong, in one sentence. */
  bug: string;
  /** The file edited, from the project root. */
  file: string;
  find: string;
  replace: string;
  /** Shell commands run in order from the project root; the bug is caught when one exits non-zero. */
  checks: string[];
}

/** Where a check's test runner writes its JSON report, from which run.ts names the failing tests. */
export const REPORT = ".tmp/seeded-bugs/report.json";

/** A vitest project on some of its files: the usual output, and the JSON report for run.ts. */
function vitest(project: string, ...files: string[]): string {
  return `npx vitest run --project ${project} --reporter=default --reporter=json --outputFile.json=${REPORT} ${files.join(" ")}`;
}

/** A build of the project into a folder of its own, so dist/ and the browser tests' builds stay as they are. */
const SEEDED_DIST = ".tmp/seeded-dist";
const buildSite = (env = "") => `${env}node build/run.mjs build/cli.ts --out ${SEEDED_DIST}`;
const distTests = (env: string, ...files: string[]) =>
  `${env}DIST_DIR=${SEEDED_DIST} ${vitest("dist", ...files)}`;

/** The project-site build of CI and of the browser tests (GitHub Pages at /<repo>/). */
const UNDER_BASE_PATH = "BASE_PATH=/buyitad-site/ SITE_URL=https://example.github.io ";

/**
 * Browser tests whose title matches `grep`. Playwright builds and serves its own sites
 * (tests/e2e/serve.ts, on free ports: the seeded code, never a server left running), without
 * retries, so a failure is a failure.
 */
function playwright(spec: string, grep: string): string {
  return `env -u E2E_ROOT_PORT -u E2E_BASE_PORT -u E2E_STRESS_PORT PLAYWRIGHT_JSON_OUTPUT_NAME=${REPORT} npx playwright test ${spec} -g "${grep}" --retries=0 --reporter=line,json`;
}

export const bugs: SeededBug[] = [
  {
    id: "pickup-weekend",
    bug: "The pickup calendar (and the submit check) accepts a Saturday or Sunday.",
    file: "src/forms/pickup-date.ts",
    find: "return !isWeekend(date) && !isBefore(startOfDay(date), earliestPickupDate(now));",
    replace: "return !isBefore(startOfDay(date), earliestPickupDate(now));",
    checks: [vitest("unit", "tests/unit/pickup-date.test.ts")],
  },
  {
    id: "honeypot-unflagged",
    bug: "A filled honeypot (the hidden company_url field) is sent without the line that tells the staff.",
    file: "src/forms/bodies.ts",
    find: "  if (!filled) return [];",
    replace: "  if (filled || !filled) return [];",
    checks: [vitest("unit", "tests/unit/forms.test.ts")],
  },
  {
    id: "json-ld-unescaped",
    bug: "JSON-LD is written without escaping < and >, so a string holding </script> ends the script element.",
    file: "src/lib/head.ts",
    find: '    .replace(/</g, "\\\\u003c")\n    .replace(/>/g, "\\\\u003e")\n',
    replace: "",
    checks: [vitest("unit", "tests/unit/head.test.ts")],
  },
  {
    id: "base-path-stylesheet",
    bug: "The stylesheet link in every page's head loses the base path (/assets/... instead of /buyitad-site/assets/...).",
    file: "build/4-pages/site-tags.ts",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the code searched for holds a template literal
    find: '{ tag: "link", attrs: { rel: "stylesheet", href: url(`/${cssFile}`) } },',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: and so does the edit
    replace: '{ tag: "link", attrs: { rel: "stylesheet", href: `/${cssFile}` } },',
    checks: [`${buildSite(UNDER_BASE_PATH)} && ${distTests(UNDER_BASE_PATH, "tests/dist/site.test.ts")}`],
  },
  {
    id: "failed-send-clears",
    bug: "A send the provider refused clears the form, as a successful one does.",
    file: "src/forms/use-send.ts",
    find: "        if (success) {\n          onSuccess();\n",
    replace: "        onSuccess();\n        if (success) {\n",
    checks: [playwright("tests/e2e/forms.spec.ts", "a failed send keeps every entry")],
  },
  {
    id: "feed-links-unchecked",
    bug: "The dead-link check no longer reads the feed, so a feed item leading nowhere passes the build.",
    file: "build/6-links/site-file-links.ts",
    find: "const files = Object.entries(siteFiles).map(([file, text]) => ({",
    replace:
      'const files = Object.entries(siteFiles).filter(([file]) => file !== "feed.xml").map(([file, text]) => ({',
    checks: [vitest("unit", "tests/unit/site-file-links.test.ts")],
  },
  {
    id: "focus-not-first-field",
    bug: "After a submit with errors, focus goes to the error summary instead of the first invalid field.",
    file: "src/forms/use-problems.ts",
    find: "focus(first ?? summaryId);",
    replace: "focus(summaryId);",
    checks: [playwright("tests/e2e/look-forms.spec.ts", "submitted empty marks every invalid field")],
  },
  {
    id: "scheduled-in-sitemap",
    bug: "A post dated after the build's today is published: its page, its sitemap entry and its feed item appear a day early.",
    file: "build/2-content/publication.ts",
    find: 'posts: posts.filter((post) => post.publication === "published"),',
    replace: 'posts: posts.filter((post) => post.publication !== "draft"),',
    checks: [vitest("integration", "tests/integration/drafts.test.ts")],
  },
  {
    id: "menu-focus-escapes",
    bug: "The mobile menu no longer keeps Tab inside its panel: from the last item focus leaves the dialog.",
    file: "src/components/mobile-menu.tsx",
    find:
      "        // Keep Tab and Shift+Tab inside the panel (the browser would otherwise move on to its own UI).\n" +
      "        onKeyDown={(event) => keepTabInside(event, dialogRef.current)}\n",
    replace: "",
    checks: [playwright("tests/e2e/shell.spec.ts", "keeps focus inside")],
  },
  {
    id: "not-found-indexed",
    bug: "The 404 page loses its robots noindex (and so gets a canonical link and a sitemap entry).",
    file: "src/pages/not-found.tsx",
    find: "  noindex: true,\n",
    replace: "",
    checks: [`${buildSite()} && ${distTests("", "tests/dist/site.test.ts")}`],
  },
];
