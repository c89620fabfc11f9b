/**
 * The search dialog's look: one way out beside the field, and results that
 * say what kind of page they are. Ranking and metadata are tested on the index (tests/dist/search.test.ts).
 */
import { paths } from "../../src/paths";
import { expect, test } from "./fixtures";

test("the search dialog shows one close control: its Close button, not the field's native clear cross too", async ({
  page,
}) => {
  await page.goto(paths.about);
  await page.locator("#site-search-open").click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  const field = dialog.getByRole("searchbox", { name: "Search the site" });
  // Chromium draws the field's clear cross at its right end once it holds text: that end must
  // look the same empty and filled (the words sit at the left; the caret is hidden).
  const box = await field.boundingBox();
  if (!box) throw new Error("no search field");
  const rightEnd = { x: box.x + box.width - 48, y: box.y + 4, width: 40, height: box.height - 8 };
  await field.fill("");
  const empty = await page.screenshot({ clip: rightEnd, caret: "hide" });
  await field.fill("data");
  await expect(dialog.locator("[data-search-hit]").first()).toBeVisible();
  const filled = await page.screenshot({ clip: rightEnd, caret: "hide" });
  expect(filled.equals(empty), "a clear cross appeared in the field").toBe(true);
  // The Close button is on screen, beside the field, from the narrowest phone up.
  const close = dialog.getByRole("button", { name: "Close search" });
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const at = await close.boundingBox();
    expect(at && at.x >= 0 && at.x + at.width <= width, `Close search on screen at ${width} px`).toBe(true);
  }
  // Each result names its kind above its title.
  const label = dialog.locator("[data-search-hit] > span:first-child").first();
  await expect(label).toHaveText(/^(Service|Article|Page)$/);
});
