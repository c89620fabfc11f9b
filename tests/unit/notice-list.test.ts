/**
 * A form's notices as the visitor reads them (src/forms/notice-list.tsx, notices.ts): one calm
 * look for the three forms, SPEC 8's words character for character, and the company's number
 * (or, on careers, address) written once, as a link where the sentence says it that never
 * breaks across lines. How they sit on a 320, 390 and 1280 px screen: tests/e2e/look-forms.spec.ts.
 */
import { parseHTML } from "linkedom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Company } from "../../src/forms/company";
import { NoticeList } from "../../src/forms/notice-list";
import {
  alreadySent,
  maybeSent,
  type Notice,
  notices,
  pickupDateDropped,
  stillSending,
} from "../../src/forms/notices";
import { emailHref, phoneHref } from "../../src/lib/contact";

// A company of the test's own: the notices give the number and address they are handed.
const company: Company = {
  email: "hello@acme.test",
  phone: { digits: "1-800-555-0100", vanity: "1-800-ACME-NOW" },
};
const MAILTO = "mailto:hello@acme.test?subject=Test&body=Hello";
const FORMS = ["contact", "career", "pickup"] as const;

/** One notice as the list renders it: its box, the part that is announced, its links. */
function shown(notice: Notice) {
  const html = renderToStaticMarkup(
    createElement(NoticeList, { notices: [{ ...notice, id: 1 }], dismiss: () => {}, phone: company.phone }),
  );
  const { document } = parseHTML(`<div>${html}</div>`);
  const box = document.querySelector("li");
  if (!box) throw new Error("no notice");
  const said = box.querySelector('[role="alert"], [role="status"]');
  return {
    box,
    said,
    text: said?.textContent ?? "",
    links: [...(said?.querySelectorAll("a") ?? [])].map((a) => ({
      text: a.textContent,
      href: a.getAttribute("href"),
      classes: (a.getAttribute("class") ?? "").split(/\s+/),
    })),
  };
}

/** How many times `part` is written in `text`. */
const count = (text: string, part: string) => text.split(part).length - 1;

/** Every notice a form can show, as it would be shown (the failures with their ready-made e-mail). */
const every: [string, Notice][] = [
  ...FORMS.flatMap((form) =>
    Object.entries(notices[form]).map(([name, notice]): [string, Notice] => [
      `${form}.${name}`,
      typeof notice === "function" ? { ...notice(company), mailto: MAILTO } : notice,
    ]),
  ),
  ["stillSending", stillSending(company)],
  ["alreadySent", alreadySent(company)],
  ["maybeSent", maybeSent(company)],
  ["pickupDateDropped", pickupDateDropped(company)],
  ["the error with the phone", { ...notices.contact.error, call: true }],
];

describe("the send failure notice of the three forms", () => {
  it.each(FORMS)("%s: titled 'Submission Failed', announced as an alert, SPEC 8's words", (form) => {
    const failure = notices[form].failure(company);
    const { said, text } = shown({ ...failure, mailto: MAILTO });
    expect(failure.title).toBe("Submission Failed");
    expect(said?.getAttribute("role")).toBe("alert");
    expect(text).toBe(`Submission Failed${failure.description}Send by e-mail instead`);
  });

  it.each(FORMS)(
    "%s: the number (careers: the address) written once, a link in place that never wraps, then the ready-made e-mail",
    (form) => {
      const failure = notices[form].failure(company);
      const { box, links } = shown({ ...failure, mailto: MAILTO });
      const [inPlace, mail] = links;
      expect(links).toHaveLength(2);
      if (form === "career") {
        expect(inPlace).toMatchObject({ text: company.email, href: emailHref(company.email) });
      } else {
        expect(inPlace?.href).toBe(phoneHref(company.phone));
        // Its name is the number, brackets included, as the sentence writes it.
        expect(inPlace?.text).toMatch(new RegExp(`^1.800.ACME.NOW \\(${company.phone.digits}\\)$`));
      }
      expect(inPlace?.classes).toContain("whitespace-nowrap");
      expect(mail).toMatchObject({ text: "Send by e-mail instead", href: MAILTO });
      expect(count(box.textContent ?? "", company.phone.digits)).toBe(form === "career" ? 0 : 1);
      expect(count(box.textContent ?? "", company.email)).toBe(form === "career" ? 1 : 0);
      expect(box.textContent).not.toMatch(/\bCall\b/);
    },
  );
});

describe("every notice", () => {
  it.each(every)("%s: its link's words are its description's own", (_name, notice) => {
    if (notice.link) expect(notice.description).toContain(notice.link.text);
  });

  it.each(every)("%s: gives the phone number at most once, never broken across lines", (_name, notice) => {
    const { box, links } = shown(notice);
    const text = box.textContent ?? "";
    expect(count(text, company.phone.digits)).toBeLessThanOrEqual(1);
    for (const link of links.filter((link) => link.href?.startsWith("tel:"))) {
      expect(link.href).toBe(phoneHref(company.phone));
      expect(link.classes).toContain("whitespace-nowrap");
      expect(link.text).toContain(company.phone.digits);
    }
  });

  it.each(every)(
    "%s: calm, a white box with a thin accent and an icon, never a solid red block",
    (_name, notice) => {
      const { box, said } = shown(notice);
      const classes = (box.getAttribute("class") ?? "").split(/\s+/);
      expect(classes).toContain("bg-white");
      expect(classes).toContain("border-l-4");
      expect(classes.filter((c) => /^(bg-red|text-white)/.test(c))).toEqual([]);
      expect(classes).toContain(notice.destructive ? "border-l-red-700" : "border-l-4");
      expect(said?.getAttribute("role")).toBe(notice.destructive ? "alert" : "status");
      expect(said?.querySelector("svg.lucide")?.getAttribute("aria-hidden")).toBe("true");
    },
  );
});
