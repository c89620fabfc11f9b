/**
 * Where a lead came from (first touch, first-party only): what the browser
 * notes in session storage as the visitor reads, and the "How this visitor
 * found us" block at the end of the e-mail a form sends.
 */

import { paths } from "../../src/paths";
import { expect, formLive, hydrated, test } from "./fixtures";
import {
  fillContact,
  fillPickup,
  notice,
  notices,
  noticeWithLinks,
  provider,
  THURSDAY,
} from "./form-helpers";
import { content } from "./routes";

/** The services, as loaded. */
const { services } = content;

// Any article (the newest one) and any service page.
const ARTICLE = paths["blog-post"](content.posts[0]!);
const SERVICE = paths.service(services[0]!);

// The page's clock stays installed in its browser context: these tests get a context of their own.
test.use({ ownContext: true });

test.beforeEach(async ({ page }) => {
  // The pickup form's calendar offers days from a fixed "today" (see forms.spec.ts).
  await page.clock.setFixedTime(THURSDAY);
});

test("a visit from a campaign link: the pickup e-mail says where it began and what was read", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const sent = await provider(page);

  await page.goto(
    `${ARTICLE}?utm_source=linkedin&utm_medium=social&utm_campaign=q4-itad&gclid=Cj0KCQ-secret`,
    { referer: "https://www.linkedin.com/feed/update/urn:li:activity:1?trk=secret" },
  );
  await hydrated(page);
  await page.goto(SERVICE);
  await hydrated(page);
  await page.goto(paths["schedule-pickup"]);
  await formLive(page);
  await fillPickup(page);
  await page.getByRole("button", { name: "Request Pickup" }).click();
  await expect.poll(() => sent.length).toBe(1);

  const message = sent[0]?.template_params.message ?? "";
  const block = message.slice(message.indexOf("How this visitor found us"));
  expect(block).toBe(
    [
      "How this visitor found us",
      `Landing page: ${ARTICLE}`,
      "Referring site: www.linkedin.com",
      "Campaign: utm_source=linkedin, utm_medium=social, utm_campaign=q4-itad",
      "Ad click: Google Ads (gclid)",
      `Pages read (last 10 at most, oldest first): ${ARTICLE}, ${SERVICE}, ${paths["schedule-pickup"]}`,
    ].join("\n"),
  );
  // Below the form's own fields, never the click id's value or the referrer's path and query.
  expect(message.indexOf("Additional Notes")).toBeLessThan(message.indexOf("How this visitor found us"));
  expect(message).not.toContain("Cj0KCQ-secret");
  expect(message).not.toContain("trk=");
  // No request leaves the site but the one to the e-mail provider.
  const elsewhere = requests.filter(
    (url) => !url.startsWith(origin) && !url.startsWith("https://api.emailjs.com/"),
  );
  expect(elsewhere).toEqual([]);
  // And no cookie was set.
  expect(await page.context().cookies()).toEqual([]);
});

test("with Global Privacy Control on, nothing is stored and the e-mail says nothing was recorded", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
  });
  const sent = await provider(page);
  await page.goto(`${ARTICLE}?utm_source=linkedin`, { referer: "https://www.linkedin.com/" });
  await hydrated(page);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto(paths.contact);
  await formLive(page);
  expect(await page.evaluate(() => sessionStorage.getItem("buyitad:visit"))).toBeNull();

  await page.locator("#contact-name").fill("Jordan Lee");
  await page.locator("#contact-email").fill("jordan@example.com");
  await page.locator("#contact-phone").fill("617-555-0100");
  await page.locator("#contact-subject").selectOption("ITAD Services Quote");
  await page.locator("#contact-message").fill("We have 300 laptops to retire next month.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => sent.length).toBe(1);
  const message = sent[0]?.template_params.message ?? "";
  expect(message.slice(message.indexOf("How this visitor found us"))).toBe(
    "How this visitor found us\nNothing recorded: the browser asks sites not to track (Global Privacy Control or Do Not Track), or keeps no session storage.",
  );
});

test("a visit note saved in another shape (a tab left open across a deploy) does not stop the form: one request, and success", async ({
  page,
}) => {
  // As an earlier version of the site might have left it: no ad ids, a campaign entry that is null.
  const landing = paths["blog-post"]({ slug: "an-old-post" });
  await page.addInitScript(
    (note) => {
      if (!sessionStorage.getItem("buyitad:visit")) sessionStorage.setItem("buyitad:visit", note);
    },
    JSON.stringify({ landing, referrer: "www.bing.com", utm: [null], pages: [landing] }),
  );
  const sent = await provider(page);
  await page.goto(paths.contact);
  await formLive(page);
  await fillContact(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(notice(page)).toHaveText(noticeWithLinks(notices.contact.success));
  expect(sent).toHaveLength(1);
  const message = sent[0]?.template_params.message ?? "";
  expect(message.slice(message.indexOf("How this visitor found us"))).toBe(
    [
      "How this visitor found us",
      `Landing page: ${landing}`,
      "Referring site: www.bing.com",
      `Pages read (last 10 at most, oldest first): ${landing}, ${paths.contact}`,
      "Left out, not readable in the visit note: Campaign, Ad click",
    ].join("\n"),
  );
});
