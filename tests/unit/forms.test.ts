import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { careerBody, careerSubject, contactBody, megabytes, pickupBody } from "../../src/forms/bodies";
import {
  careerDraft,
  contactDraft,
  emptyDraft,
  parseDraft,
  restoreDraft,
  sentKey,
} from "../../src/forms/drafts";
import { MAX_MAILTO, mailtoHref } from "../../src/forms/fallback";
import { SubmitButton } from "../../src/forms/fields";
import { notices } from "../../src/forms/notices";
import { pickupCheck, pickupDraft } from "../../src/forms/pickup-check";
import { fromIsoDate, pickupDateFrom, toIsoDate } from "../../src/forms/pickup-date";
import { problemOf } from "../../src/forms/problems";
import { MAX_RESUME_BYTES, resumeProblem } from "../../src/forms/resume";
import { careerSchema, contactSchema, POSITIONS, pickupSchema, validate } from "../../src/forms/schemas";
import { sendMessage } from "../../src/forms/send-message";
import { siteContent } from "../helpers";

/** The project's site constants (content/site.yaml), as loaded. */
const { site } = siteContent();

const contact = {
  name: "Jordan Lee",
  email: "jordan@example.com",
  phone: "617-555-0100",
  company: "Acme Health",
  subject: "ITAD Services Quote",
  message: "We have 300 laptops to retire.",
  company_url: "",
};
/** The position applied for: one of the form's (SPEC 5.2, src/forms/schemas.ts). */
const position = POSITIONS[2];
const career = {
  fullName: "Sam Rivera",
  email: "sam@example.com",
  phone: "508-555-0199",
  position: position.value,
  linkedIn: "",
  coverLetter: "",
  company_url: "",
};
const pickup = {
  name: "Pat Kim",
  company: "Acme Bank",
  email: "pat@example.com",
  phone: "781-555-0123",
  locations: "2-5",
  volume: "250-1000",
  notes: "",
  company_url: "",
};

/** The first message for a contact form with one field changed, or "ok". */
function first(schema: Parameters<typeof validate>[0], base: object, field: string, value: unknown): string {
  const result = validate(schema, { ...base, [field]: value });
  return result.ok ? "ok" : result.first;
}
const chars = (n: number, pad = " ") => `${pad}${"a".repeat(n)}${pad}`;

