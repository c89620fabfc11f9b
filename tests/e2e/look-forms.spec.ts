/**
 * The three forms speak one way (SPEC 5, GOV.UK's error summary): submitted empty, each marks
 * every invalid field at once with SPEC's message beside it, lists them all at the top as
 * links that take focus to their fields, in the order the fields stand (the pickup form's
 * asset types and date first, as SPEC 5.3 checks them), and puts focus on the first, with the
 * summary right above it in view; a field the visitor fixes loses its mark. (A failed send's
 * notice, calm and its number on one line at 320, 375 and 1280 px: forms.spec.ts.) And the
 * pickup form's asset types: boxes of one size with labels on one line at desktop widths.
 * (Each form's rules and messages are unit-tested against SPEC 5 in tests/unit/forms.test.ts,
 * the notices' markup in tests/unit/notice-list.test.ts; here, what the page makes of them.)
 */
import type { Page } from "@playwright/test";
import { paths } from "../../src/paths";
import { axeViolations, expect, formLive, test } from "./fixtures";
import { submitButton, summary, THURSDAY } from "./form-helpers";

interface EmptyForm {
  path: string;
  /** Title of the summary: SPEC 8's title of the first message. */
  title: string;
  /** Each invalid field's control id and SPEC's message, in the summary's order. */
  invalid: [string, string][];
  /** A field to fix (control id, value) and what it loses. */
  fix: [string, string];
}

const FORMS: EmptyForm[] = [
  {
    path: paths.contact,
    title: "Validation Error",
    invalid: [
      ["contact-name", "Name must be at least 2 characters"],
      ["contact-email", "Invalid email address"],
      ["contact-phone", "Phone must be at least 10 characters"],
      ["contact-subject", "Please select a subject"],
      ["contact-message", "Message must be at least 10 characters"],
    ],
    fix: ["contact-email", "jordan@example.com"],
  },
  {
    path: paths.careers,
    title: "Validation Error",
    invalid: [
      ["career-name", "Name must be at least 2 characters"],
      ["career-email", "Invalid email address"],
      ["career-phone", "Phone must be at least 10 characters"],
      ["career-position", "Please select a position"],
      ["career-resume", "Please upload your resume."],
    ],
    fix: ["career-email", "sam@example.com"],
  },
  {
    path: paths["schedule-pickup"],
    title: "Missing Information",
    invalid: [
      ["pickup-asset-desktops", "Please select at least one asset type."],
      ["pickup-date", "Please select a pickup date."],
      ["pickup-name", "Name must be at least 2 characters"],
      ["pickup-company", "Company must be at least 2 characters"],
      ["pickup-email", "Invalid email address"],
      ["pickup-phone", "Phone must be at least 10 characters"],
      ["pickup-locations", "Please select number of locations"],
      ["pickup-volume", "Please select estimated volume"],
    ],
    fix: ["pickup-phone", "781-555-0123"],
  },
];

/** The message a control is described by: its own, or its group's (the asset types' fieldset). */
async function describedBy(page: Page, id: string): Promise<string> {
  return page.locator(`#${id}`).evaluate((control) => {
    const owner = control.getAttribute("aria-describedby") ? control : control.closest("fieldset");
    const ids = owner?.getAttribute("aria-describedby")?.split(" ") ?? [];
    return ids
      .map((ref) => document.getElementById(ref))
      .filter((el) => el?.id.endsWith("-error"))
      .map((el) => el?.textContent ?? "")
      .join(" ");
  });
}

/** Whether the elements of these ids stand in the page in this order. */
function inDocumentOrder(page: Page, ids: string[]): Promise<boolean> {
  return page.evaluate((ids) => {
    const elements = ids.map((id) => document.getElementById(id));
    const follows = (a: Element | null | undefined, b: Element | null) =>
      a && b ? Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) : false;
    return elements.every((el, i) => el !== null && (i === 0 || follows(elements[i - 1], el)));
  }, ids);
}

/** What the page keeps clear under the sticky header (html's scroll-padding-top), in px. */
const clearTop = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));

// The page's clock stays installed in its browser context: these tests get a context of their own.
test.use({ ownContext: true });

