import AxeBuilder from "@axe-core/playwright";
import { expect, hydrateAll, NOT_FOUND_STATUS, test } from "./fixtures";
import { templateRoutes, urlOf } from "./routes";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// One route of each template (routes.ts): what a post, author or category page holds of its own
// is checked on every one in the built HTML (html-validate, tests/dist) and by the build (alt
// text, links, headings); axe checks what the template makes of it, so its time does not grow
// with every post.
for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
]) {
  test.describe(`axe (WCAG 2.2 A/AA) at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of templateRoutes) {
      test(route.path, async ({ page, pageErrors }) => {
        if (route.path === "/404") pageErrors.allow(NOT_FOUND_STATUS);
        await page.goto(urlOf(route.path));
        await hydrateAll(page);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const violations = results.violations.map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")})`,
        );
        expect(violations).toEqual([]);
      });
    }
  });
}
