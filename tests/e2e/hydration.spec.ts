import { cspViolations, expect, hydrateAll, NOT_FOUND_STATUS, test, watchCsp } from "./fixtures";
import { templateRoutes, urlOf } from "./routes";

// One route of each template (routes.ts): a post, author or category page hydrates as the others do.
test.describe("every route hydrates with no console error and no CSP violation", () => {
  for (const route of templateRoutes) {
    test(route.path, async ({ page, consoleErrors, pageErrors }) => {
      // The 404 page's own status is reported by the browser as a failed resource; nothing else may be.
      const notFound = "Failed to load resource: the server responded with a status of 404 (Not Found)";
      if (route.path === "/404") pageErrors.allow(NOT_FOUND_STATUS);
      await watchCsp(page);
      const response = await page.goto(urlOf(route.path));
      expect(response?.status()).toBe(route.path === "/404" ? 404 : 200);
      await hydrateAll(page);
      expect(consoleErrors).toEqual(route.path === "/404" ? [notFound] : []);
      expect(await cspViolations(page)).toEqual([]);
    });
  }
});