describe("contact schema (SPEC 5.1)", () => {
  it.each([
    ["name", chars(1), "Name must be at least 2 characters"],
    ["name", chars(2), "ok"],
    ["name", chars(100), "ok"],
    ["name", chars(101), "Name must be less than 100 characters"],
    ["email", "not-an-email", "Invalid email address"],
    ["email", "  jordan@example.com  ", "ok"],
    ["email", `${"a".repeat(244)}@example.com`, "Email must be less than 255 characters"],
    ["phone", chars(9, " "), "Phone must be at least 10 characters"],
    ["phone", "1234567890", "ok"],
    ["phone", "1".repeat(20), "ok"],
    ["phone", "1".repeat(21), "Phone must be less than 20 characters"],
    ["company", undefined, "ok"],
    ["company", chars(100), "ok"],
    ["company", chars(101), "Company name must be less than 100 characters"],
    ["subject", "", "Please select a subject"],
    ["subject", "Pizza", "Please select a subject"],
    ["subject", "Other", "ok"],
    ["message", chars(9), "Message must be at least 10 characters"],
    ["message", chars(10), "ok"],
    ["message", chars(1000), "ok"],
    ["message", chars(1001), "Message must be less than 1000 characters"],
    // Filled (by a bot, or by a visitor's autofill), the hidden field no longer stops the form: the e-mail says so.
    ["company_url", "http://spam.example", "ok"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(first(contactSchema, contact, field, value)).toBe(message);
  });

  it("reports the first invalid field in form order and marks every invalid field", () => {
    const result = validate(contactSchema, { ...contact, name: "J", phone: "1", message: "short" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.first).toBe("Name must be at least 2 characters");
    expect(Object.keys(result.errors)).toEqual(["name", "phone", "message"]);
  });

  it("trims what it returns", () => {
    const result = validate(contactSchema, { ...contact, name: "  Jordan Lee  " });
    expect(result.ok && result.data.name).toBe("Jordan Lee");
  });
});

describe("career schema (SPEC 5.2)", () => {
  it.each([
    ["fullName", chars(1), "Name must be at least 2 characters"],
    ["fullName", chars(2), "ok"],
    ["fullName", chars(101), "Name must be less than 100 characters"],
    ["email", "sam@", "Invalid email address"],
    ["phone", "123456789", "Phone must be at least 10 characters"],
    ["phone", "1".repeat(21), "Phone must be less than 20 characters"],
    ["position", "", "Please select a position"],
    ["position", "ceo", "Please select a position"],
    ["position", "other", "ok"],
    ["linkedIn", "", "ok"],
    ["linkedIn", "https://www.linkedin.com/in/sam-rivera", "ok"],
    ["linkedIn", "linkedin sam", "Invalid LinkedIn URL"],
    ["linkedIn", "javascript:alert(1)", "Invalid LinkedIn URL"],
    ["coverLetter", chars(1000), "ok"],
    ["coverLetter", chars(1001), "Cover letter must be less than 1000 characters"],
    ["company_url", "x", "ok"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(first(careerSchema, career, field, value)).toBe(message);
  });
});

describe("resume checks (SPEC 5.2)", () => {
  it("needs a PDF, DOC or DOCX of at most 5 MB", () => {
    expect(resumeProblem(null)).toBe("missingResume");
    expect(resumeProblem({ name: "cv.pdf", size: MAX_RESUME_BYTES })).toBeNull();
    expect(resumeProblem({ name: "cv.DOCX", size: 10 })).toBeNull();
    expect(resumeProblem({ name: "cv.doc", size: 10 })).toBeNull();
    expect(resumeProblem({ name: "cv.pdf", size: MAX_RESUME_BYTES + 1 })).toBe("tooLarge");
    expect(resumeProblem({ name: "cv.png", size: 10 })).toBe("wrongType");
    expect(MAX_RESUME_BYTES).toBe(5 * 1024 * 1024);
  });

  it("has the spec's notices", () => {
    expect(notices.career.missingResume).toMatchObject({
      title: "Missing Resume",
      description: "Please upload your resume.",
    });
    expect(notices.career.tooLarge).toMatchObject({
      title: "File Too Large",
      description: "Resume must be less than 5MB.",
    });
  });
});

describe("the failure notices (SPEC 8)", () => {
  // A company of the test's own: the notices give the number and address they are handed.
  const company = { email: "hello@acme.test", phone: { digits: "1-800-555-0100", vanity: "1-800-ACME-NOW" } };

  it("give the phone number and e-mail address of the company the page hands the form, in the spec's words", () => {
    const tel = "tel:+18005550100";
    expect(notices.contact.failure(company)).toEqual({
      // SPEC 8 gives the contact form's no title: it takes the others' ('Submission Failed').
      title: "Submission Failed",
      description: "Failed to send message. Please try again or call us at 1 800 ACME NOW (1-800-555-0100).",
      link: { text: "1 800 ACME NOW (1-800-555-0100)", href: tel },
      destructive: true,
    });
    expect(notices.career.failure(company)).toEqual({
      title: "Submission Failed",
      description: "Please try again or email your application to hello@acme.test",
      link: { text: "hello@acme.test", href: "mailto:hello@acme.test" },
      destructive: true,
    });
    expect(notices.pickup.failure(company)).toEqual({
      title: "Submission Failed",
      description: "Please try again or call us at 1-800-ACME-NOW (1-800-555-0100).",
      link: { text: "1-800-ACME-NOW (1-800-555-0100)", href: tel },
      destructive: true,
    });
  });
});

describe("pickup checks (SPEC 5.3), in order", () => {
  // Thursday, June 5, 2025, 10:00: the earliest pickup date is Tuesday, June 10 (Fri 6, Mon 9, Tue 10).
  const now = new Date(2025, 5, 5, 10, 0);
  const date = "2025-06-10";
  const problemsOf = (check: ReturnType<typeof pickupCheck>) => (check.ok ? [] : check.problems);

  it("marks every invalid field at once, the asset types first, then the date, then the fields by schema", () => {
    const check = pickupCheck([], "", { ...pickup, name: "", phone: "1", volume: "" }, now);
    expect(problemsOf(check)).toEqual([
      {
        field: "assetTypes",
        title: "Missing Information",
        message: "Please select at least one asset type.",
      },
      { field: "date", title: "Missing Information", message: "Please select a pickup date." },
      { field: "name", title: "Validation Error", message: "Name must be at least 2 characters" },
      { field: "phone", title: "Validation Error", message: "Phone must be at least 10 characters" },
      { field: "volume", title: "Validation Error", message: "Please select estimated volume" },
    ]);
  });

  it("takes its titles and first messages from SPEC 8's notices", () => {
    expect(problemsOf(pickupCheck([], date, pickup, now))[0]).toMatchObject({
      title: notices.pickup.missingAssets.title,
      message: notices.pickup.missingAssets.description,
    });
    expect(problemsOf(pickupCheck(["Laptops"], "", pickup, now))).toEqual([
      { field: "date", title: "Missing Information", message: "Please select a pickup date." },
    ]);
    expect(problemsOf(pickupCheck(["Laptops"], date, { ...pickup, name: "P" }, now))).toEqual([
      { field: "name", title: "Validation Error", message: "Name must be at least 2 characters" },
    ]);
    expect(pickupCheck(["Laptops"], date, pickup, now)).toMatchObject({
      ok: true,
      date: new Date(2025, 5, 10),
    });
  });

  it.each([
    ["the earliest day, picked the same day", "2025-06-10", new Date(2025, 5, 5, 23, 59, 59), true],
    ["the earliest day, once midnight has passed", "2025-06-10", new Date(2025, 5, 6, 0, 0, 1), false],
    ["the next earliest day, after midnight", "2025-06-11", new Date(2025, 5, 6, 0, 0, 1), true],
    ["a Saturday well ahead", "2025-06-14", now, false],
    ["a Sunday well ahead", "2025-06-15", now, false],
    ["a stale draft's day", "2020-01-01", now, false],
    ["garbage", "garbage", now, false],
    ["a day that does not exist", "2025-02-30", new Date(2025, 0, 1), false],
  ])("checks the date again at sending: %s", (_, iso, at, ok) => {
    const check = pickupCheck(["Laptops"], iso, pickup, at);
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.problems).toEqual([problemOf("date", notices.pickup.missingDate)]);
  });

  it.each([
    ["name", chars(101), "Name must be less than 100 characters"],
    ["company", chars(1), "Company must be at least 2 characters"],
    ["company", chars(2), "ok"],
    ["company", chars(101), "Company must be less than 100 characters"],
    ["email", "pat", "Invalid email address"],
    ["phone", "123", "Phone must be at least 10 characters"],
    ["locations", "", "Please select number of locations"],
    ["volume", "", "Please select estimated volume"],
    ["notes", chars(500), "ok"],
    ["notes", chars(501), "Notes must be less than 500 characters"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(first(pickupSchema, pickup, field, value)).toBe(message);
  });
});

describe("pickup dates as stored (yyyy-mm-dd, the visitor's calendar day)", () => {
  it("round-trips a local day", () => {
    expect(toIsoDate(new Date(2025, 5, 9))).toBe("2025-06-09");
    expect(toIsoDate(undefined)).toBe("");
    expect(toIsoDate(new Date(Number.NaN))).toBe("");
    expect(fromIsoDate("2025-06-09")).toEqual(new Date(2025, 5, 9));
  });

  it.each([["garbage"], ["2025-02-30"], ["2025-6-9"], ["2025-06-09T00:00"], [""], [20250609], [null], [{}]])(
    "reads %j as no date",
    (value) => {
      expect(fromIsoDate(value)).toBeUndefined();
      expect(pickupDateFrom(value, new Date(2025, 0, 1))).toBeUndefined();
    },
  );

  it("refuses a day before the earliest pickup date", () => {
    const now = new Date(2025, 5, 5, 10, 0);
    expect(pickupDateFrom("2025-06-09", now)).toBeUndefined();
    expect(pickupDateFrom("2025-06-10", now)).toEqual(new Date(2025, 5, 10));
  });
});

describe("saved drafts", () => {
  const emptyPickup = {
    name: "",
    company: "",
    email: "",
    phone: "",
    locations: "",
    volume: "",
    notes: "",
    company_url: "",
    assetTypes: [] as string[],
    date: "",
  };
  const restore = (saved: string | null) => parseDraft(saved, pickupDraft, emptyPickup);

  it("restores a draft that fits, unfinished entries included", () => {
    const draft = {
      ...emptyPickup,
      name: "P",
      email: "pat@exa",
      locations: "2-5",
      assetTypes: ["Laptops", "Servers"],
      date: "2025-06-10",
    };
    vi.useFakeTimers({ now: new Date(2025, 5, 5, 10, 0) });
    expect(restore(JSON.stringify(draft))).toEqual(draft);
    vi.useRealTimers();
  });

  it.each([null, "", "not json", "{", "null", "[]", '"text"', "5", "true"])(
    "starts empty from %j",
    (saved) => {
      expect(restore(saved)).toEqual(emptyPickup);
    },
  );

  it("drops a stale date and keeps the rest", () => {
    expect(restore(JSON.stringify({ name: "Pat Kim", assetTypes: ["Laptops"], date: "2020-01-01" }))).toEqual(
      {
        ...emptyPickup,
        name: "Pat Kim",
        assetTypes: ["Laptops"],
      },
    );
  });

  it.each([
    [{ date: "garbage" }],
    [{ assetTypes: null }],
    [{ assetTypes: "Laptops" }],
    [{ assetTypes: ["Laptops", "Spaceships"] }],
    [{ assetTypes: ["Laptops", "Laptops"] }],
    [
      {
        name: 5,
        company: {},
        email: [],
        phone: true,
        locations: "99",
        volume: 7,
        notes: null,
        company_url: "http://spam.example",
        date: 20250609,
      },
    ],
    [{ name: "a".repeat(101), notes: "a".repeat(501), phone: "1".repeat(21) }],
  ])("drops every field that does not fit: %j", (draft) => {
    expect(restore(JSON.stringify(draft))).toEqual(emptyPickup);
  });

  it("keeps what fits next to what does not", () => {
    expect(
      restore(JSON.stringify({ date: "garbage", assetTypes: null, name: "Pat Kim", volume: "datacenter" })),
    ).toEqual({ ...emptyPickup, name: "Pat Kim", volume: "datacenter" });
  });

  it("parses the contact and career drafts the same way", () => {
    const contactEmpty = {
      name: "",
      email: "",
      phone: "",
      company: "",
      subject: "",
      message: "",
      company_url: "",
    };
    expect(
      parseDraft(
        JSON.stringify({ name: "Jordan Lee", subject: "Pizza", message: 42, extra: "x" }),
        contactDraft,
        contactEmpty,
      ),
    ).toEqual({ ...contactEmpty, name: "Jordan Lee" });
    expect(parseDraft(JSON.stringify({ subject: "Other" }), contactDraft, contactEmpty).subject).toBe(
      "Other",
    );
    const careerEmpty = { ...career, fullName: "", email: "", phone: "", position: "" };
    expect(
      parseDraft(
        JSON.stringify({ fullName: "Sam", position: "ceo", linkedIn: {}, coverLetter: "Hi" }),
        careerDraft,
        careerEmpty,
      ),
    ).toEqual({ ...careerEmpty, fullName: "Sam", coverLetter: "Hi" });
    expect(parseDraft(JSON.stringify({ position: "other" }), careerDraft, careerEmpty).position).toBe(
      "other",
    );
  });
});

describe("the ready-made e-mail offered when sending fails", () => {
  const decode = (href: string) => {
    const url = new URL(href);
    return {
      to: url.pathname,
      subject: decodeURIComponent(url.search.match(/[?&]subject=([^&]*)/)?.[1] ?? ""),
      body: decodeURIComponent(url.search.match(/[?&]body=([^&]*)/)?.[1] ?? ""),
    };
  };

  it("goes to the company with the subject and body the provider would have received", () => {
    const result = validate(contactSchema, { ...contact, message: "Hello & welcome? 100% = yes #1\nThanks" });
    if (!result.ok) throw new Error(result.first);
    const body = contactBody(result.data);
    const href = mailtoHref({ subject: "ITAD Services Quote", body }, site.email);
    expect(href.startsWith(`mailto:${site.email}?subject=`)).toBe(true);
    const mail = decode(href);
    expect(mail.to).toBe(site.email);
    expect(mail.subject).toBe("ITAD Services Quote");
    // Line breaks travel as CRLF (RFC 6068); the text is otherwise the same.
    expect(mail.body.replaceAll("\r\n", "\n")).toBe(body);
    expect(mail.body).not.toMatch(/[^\r]\n/);
  });

  it("fits a contact message of the longest allowed length", () => {
    const result = validate(contactSchema, { ...contact, message: "word ".repeat(200).trim() });
    if (!result.ok) throw new Error(result.first);
    const body = contactBody(result.data);
    const href = mailtoHref({ subject: result.data.subject, body }, site.email);
    expect(href.length).toBeLessThanOrEqual(MAX_MAILTO);
    expect(decode(href).body.replaceAll("\r\n", "\n")).toBe(body);
  });

  it("shortens a body too long for a mail client, marking the cut, without breaking a character", () => {
    const body = `Notes\n${"dépôt 🚚 ".repeat(400)}`;
    const href = mailtoHref({ subject: "Schedule Pickup Request", body }, site.email);
    expect(href.length).toBeLessThanOrEqual(MAX_MAILTO);
    expect(href.length).toBeGreaterThan(MAX_MAILTO - 20);
    const sent = decode(href).body.replaceAll("\r\n", "\n");
    expect(sent.endsWith("…")).toBe(true);
    expect(body.startsWith(sent.slice(0, -1))).toBe(true);
  });

  it("fits a pickup request of the longest entries, shortened only in the notes", () => {
    const longest = {
      ...pickup,
      name: "N".repeat(100),
      company: "C".repeat(100),
      email: `${"e".repeat(243)}@example.com`,
      phone: "1".repeat(20),
      notes: "a b\n".repeat(125),
    };
    const result = validate(pickupSchema, longest);
    if (!result.ok) throw new Error(result.first);
    const body = pickupBody(
      result.data,
      ["Desktops", "Laptops", "Servers", "Networking Equipment"],
      new Date(2025, 5, 9),
    );
    const href = mailtoHref({ subject: "Schedule Pickup Request", body }, site.email);
    expect(href.length).toBeLessThanOrEqual(MAX_MAILTO);
    const sent = decode(href).body.replaceAll("\r\n", "\n");
    // Cut, and marked as cut, only after every other field.
    expect(sent.length).toBeLessThan(body.length);
    expect(sent.endsWith("…")).toBe(true);
    expect(sent.slice(0, -1)).toBe(body.slice(0, sent.length - 1));
    expect(sent).toContain("Asset Types\n- Desktops");
    expect(sent).toContain("Additional Notes\na b");
  });
});

describe("message bodies (SPEC 7)", () => {
  it("contact lists every field", () => {
    const result = validate(contactSchema, contact);
    if (!result.ok) throw new Error(result.first);
    expect(contactBody(result.data)).toBe(
      [
        "New contact form submission",
        "",
        "Name: Jordan Lee",
        "Email: jordan@example.com",
        "Phone: 617-555-0100",
        "Company: Acme Health",
        "Subject: ITAD Services Quote",
        "",
        "Message:",
        "We have 300 laptops to retire.",
      ].join("\n"),
    );
  });

  it("career holds applicant information, 'Not provided', the resume name and size, and the HR follow-up", () => {
    const result = validate(careerSchema, career);
    if (!result.ok) throw new Error(result.first);
    expect(careerSubject(result.data)).toBe(`Career Application - ${position.label}`);
    const body = careerBody(result.data, { name: "sam-rivera.pdf", size: 1572864 });
    expect(body).toContain(
      "Applicant Information\nName: Sam Rivera\nEmail: sam@example.com\nPhone: 508-555-0199",
    );
    expect(body).toContain(`Position: ${position.label}`);
    expect(body).toContain("LinkedIn: Not provided");
    expect(body).toContain("Cover Letter\nNot provided");
    expect(body).toContain("File: sam-rivera.pdf (1.50 MB)");
    expect(body).toContain("HR will follow up by e-mail to collect it");
    expect(megabytes(5 * 1024 * 1024)).toBe("5.00 MB");
  });

  it("pickup lists contact, details with the long date, assets as bullets and notes or 'None'", () => {
    const result = validate(pickupSchema, pickup);
    if (!result.ok) throw new Error(result.first);
    const body = pickupBody(result.data, ["Laptops", "Servers"], new Date(2025, 5, 9));
    expect(body).toContain(
      "Contact Information\nName: Pat Kim\nCompany: Acme Bank\nEmail: pat@example.com\nPhone: 781-555-0123",
    );
    expect(body).toContain("Number of Locations: 2-5 locations");
    expect(body).toContain("Estimated Volume: 250-1,000 devices");
    expect(body).toContain("Preferred Pickup Date: Monday, June 9, 2025");
    expect(body).toContain("Asset Types\n- Laptops\n- Servers");
    expect(body).toContain("Additional Notes\nNone");
  });
});

describe("the hidden anti-spam field, filled (a bot, or a visitor's autofill)", () => {
  const autofilled = "https://www.acme-health.example";
  const date = new Date(2025, 5, 9);
  /** Each form's body for its fields with the hidden field set to `trap`, checked as on sending. */
  const bodies = (trap: string) => {
    const checked = [
      validate(contactSchema, { ...contact, company_url: trap }),
      validate(careerSchema, { ...career, company_url: trap }),
      pickupCheck(["Laptops"], "2025-06-10", { ...pickup, company_url: trap }, new Date(2025, 5, 5, 10, 0)),
    ] as const;
    for (const check of checked) expect(check.ok, JSON.stringify(check)).toBe(true);
    const [c, r, p] = checked;
    return [
      c.ok ? contactBody(c.data) : "",
      r.ok ? careerBody(r.data, { name: "cv.pdf", size: 10 }) : "",
      p.ok ? pickupBody(p.data, ["Laptops"], date) : "",
    ];
  };
  const flag = (quoted: string) =>
    `Possible spam: the hidden anti-spam field held "${quoted}". Judge the message by the rest.`;

  it("sends every form's message all the same, with a line under its title for the staff to judge it by", () => {
    for (const body of bodies(autofilled)) {
      const lines = body.split("\n");
      expect(lines.slice(1, 3)).toEqual(["", flag(autofilled)]);
      expect(lines.slice(3, 5)).toEqual(["", lines[4]]);
    }
  });

  it("says nothing of it when it is empty, and quotes at most 100 characters of it on one line", () => {
    for (const body of bodies("")) expect(body).not.toContain("anti-spam");
    // A forged line stays on the flag's line; a character is never cut in two (the 100th here is an emoji).
    const long = `http://spam.example/${"\r\nName: forged".repeat(20)}`;
    const emoji = `${"x".repeat(99)}\u{1F600}${"y".repeat(10)}`;
    for (const [value, quoted] of [
      [long, long.replace(/\r\n/g, " ").slice(0, 100)],
      [emoji, `${"x".repeat(99)}\u{1F600}`],
    ] as const)
      for (const body of bodies(value)) expect(body.split("\n")[2]).toBe(flag(quoted));
  });
});

describe("sendMessage", () => {
  const settings = { publicKey: "pk", serviceId: "svc", templateId: "tpl" };
  const message = { subject: "S", body: "B", replyTo: "r@example.com" };

  it("sends subject, message, siteadminemail and email with the configured ids", async () => {
    const send = vi.fn().mockResolvedValue({ status: 200, text: "OK" });
    await expect(sendMessage(message, site.email, { send, settings, missing: [] })).resolves.toEqual({
      success: true,
    });
    expect(send).toHaveBeenCalledWith(
      "svc",
      "tpl",
      { subject: "S", message: "B", siteadminemail: site.email, email: "r@example.com" },
      { publicKey: "pk" },
    );
  });

  it.each([429, 451, 403, 500])("turns a %i answer into { success: false } and logs it", async (status) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const send = vi.fn().mockRejectedValue({ status, text: "nope" });
    await expect(sendMessage(message, site.email, { send, settings, missing: [] })).resolves.toEqual({
      success: false,
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(String(status)));
    log.mockRestore();
  });

  it("turns a network failure into { success: false }", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(sendMessage(message, site.email, { send: failing, settings, missing: [] })).resolves.toEqual(
      {
        success: false,
      },
    );
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining("Failed to fetch"));
    log.mockRestore();
  });

  it("waits for a slow provider's real answer, saying once after 15 s that it is slow", async () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn(
        () =>
          new Promise<{ status: number; text: string }>((r) =>
            setTimeout(() => r({ status: 200, text: "OK" }), 60_000),
          ),
      );
      const onSlow = vi.fn();
      const result = sendMessage(message, site.email, { send, settings, missing: [], onSlow });
      await vi.advanceTimersByTimeAsync(14_999);
      expect(onSlow).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(onSlow).toHaveBeenCalledTimes(1);
      let settled = false;
      void result.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(44_000);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(result).resolves.toEqual({ success: true });
      expect(onSlow).toHaveBeenCalledTimes(1);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not call a fast answer slow", async () => {
    vi.useFakeTimers();
    try {
      const onSlow = vi.fn();
      const send = vi.fn().mockResolvedValue({ status: 200, text: "OK" });
      await expect(
        sendMessage(message, site.email, { send, settings, missing: [], onSlow }),
      ).resolves.toEqual({
        success: true,
      });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(onSlow).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("fails without sending, naming the missing variable, when the build had no EmailJS configuration", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const send = vi.fn();
    await expect(
      sendMessage(message, site.email, { send, settings, missing: ["EMAILJS_SERVICE_ID"] }),
    ).resolves.toEqual({
      success: false,
    });
    expect(send).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("EMAILJS_SERVICE_ID"));
    log.mockRestore();
  });
});

describe("the submit button says it cannot be used one way, never two", () => {
  const button = (ready: boolean, busy: boolean) => {
    const html = renderToStaticMarkup(
      createElement(SubmitButton, { ready, busy, label: "Send", busyLabel: "Sending...", noteId: "n" }),
    );
    const tag = /<button[^>]*>/.exec(html)?.[0] ?? "";
    return { disabled: /\sdisabled=""/.test(tag), ariaDisabled: /\saria-disabled=/.test(tag), tag };
  };

  it("before hydration it is a disabled native button without aria-disabled", () => {
    expect(button(false, false)).toMatchObject({ disabled: true, ariaDisabled: false });
    expect(button(false, true)).toMatchObject({ disabled: true, ariaDisabled: false });
  });

  it("while sending it stays focusable: aria-disabled alone", () => {
    const { disabled, tag } = button(true, true);
    expect(disabled).toBe(false);
    expect(tag).toContain('aria-disabled="true"');
  });

  it("ready and idle, it carries neither", () => {
    expect(button(true, false)).toMatchObject({ disabled: false, ariaDisabled: false });
  });
});

describe("a draft that was sent, or may have been, is not offered again", () => {
  const draft = JSON.stringify({ name: "Jordan Lee", email: "jordan@example.com", message: "300 laptops" });
  const empty = emptyDraft(contactDraft);

  it("a draft marked 'sending' (the page was left before the answer) comes back empty, marked", () => {
    expect(restoreDraft({ draft, mark: "sending" }, contactDraft)).toEqual({
      values: empty,
      mark: "sending",
    });
  });

  it("a draft marked 'sent' comes back empty, marked", () => {
    expect(restoreDraft({ draft, mark: "sent" }, contactDraft)).toEqual({ values: empty, mark: "sent" });
  });

  it("without a mark the draft comes back as it was saved", () => {
    const { values, mark } = restoreDraft({ draft, mark: null }, contactDraft);
    expect(mark).toBeNull();
    expect(values).toMatchObject({ name: "Jordan Lee", email: "jordan@example.com", message: "300 laptops" });
  });

  it("a mark of any other shape is no mark: the draft is restored and nothing throws", () => {
    for (const mark of ["", "SENT", '"sent"', "{}", "null", "sending ", "undefined"]) {
      expect(restoreDraft({ draft, mark }, contactDraft).mark, mark).toBeNull();
      expect(restoreDraft({ draft, mark }, contactDraft).values.name, mark).toBe("Jordan Lee");
    }
  });

  it("each form's mark is kept beside its own draft", () => {
    expect(sentKey("form:contact")).toBe("form:contact:sent");
    expect(sentKey("form:pickup")).not.toBe(sentKey("form:contact"));
  });
});
