import { describe, expect, it, vi } from "vitest";
import { site } from "../../content/site";
import { careerBody, careerSubject, contactBody, megabytes, pickupBody } from "../../src/forms/bodies";
import { earliestPickupDate } from "../../src/forms/date-picker";
import { notices } from "../../src/forms/notices";
import { pickupCheck } from "../../src/forms/pickup-check";
import { MAX_RESUME_BYTES, resumeProblem } from "../../src/forms/resume";
import { careerSchema, contactSchema, pickupSchema, validate } from "../../src/forms/schemas";
import { sendMessage } from "../../src/forms/send-message";

const contact = {
  name: "Jordan Lee",
  email: "jordan@example.com",
  phone: "617-555-0100",
  company: "Acme Health",
  subject: "ITAD Services Quote",
  message: "We have 300 laptops to retire.",
  company_url: "",
};
const career = {
  fullName: "Sam Rivera",
  email: "sam@example.com",
  phone: "508-555-0199",
  position: "field-technician",
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
    ["company_url", "http://spam.example", "Invalid submission"],
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
    ["company_url", "x", "Invalid submission"],
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

describe("pickup checks (SPEC 5.3), in order", () => {
  const date = new Date(2025, 5, 9);

  it("asks for an asset type first, even when everything else is missing", () => {
    const check = pickupCheck([], undefined, { ...pickup, name: "" });
    expect(check.ok || check.notice).toEqual({
      title: "Missing Information",
      description: "Please select at least one asset type.",
      destructive: true,
    });
  });

  it("then asks for the date", () => {
    const check = pickupCheck(["Laptops"], undefined, { ...pickup, name: "" });
    expect(check.ok || check.notice).toEqual({
      title: "Missing Information",
      description: "Please select a pickup date.",
      destructive: true,
    });
  });

  it("then checks the fields by schema, with 'Validation Error'", () => {
    const check = pickupCheck(["Laptops"], date, { ...pickup, name: "P" });
    expect(check.ok || check.notice).toEqual({
      title: "Validation Error",
      description: "Name must be at least 2 characters",
      destructive: true,
    });
    expect(pickupCheck(["Laptops"], date, pickup).ok).toBe(true);
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

  it("allows dates from today plus 3 calendar days", () => {
    expect(earliestPickupDate(new Date(2025, 5, 6, 15, 30))).toEqual(new Date(2025, 5, 9));
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
    expect(careerSubject(result.data)).toBe("Career Application - Field Technician");
    const body = careerBody(result.data, { name: "sam-rivera.pdf", size: 1572864 });
    expect(body).toContain(
      "Applicant Information\nName: Sam Rivera\nEmail: sam@example.com\nPhone: 508-555-0199",
    );
    expect(body).toContain("Position: Field Technician");
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

describe("sendMessage", () => {
  const settings = { publicKey: "pk", serviceId: "svc", templateId: "tpl" };
  const message = { subject: "S", body: "B", replyTo: "r@example.com" };

  it("sends subject, message, siteadminemail and email with the configured ids", async () => {
    const send = vi.fn().mockResolvedValue({ status: 200, text: "OK" });
    await expect(sendMessage(message, { send, settings, missing: [] })).resolves.toEqual({ success: true });
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
    await expect(sendMessage(message, { send, settings, missing: [] })).resolves.toEqual({ success: false });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(String(status)));
    log.mockRestore();
  });

  it("turns a network failure and a timeout into { success: false }", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(sendMessage(message, { send: failing, settings, missing: [] })).resolves.toEqual({
      success: false,
    });
    const hanging = vi.fn().mockReturnValue(new Promise(() => {}));
    await expect(
      sendMessage(message, { send: hanging, settings, missing: [], timeoutMs: 20 }),
    ).resolves.toEqual({
      success: false,
    });
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining("no answer within"));
    log.mockRestore();
  });

  it("fails without sending, naming the missing variable, when the build had no EmailJS configuration", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const send = vi.fn();
    await expect(sendMessage(message, { send, settings, missing: ["EMAILJS_SERVICE_ID"] })).resolves.toEqual({
      success: false,
    });
    expect(send).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("EMAILJS_SERVICE_ID"));
    log.mockRestore();
  });
});
