/** What the form specs share: the three forms, the intercepted e-mail provider, the notices, and filling each form as a visitor would. */
import type { Locator, Page, Request, Route } from "@playwright/test";
import { companyOf } from "../../src/forms/company";
import { type Notice, notices } from "../../src/forms/notices";

export { notices };

import { phoneText as callText, phoneHref as telOf } from "../../src/lib/contact";
import { paths } from "../../src/paths";
import { expect } from "./fixtures";
import { content } from "./routes";

/** The company the forms are handed (content/site.yaml, as loaded): where they send, and the number and address they give. */
export const company = companyOf(content.site);
export const phoneText = callText(company.phone);
export const phoneHref = telOf(company.phone);

/**
 * Thursday, June 5, 2025, 10:00 in the browser's zone: the earliest pickup date is Tuesday,
 * June 10 (the third business day after: Fri 6, Mon 9, Tue 10). The pickup tests fix the clock here.
 */
export const THURSDAY = new Date(2025, 5, 5, 10, 0);

/** A notice as the page shows it: its title, then its description. */
export const noticeText = (notice: Notice) => `${notice.title ?? ""}${notice.description}`;

/** A notice's text followed by its links (the e-mail, the phone) and its dismiss button. */
export const noticeWithLinks = (notice: Notice) =>
  new RegExp(`^${noticeText(notice).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** The three forms: where each is, how a visitor fills it, and what each says (src/forms/notices.ts). */
export const FORMS = [
  {
    name: "contact",
    path: paths.contact,
    fill: (page: Page) => fillContact(page),
    busy: "Sending...",
    /** A text field, and the last field before the button. */
    textField: "#contact-name",
    lastField: "#contact-message",
    notices: { ...notices.contact, failure: notices.contact.failure(company) },
  },
  {
    name: "career",
    path: paths.careers,
    fill: (page: Page) => fillCareer(page),
    busy: "Submitting...",
    textField: "#career-name",
    lastField: "#career-resume",
    notices: { ...notices.career, failure: notices.career.failure(company) },
  },
  {
    name: "pickup",
    path: paths["schedule-pickup"],
    fill: (page: Page) => fillPickup(page),
    busy: "Submitting Request...",
    textField: "#pickup-name",
    lastField: "#pickup-notes",
    notices: { ...notices.pickup, failure: notices.pickup.failure(company) },
  },
] as const;

export type FormUnderTest = (typeof FORMS)[number];

/** The form's submit button, whatever it says. */
export const submitButton = (page: Page) => page.locator('main form button[type="submit"]');

export const PROVIDER = "https://api.emailjs.com/**";

export interface Sent {
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: { subject: string; message: string; siteadminemail: string; email: string };
}

/**
 * What a failed send logs (the browser's failed request, then the form's own line,
 * src/forms/send-message.ts): a test that makes the provider fail allows exactly these.
 */
export function providerFailureErrors(answer: number | "abort"): RegExp[] {
  return answer === "abort"
    ? [/^Failed to load resource: net::ERR_FAILED$/, /^Sending the message failed: Failed to fetch$/]
    : [
        new RegExp(`^Failed to load resource: the server responded with a status of ${answer} `),
        new RegExp(`^Sending the message failed: ${answer} Error$`),
      ];
}

/** Intercepts the e-mail provider: answers with `status` (or aborts), records every request. */
export async function provider(page: Page, answer: number | "abort" = 200) {
  const sent: Sent[] = [];
  await page.route(PROVIDER, async (route: Route, request: Request) => {
    sent.push(JSON.parse(request.postData() ?? "{}"));
    if (answer === "abort") return route.abort("failed");
    return route.fulfill({
      status: answer,
      body: answer === 200 ? "OK" : "Error",
      contentType: "text/plain",
    });
  });
  return sent;
}

/**
 * A provider that answers only when the test says so, the way a slow one
 * would, whatever the page's clock does. It counts the requests it received,
 * how many were waiting for an answer at the same moment, and how many it
 * delivered (answered 200: an e-mail went out).
 */
export async function heldProvider(page: Page) {
  const state = { received: [] as Sent[], inFlight: 0, maxInFlight: 0, delivered: 0 };
  const waiting: ((status: number) => void)[] = [];
  await page.route(PROVIDER, async (route, request) => {
    state.received.push(JSON.parse(request.postData() ?? "{}"));
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    const status = await new Promise<number>((resolve) => waiting.push(resolve));
    if (status === 200) state.delivered++;
    state.inFlight--;
    await route
      .fulfill({ status, body: status === 200 ? "OK" : "Error", contentType: "text/plain" })
      .catch(() => {}); // the page may have given up on it; the e-mail went out all the same
  });
  return {
    state,
    /** Answers the oldest waiting request. */
    answer(status: number) {
      const next = waiting.shift();
      if (!next) throw new Error("no request is waiting for an answer");
      next(status);
    },
  };
}

/** The form's notices (a live region right below the submit button). */
export const notice = (page: Page) =>
  page.getByRole("region", { name: "Notifications" }).getByRole("listitem");

/** The error summary at the top of the form (src/forms/error-summary.tsx): its title, then each problem. */
export const summary = (page: Page) => page.locator('main form [id$="-errors"]');

export async function fillContact(page: Page) {
  await page.locator("#contact-name").fill("Jordan Lee");
  await page.locator("#contact-email").fill("jordan@example.com");
  await page.locator("#contact-phone").fill("617-555-0100");
  await page.locator("#contact-company").fill("Acme Health");
  await page.locator("#contact-subject").selectOption("ITAD Services Quote");
  await page.locator("#contact-message").fill("We have 300 laptops to retire next month.");
}

export async function fillCareer(page: Page, { resume = true } = {}) {
  await page.locator("#career-name").fill("Sam Rivera");
  await page.locator("#career-email").fill("sam@example.com");
  await page.locator("#career-phone").fill("508-555-0199");
  await page.locator("#career-position").selectOption("field-technician");
  await page.locator("#career-cover").fill("Five years of field service experience.");
  if (resume)
    await page
      .locator("#career-resume")
      .setInputFiles({ name: "sam-rivera.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(1572864) });
}

/** Fills every pickup field; `day` is the calendar button's name, e.g. /June 10th, 2025/. */
export async function fillPickup(page: Page, day: RegExp = /June 10th, 2025/) {
  await page.locator("#pickup-name").fill("Pat Kim");
  await page.locator("#pickup-company").fill("Acme Bank");
  await page.locator("#pickup-email").fill("pat@example.com");
  await page.locator("#pickup-phone").fill("781-555-0123");
  await page.locator("#pickup-locations").selectOption("2-5");
  await page.locator("#pickup-volume").selectOption({ label: "250-1,000 devices" });
  await page.locator("#pickup-asset-laptops").check();
  await page.locator("#pickup-asset-servers").check();
  await pickDay(page, day);
}

export async function pickDay(page: Page, day: RegExp) {
  await page.locator("#pickup-date").click();
  await page.getByRole("dialog", { name: "Choose a pickup date" }).getByRole("button", { name: day }).click();
  await expect(page.locator("#pickup-date")).toBeFocused();
}

/** Whether focus is on the page body (nowhere), as a visitor's screen reader would find it. */
export const focusIsLost = (page: Page) =>
  page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

/**
 * How a failure notice looks where it is (tests/e2e/forms.spec.ts, at a phone's and a desktop's
 * width): its background and text colour, its accent, and whether its number or address link is
 * on one line inside it with nothing scrolling sideways.
 */
export function noticeLook(failure: Locator, linkText: string) {
  return failure.evaluate((box: Element, text: string) => {
    // A computed colour (Tailwind writes oklch()) as sRGB channels.
    const rgb = (color: string) => {
      const canvas = document.createElement("canvas").getContext("2d");
      if (!canvas) return [];
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data].slice(0, 3);
    };
    const link = [...box.querySelectorAll("a")].find((a) => a.textContent === text);
    const inner = box.getBoundingClientRect();
    const style = getComputedStyle(box);
    const right = inner.right - Number.parseFloat(style.paddingRight);
    return {
      background: rgb(style.backgroundColor),
      darkText: rgb(getComputedStyle(box.querySelector("p") ?? box).color).every((c) => c < 64),
      accent: Number.parseFloat(style.borderLeftWidth),
      lines: link?.getClientRects().length,
      wrap: link ? getComputedStyle(link).whiteSpace : "",
      inside: link ? link.getBoundingClientRect().right <= right + 0.5 : false,
      sideways: document.documentElement.scrollWidth > innerWidth,
    };
  }, linkText);
}
