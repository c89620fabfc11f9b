import { cspViolations, expect, hydrateAll, test, watchCsp } from "./fixtures";
import { routes, urlOf } from "./routes";

test.describe("every route hydrates with no console error and no CSP violation", () => {
  for (const route of routes) {
    test(route.path, async ({ page, consoleErrors }) => {
      await watchCsp(page);
      const response = await page.goto(urlOf(route.path));
      expect(response?.status()).toBe(route.path === "/404" ? 404 : 200);
      await hydrateAll(page);
      // The 404 page's own status is reported by the browser as a failed resource; nothing else may be.
      const expected =
        route.path === "/404"
          ? ["Failed to load resource: the server responded with a status of 404 (Not Found)"]
          : [];
      expect(consoleErrors).toEqual(expected);
      expect(await cspViolations(page)).toEqual([]);
    });
  }
});
