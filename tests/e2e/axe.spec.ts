import AxeBuilder from "@axe-core/playwright";
import { expect, hydrateAll, NOT_FOUND_STATUS, test } from "./fixtures";
import { routes, templateRoutes, urlOf } from "./routes";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Every route at phone width, where the words of each post meet the narrowest layout; one route of
// each template at desktop width (routes.ts), so the time does not grow with every post.
for (const viewport of [
  { name: "phone", width: 390, height: 844, routes },
  { name: "desktop", width: 1280, height: 900, routes: templateRoutes },
]) {
  test.describe(`axe (WCAG 2.2 A/AA) at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of viewport.routes) {
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