for (const form of FORMS) {
  test(`${form.path} submitted empty marks every invalid field at once, and the summary's links focus each field`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(THURSDAY);
    await page.goto(form.path);
    await formLive(page);
    await page.locator('main form button[type="submit"]').click();

    // Focus goes to the first invalid field (SPEC 5).
    const [firstId] = form.invalid[0] ?? [""];
    await expect(page.locator(`#${firstId}`)).toBeFocused();

    // The summary: SPEC's title, then every message in order, each a link to its field.
    await expect(summary(page).getByRole("heading")).toHaveText(form.title);
    const links = summary(page).getByRole("link");
    await expect(links).toHaveText(form.invalid.map(([, message]) => message));
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(
      form.invalid.map(([id]) => `#${id}`),
    );
    // In the order the fields stand in the form: the first problem is the first field.
    const ids = form.invalid.map(([id]) => id);
    expect(await inDocumentOrder(page, ids), ids.join(" ")).toBe(true);

    // Every field marked at once, its own message beside it.
    for (const [id, message] of form.invalid) {
      await expect(page.locator(`#${id}`), id).toHaveAttribute("aria-invalid", "true");
      expect(await describedBy(page, id), id).toBe(message);
    }
    // Nothing else is marked.
    await expect(page.locator('main form [aria-invalid="true"]:not([name="assetTypes[]"])')).toHaveCount(
      form.invalid.filter(([id]) => !id.startsWith("pickup-asset-")).length,
    );
    // The form with every message showing passes axe (WCAG 2.2 A/AA).
    expect(await axeViolations(page, "main form")).toEqual([]);

    // Each link takes focus to its field, from the last to the first.
    for (const [index, [id]] of [...form.invalid.entries()].reverse()) {
      await links.nth(index).click();
      await expect(page.locator(`#${id}`), id).toBeFocused();
    }

    // A fixed field loses its mark and its line at once; the others keep theirs.
    const [fixId, value] = form.fix;
    await page.locator(`#${fixId}`).fill(value);
    await expect(page.locator(`#${fixId}`)).not.toHaveAttribute("aria-invalid", "true");
    await expect(links).toHaveCount(form.invalid.length - 1);
    await expect(page.locator(`#${firstId}`)).toHaveAttribute("aria-invalid", "true");
  });
}

test("the asset-type boxes are all one size with their labels on one line at 1024, 1280 and 1920", async ({
  page,
}) => {
  await page.goto(paths["schedule-pickup"]);
  await formLive(page);
  for (const width of [1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const rows = await page.locator('input[name="assetTypes[]"]').evaluateAll((boxes) =>
      boxes.map((box) => {
        const label = document.querySelector(`label[for="${box.id}"]`) as HTMLElement;
        const { width, height } = box.getBoundingClientRect();
        const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
        return {
          id: box.id,
          width,
          height,
          lines: Math.round(label.getBoundingClientRect().height / lineHeight),
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect([row.id, width, row.width, row.height]).toEqual([row.id, width, 20, 20]);
      expect([row.id, width, row.lines]).toEqual([row.id, width, 1]);
    }
  }
});

test.describe("on a 320 x 568 phone", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  for (const form of FORMS) {
    test(`${form.path} submitted empty from its button: focus on the first field, the summary right above it, both in view`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(THURSDAY);
      await page.goto(form.path);
      await formLive(page);
      await submitButton(page).scrollIntoViewIfNeeded();
      await submitButton(page).click();
      const [firstId] = form.invalid[0] ?? [""];
      const first = page.locator(`#${firstId}`);
      await expect(first).toBeFocused();
      const top = await clearTop(page);
      const shown = await summary(page).boundingBox();
      const field = await first.boundingBox();
      if (!shown || !field) throw new Error("the summary or the field is not on the page");
      expect(shown.y, "the summary's top, below the header").toBeGreaterThanOrEqual(top - 1);
      expect(shown.y + shown.height, "the summary, above the field").toBeLessThanOrEqual(field.y);
      expect(field.y + field.height, "the field, on the screen").toBeLessThanOrEqual(568);
    });
  }
});
