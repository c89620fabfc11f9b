import { loadConfig } from "../../build/1-config/config";
import { contentSecurityPolicy } from "../../build/4-pages/csp";
import { redirectPage } from "../../build/5-site-files/redirect-outputs";
import { withBase } from "../../src/lib/url";
import { paths } from "../../src/paths";
import { ROOT } from "../helpers";
import { expect, test } from "./fixtures";
import { content } from "./routes";

// What only a browser shows of a redirect (its markup, CSP and target are checked in tests/dist and
// tests/unit/redirects.test.ts): that the browser follows it on its own, in one hop, without scripts.
// The site's own content/redirects.txt may be empty: the old path is answered with the page the
// build would write there for GitHub Pages.
test("the page GitHub Pages serves at an old path takes the visitor to the new page at once, without scripts", async ({
  browser,
  pageErrors,
}) => {
  const { siteUrl, basePath } = loadConfig(ROOT);
  const redirect = { from: `${paths.about}-old`, to: paths.about, line: 1 };
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  pageErrors.watch(page);
  const old = withBase(basePath, redirect.from);
  await page.route(`**${old}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: redirectPage(redirect, {
        siteUrl,
        basePath,
        csp: contentSecurityPolicy({}),
        brand: content.site.brand,
      }),
    }),
  );
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto(old);
  await expect(page).toHaveURL((url) => url.pathname === withBase(basePath, redirect.to));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(visited).toEqual([old, withBase(basePath, redirect.to)]);
  await context.close();
});
