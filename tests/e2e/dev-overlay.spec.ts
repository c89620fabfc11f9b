/**
 * The dev server's overlay in a browser (build/tools/dev/dev-server.ts): what the build would
 * stop on shows over the page it is about, in the build's words, and goes when an edit fixes
 * it, with the reload; so does what stops the site from building (a bad frontmatter field).
 * The server is started here, on fixture content, at a port of its own.
 */
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { configFrom } from "../../build/1-config/config";
import { type DevServer, OVERLAY_TITLES, startDevServer } from "../../build/tools/dev/dev-server";
import { paths } from "../../src/paths";
import { fixtureWorkspace, lineOf, ROOT } from "../helpers";
import { expect, test } from "./fixtures";

const cleanups: (() => void)[] = [];
let dev: DevServer;
const w = fixtureWorkspace(cleanups);
const published = path.join(w.contentDir, "blog/first-fixture-post.md");
const draft = path.join(w.contentDir, "blog/how-to-choose-an-itad-partner.md");
const replaceIn = (file: string, from: string | RegExp, to: string) =>
  writeFileSync(file, readFileSync(file, "utf8").replace(from, to));
/** The fixture's published post, and the draft a test links it to (tests/fixtures/content/blog/). */
const PUBLISHED = paths["blog-post"]({ slug: "first-fixture-post" });
const DRAFT = paths["blog-post"]({ slug: "how-to-choose-an-itad-partner" });
const GONE = paths["blog-post"]({ slug: "no-such-post" });

/** Opens a page of the dev server and waits until it listens for the server's events. */
async function open(page: Page, sitePath: string) {
  const listening = page.waitForResponse((response) => response.url().includes("/__dev/events"));
  await page.goto(new URL(sitePath.slice(1), dev.url).href);
  await listening;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  appendFileSync(published, `\nSee [an old page](${GONE}).\n`);
  dev = await startDevServer({
    root: ROOT,
    ...w,
    config: configFrom({ SITE_TODAY: "2025-07-01" }),
    port: 0,
    watch: [w.contentDir],
  });
  await dev.site.checked;
  await dev.site.checkSite();
});

test.afterAll(async () => {
  await dev?.close();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

test("shows a dead link over the page and takes it away when the edit fixes it", async ({ page }) => {
  await open(page, PUBLISHED);
  const overlay = page.locator("[data-dev-findings]");
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(OVERLAY_TITLES.findings);
  await expect(overlay).toContainText(
    `DeadLinks: Internal links lead nowhere.\n1 dead internal link; fix the link or add the page:\n  ${path.relative(ROOT, published)}:`,
  );
  await expect(overlay).toContainText(`: ${GONE}`);
  const reloaded = page.waitForEvent("load");
  replaceIn(published, `\nSee [an old page](${GONE}).\n`, "\n");
  await reloaded;
  await expect(page.locator("[role=alert]")).toHaveCount(0);
});

test("shows a link to a draft, which the dev server serves, as the build would stop on it", async ({
  page,
}) => {
  await open(page, PUBLISHED);
  const reloaded = page.waitForEvent("load");
  replaceIn(draft, /^date: (.*)$/m, "date: $1\ndraft: true");
  appendFileSync(published, `\nSee [the guide](${DRAFT}).\n`);
  await reloaded;
  const overlay = page.locator("[data-dev-findings]");
  await expect(overlay).toContainText(
    "UnpublishedPostLinked: A published page links to a post that is not published.",
  );
  await expect(overlay).toContainText(
    `${path.relative(ROOT, published)}:${lineOf(published, "the guide")}: ${DRAFT} is ${path.relative(ROOT, draft)}, a draft (draft: true)`,
  );
  // The link works here: the draft is served, with its banner.
  await page.getByRole("link", { name: "the guide" }).click();
  await expect(page.locator("[data-unpublished=draft]")).toBeVisible();
});

test("shows what stops the site from building, and takes it away when fixed", async ({ page }) => {
  await open(page, paths.about);
  replaceIn(published, /^category: .*$/m, "category: Gardening");
  const overlay = page.locator("[data-dev-error]");
  await expect(overlay).toContainText(OVERLAY_TITLES.error);
  await expect(overlay).toContainText(
    `${path.relative(ROOT, published)}:${lineOf(published, "category:")}: field "category"`,
  );
  const reloaded = page.waitForEvent("load");
  replaceIn(published, "category: Gardening", "category: Security");
  await reloaded;
  await expect(page.locator("[data-dev-error]")).toHaveCount(0);
});
