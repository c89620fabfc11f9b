import AxeBuilder from "@axe-core/playwright";
import { site } from "../../content/site";
import { cspViolations, expect, formLive, test, watchCsp } from "./fixtures";
import {
  fillCareer,
  fillContact,
  fillPickup,
  heldProvider,
  provider,
  providerFailureErrors,
  summary,
  notice as toast,
} from "./form-helpers";

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    await watchCsp(page);
    await page.goto("/contact");
    await formLive(page);
  });

  test("sends every field with the configured ids, shows Sending..., then clears on success", async ({
    page,
  }) => {
    // The provider answers when told to, so the busy state is there to be seen however slow the machine.
    const held = await heldProvider(page);
    await fillContact(page);
    const button = page.getByRole("button", { name: "Send Message" });
    await button.click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect.poll(() => held.state.received.length).toBe(1);
    held.answer(200);
    await expect(toast(page)).toHaveText(/Thank you! We will contact you shortly\./);
    expect(held.state.received).toHaveLength(1);
    const [payload] = held.state.received;
    expect(payload).toMatchObject({
      service_id: "e2e-service",
      template_id: "e2e-template",
      user_id: "e2e-public-key",
    });
    expect(payload?.template_params).toMatchObject({
      subject: "ITAD Services Quote",
      siteadminemail: site.email,
      email: "jordan@example.com",
    });
    for (const value of [
      "Jordan Lee",
      "jordan@example.com",
      "617-555-0100",
      "Acme Health",
      "We have 300 laptops",
    ]) {
      expect(payload?.template_params.message).toContain(value);
    }
    await expect(page.locator("#contact-name")).toHaveValue("");
    await expect(page.locator("#contact-message")).toHaveValue("");
    await expect(button).toBeEnabled();
  });

  for (const answer of [500, 429, "abort"] as const) {
    test(`keeps every entry when sending fails (${answer})`, async ({ page, pageErrors }) => {
      pageErrors.allow(...providerFailureErrors(answer));
      await provider(page, answer);
      await fillContact(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page)).toHaveText(
        new RegExp(
          `Failed to send message\\. Please try again or call us at 1 844 BUY ITAD \\(${site.phone.digits}\\)\\.`,
        ),
      );
      await expect(toast(page)).toHaveAttribute("data-toast", "destructive");
      await expect(page.locator("#contact-name")).toHaveValue("Jordan Lee");
      await expect(page.locator("#contact-subject")).toHaveValue("ITAD Services Quote");
      await expect(page.locator("#contact-message")).toHaveValue("We have 300 laptops to retire next month.");
    });
  }

  test("shows the first validation message and marks each invalid field", async ({ page }) => {
    const sent = await provider(page);
    await page.locator("#contact-name").fill("J");
    await page.locator("#contact-email").fill("jordan@example.com");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(summary(page)).toHaveText(/^Validation ErrorName must be at least 2 characters/);
    const name = page.locator("#contact-name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name must be at least 2 characters");
    await expect(page.locator("#contact-phone")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#contact-email")).not.toHaveAttribute("aria-invalid", "true");
    // Focus goes to the first invalid field, whose message is its description; the notice never takes it.
    await expect(name).toBeFocused();
    expect(sent).toHaveLength(0);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("carries maxlength and required on its inputs", async ({ page }) => {
    await expect(page.locator("#contact-name")).toHaveAttribute("maxlength", "100");
    await expect(page.locator("#contact-name")).toHaveAttribute("required", "");
    await expect(page.locator("#contact-email")).toHaveAttribute("maxlength", "255");
    await expect(page.locator("#contact-phone")).toHaveAttribute("maxlength", "20");
    await expect(page.locator("#contact-message")).toHaveAttribute("maxlength", "1000");
    await expect(page.locator("#contact-company")).not.toHaveAttribute("required", "");
  });

  test("the honeypot sends nothing", async ({ page }) => {
    const sent = await provider(page);
    await fillContact(page);
    await page.locator('input[name="company_url"]').fill("http://spam.example", { force: true });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(summary(page)).toHaveText(/Invalid submission/);
    expect(sent).toHaveLength(0);
  });

  test("a second click while sending sends nothing more", async ({ page }) => {
    const held = await heldProvider(page);
    await fillContact(page);
    const button = page.getByRole("button", { name: "Send Message" });
    await button.click();
    await expect.poll(() => held.state.received.length).toBe(1);
    // Still unanswered: these come while the first is in flight.
    await page.locator('form button[type="submit"]').click({ force: true });
    await page.locator("form").evaluate((form: HTMLFormElement) => form.requestSubmit());
    held.answer(200);
    await expect(toast(page)).toHaveText(/Thank you!/);
    expect(held.state.received).toHaveLength(1);
  });

  test("entries survive a reload until they are sent", async ({ page }) => {
    await fillContact(page);
    await page.reload();
    await formLive(page);
    await expect(page.locator("#contact-name")).toHaveValue("Jordan Lee");
    await expect(page.locator("#contact-subject")).toHaveValue("ITAD Services Quote");
  });

  test("can be completed with the keyboard alone", async ({ page }) => {
    const sent = await provider(page);
    await page.locator("#contact-name").focus();
    await page.keyboard.type("Jordan Lee");
    await page.keyboard.press("Tab");
    await page.keyboard.type("jordan@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("6175550100");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Please call me about a pickup.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(toast(page)).toHaveText(/Thank you!/);
    expect(sent[0]?.template_params.subject).toBe("General Inquiry");
  });
});

test.afterEach(async ({ page }) => {
  // Using the forms (sending to the provider, the calendar, the notices) breaks no CSP rule.
  if (page.url().startsWith("http")) expect(await cspViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test("the forms cannot put entries into a URL and offer the phone and e-mail", async ({
    browser,
    pageErrors,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    pageErrors.watch(page);
    for (const path of ["/contact", "/careers", "/schedule-pickup"]) {
      await page.goto(path);
      const form = page.locator("main form").last();
      await expect(form).toHaveAttribute("method", "post");
      await expect(form.locator('button[type="submit"]')).toBeDisabled();
      expect(await page.locator("main noscript").first().innerHTML()).toContain(site.email);
    }
    await context.close();
  });
});

test.describe("career application", () => {
  test.beforeEach(async ({ page }) => {
    await watchCsp(page);
    await page.goto("/careers");
    await formLive(page);
  });

  test("asks for the resume", async ({ page }) => {
    const sent = await provider(page);
    await fillCareer(page, { resume: false });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(summary(page)).toHaveText(/^Missing ResumePlease upload your resume\.$/);
    expect(sent).toHaveLength(0);
  });

  test("refuses a resume over 5 MB and a file of the wrong type", async ({ page }) => {
    const resume = page.locator("#career-resume");
    await resume.setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(toast(page)).toHaveText(/File Too Large.*Resume must be less than 5MB\./);
    expect(await resume.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    await resume.setInputFiles({ name: "cv.png", mimeType: "image/png", buffer: Buffer.from("png") });
    await expect(toast(page)).toHaveText(/Invalid File Type/);
  });

  test("sends the application, then resets the form and the file", async ({ page }) => {
    const held = await heldProvider(page);
    await fillCareer(page, { resume: false });
    await page
      .locator("#career-resume")
      .setInputFiles({ name: "sam-rivera.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(1572864) });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect.poll(() => held.state.received.length).toBe(1);
    held.answer(200);
    await expect(toast(page)).toHaveText(
      /Application Submitted Successfully!.*We'll review your materials and be in touch soon\./,
    );
    const params = held.state.received[0]?.template_params;
    expect(params?.subject).toBe("Career Application - Field Technician");
    expect(params?.email).toBe("sam@example.com");
    expect(params?.message).toContain("sam-rivera.pdf (1.50 MB)");
    expect(params?.message).toContain("LinkedIn: Not provided");
    await expect(page.locator("#career-name")).toHaveValue("");
    expect(
      await page.locator("#career-resume").evaluate((input: HTMLInputElement) => input.files?.length),
    ).toBe(0);
  });

  test("keeps every entry when sending fails", async ({ page, pageErrors }) => {
    pageErrors.allow(...providerFailureErrors(500));
    await provider(page, 500);
    await fillCareer(page, { resume: false });
    await page
      .locator("#career-resume")
      .setInputFiles({ name: "cv.docx", mimeType: "application/octet-stream", buffer: Buffer.from("x") });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toast(page)).toHaveText(
      new RegExp(`Submission Failed.*Please try again or email your application to ${site.email}`),
    );
    await expect(page.locator("#career-name")).toHaveValue("Sam Rivera");
    expect(
      await page.locator("#career-resume").evaluate((input: HTMLInputElement) => input.files?.length),
    ).toBe(1);
  });
});

test.describe("pickup request", () => {
  test.beforeEach(async ({ page }) => {
    // Thursday, June 5, 2025: the earliest pickup date is Tuesday, June 10 (Fri 6, Mon 9, Tue 10).
    await page.clock.setFixedTime(new Date(2025, 5, 5, 10, 0));
    await watchCsp(page);
    await page.goto("/schedule-pickup");
    await formLive(page);
  });

  test("the calendar starts weeks on Sunday and first enables the third business day after today", async ({
    page,
  }) => {
    await page.locator("#pickup-date").click();
    const calendar = page.getByRole("dialog", { name: "Choose a pickup date" });
    await expect(calendar.locator("th").first()).toHaveAttribute("aria-label", "Sunday");
    await expect(calendar.getByRole("button", { name: /June 9th, 2025/ })).toBeDisabled();
    await expect(calendar.getByRole("button", { name: /June 10th, 2025/ })).toBeEnabled();
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await expect(page.locator("#pickup-date")).toBeFocused();
    await expect(page.getByText("Preferred Pickup Date (minimum 3 business days)")).toBeVisible();
  });

  test("checks asset types, then the date, then the fields", async ({ page }) => {
    const submit = page.getByRole("button", { name: "Request Pickup" });
    await submit.click();
    await expect(summary(page)).toHaveText(/^Missing InformationPlease select at least one asset type\./);
    await page.locator("#pickup-asset-laptops").check();
    await submit.click();
    await expect(summary(page)).toHaveText(/^Missing InformationPlease select a pickup date\./);
    await page.locator("#pickup-date").click();
    await page.getByRole("button", { name: /June 10th, 2025/ }).click();
    await submit.click();
    await expect(summary(page)).toHaveText(/^Validation ErrorName must be at least 2 characters/);
  });

  test("sends the request with the requester as reply address, then clears everything", async ({ page }) => {
    const held = await heldProvider(page);
    await fillPickup(page);
    await page.getByRole("button", { name: "Request Pickup" }).click();
    await expect(page.getByRole("button", { name: "Submitting Request..." })).toBeDisabled();
    await expect.poll(() => held.state.received.length).toBe(1);
    held.answer(200);
    await expect(toast(page)).toHaveText(
      /Pickup Request Received!.*Our team will contact you within 24 hours to confirm details\./,
    );
    const params = held.state.received[0]?.template_params;
    expect(params?.subject).toBe("Schedule Pickup Request");
    expect(params?.email).toBe("pat@example.com");
    expect(params?.message).toContain("Preferred Pickup Date: Tuesday, June 10, 2025");
    expect(params?.message).toContain("- Laptops\n- Servers");
    expect(params?.message).toContain("Additional Notes\nNone");
    await expect(page.locator("#pickup-name")).toHaveValue("");
    await expect(page.locator("#pickup-asset-laptops")).not.toBeChecked();
    await expect(page.locator("#pickup-date")).toHaveText(/Pick a date/);
  });

  test("keeps every entry, asset types and date when sending fails", async ({ page, pageErrors }) => {
    pageErrors.allow(...providerFailureErrors(429));
    await provider(page, 429);
    await fillPickup(page);
    await page.getByRole("button", { name: "Request Pickup" }).click();
    await expect(toast(page)).toHaveText(
      new RegExp(
        `Submission Failed.*Please try again or call us at 1-844-BUY-ITAD \\(${site.phone.digits}\\)\\.`,
      ),
    );
    await expect(page.locator("#pickup-name")).toHaveValue("Pat Kim");
    await expect(page.locator("#pickup-asset-servers")).toBeChecked();
    await expect(page.locator("#pickup-date")).toHaveText(/Tuesday, June 10, 2025/);
    await expect(page.getByRole("button", { name: "Request Pickup" })).toBeEnabled();
  });

  test("can be completed with the keyboard alone", async ({ page }) => {
    const sent = await provider(page);
    await page.locator("#pickup-name").focus();
    for (const text of ["Pat Kim", "Acme Bank", "pat@example.com", "7815550123"]) {
      await page.keyboard.type(text);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("ArrowDown"); // Number of Locations: 1 location
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown"); // Estimated Volume: <50 devices
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space"); // Desktops
    for (let i = 0; i < 8; i++) await page.keyboard.press("Tab"); // past the other asset types to the date button
    await expect(page.locator("#pickup-date")).toBeFocused();
    await page.keyboard.press("Enter");
    // Focus lands in the calendar; move to an enabled day and choose it.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(page.locator("#pickup-date")).toBeFocused();
    await expect(page.locator("#pickup-date")).not.toHaveText(/Pick a date/);
    await page.keyboard.press("Tab"); // notes
    await page.keyboard.press("Tab"); // submit
    await page.keyboard.press("Enter");
    await expect(toast(page)).toHaveText(/Pickup Request Received!/);
    expect(sent[0]?.template_params.message).toContain("- Desktops");
  });
});

test("the map loads from the maps service only when asked, within the CSP", async ({ page }) => {
  await watchCsp(page);
  const frames: string[] = [];
  await page.route("https://www.google.com/**", (route) => {
    frames.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" });
  });
  await page.goto("/contact");
  const island = page.locator('[data-island="map-embed"]');
  await island.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => "hydrated" in (document.querySelector('[data-island="map-embed"]') as HTMLElement).dataset,
  );
  expect(frames).toEqual([]);
  const before = await island.locator("div").first().boundingBox();
  await page.getByRole("button", { name: "Show map" }).click();
  await expect(page.locator('iframe[title*="Map"]')).toBeVisible();
  await expect.poll(() => frames.length).toBe(1);
  expect(await island.locator("div").first().boundingBox()).toEqual(before);
  expect(await cspViolations(page)).toEqual([]);
});
