/**
 * The three forms as the built HTML holds them, before any script runs: what a visitor without
 * JavaScript gets, what a screen reader hears under the button, the limits the inputs carry, and
 * the notice the page shows if the form's code cannot load. What they do once live is tested in
 * the browser (tests/e2e/forms*.spec.ts).
 */
import { describe, expect, it } from "vitest";
import { companyOf } from "../../src/forms/company";
import { pickupCheck } from "../../src/forms/pickup-check";
import { PICKUP_DATE_ID } from "../../src/forms/pickup-fields";
import { RESUME_HINT } from "../../src/forms/resume-field";
import { ASSET_TYPES, HONEYPOT_NAME, honeypotId, LIMITS } from "../../src/forms/schemas";
import { emailHref, phoneHref } from "../../src/lib/contact";
import { paths } from "../../src/paths";
import { content, page, routes, text } from "./dist-helpers";

/** The site's constants the build was made from (site.yaml): the phone number and e-mail the forms give. */
const { site } = content;

const FORMS = [
  { island: "contact-form", path: paths.contact, prefix: "contact" },
  { island: "career-form", path: paths.careers, prefix: "career" },
  { island: "pickup-form", path: paths["schedule-pickup"], prefix: "pickup" },
] as const;

/** An attribute React writes in camelCase (maxLength), which linkedom keeps as written. */
const attr = (el: Element, name: string) => el.getAttribute(name) ?? el.getAttribute(name.toLowerCase());

/** Each field's limit (SPEC 9), by the input's name. */
const LIMIT_OF: Record<string, number> = {
  name: LIMITS.name,
  fullName: LIMITS.name,
  email: LIMITS.email,
  phone: LIMITS.phone,
  company: LIMITS.company,
  message: LIMITS.message,
  coverLetter: LIMITS.coverLetter,
  notes: LIMITS.notes,
};

describe.each(FORMS)("the $prefix form ($path)", ({ island, path, prefix }) => {
  const wrapper = () => page(path).querySelector(`[data-island="${island}"]`);
  const form = () => wrapper()?.querySelector("form");

  it("hydrates only as it comes into view, and without JavaScript cannot put entries into a URL", () => {
    expect(wrapper()?.getAttribute("data-when")).toBe("visible");
    // POST, never GET: a submit without scripts carries nothing into the address bar or a server log.
    expect(form()?.getAttribute("method")).toBe("post");
    expect(form()?.querySelector('button[type="submit"]')?.hasAttribute("disabled")).toBe(true);
  });

  it("says without JavaScript, and when its code cannot load, how to reach us: the phone and the e-mail", () => {
    const noscript = wrapper()?.querySelector("noscript");
    expect(noscript?.innerHTML).toContain("This form needs JavaScript to send.");
    const unavailable = wrapper()?.querySelector("[data-unavailable]");
    expect(unavailable?.hasAttribute("hidden")).toBe(true);
    expect(unavailable?.getAttribute("role")).toBe("alert");
    expect(text(unavailable)).toMatch(/^This form could not load\. Reload the page to try again/);
    for (const fallback of [noscript?.innerHTML ?? "", unavailable?.innerHTML ?? ""]) {
      expect(fallback).toContain(`href="${phoneHref(site.phone)}"`);
      expect(fallback).toContain(`href="${emailHref(site.email)}"`);
      expect(fallback).toContain(site.email);
    }
  });

  it("hands its island the company's phone number and e-mail address from the site data, and nothing else", () => {
    expect(JSON.parse(wrapper()?.getAttribute("data-props") ?? "null")).toEqual({ company: companyOf(site) });
  });

  it("tells, under the button, that the e-mail includes the pages visited", () => {
    const button = form()?.querySelector('button[type="submit"]');
    const note = page(path).getElementById(button?.getAttribute("aria-describedby") ?? "");
    expect(text(note)).toMatch(/the pages you visited on this site/);
  });

  it("gives every text field SPEC 9's limit as its maxlength, and marks the required ones", () => {
    const fields = [...(form()?.querySelectorAll("input[id], textarea[id]") ?? [])].filter(
      (field) =>
        !["checkbox", "file", "hidden"].includes(field.getAttribute("type") ?? "") &&
        field.id !== honeypotId(prefix),
    );
    expect(fields.length).toBeGreaterThan(2);
    for (const field of fields) {
      const limit = LIMIT_OF[field.getAttribute("name") ?? ""];
      if (limit !== undefined) expect(attr(field, "maxLength"), field.id).toBe(String(limit));
    }
    // The label of a required field carries the asterisk; the field says required. (Not the
    // asset types' boxes, required as a group, nor the date, a button that opens the calendar.)
    for (const label of form()?.querySelectorAll("label[for]") ?? []) {
      const control = page(path).getElementById(label.getAttribute("for") ?? "");
      if (
        !control?.matches("input:not([type=checkbox]), select, textarea") ||
        control.id === honeypotId(prefix)
      )
        continue;
      const starred = label.querySelector('[aria-hidden="true"]')?.textContent?.includes("*") ?? false;
      expect(control.hasAttribute("required"), `${control.id} required as its label says`).toBe(starred);
    }
  });
});

/**
 * What autofill profiles and password managers match a field by, in its name, id or label
 * (Chromium's heuristics and their like): words for a name, a company, a web or e-mail address,
 * a phone, a postal address, an account. A hidden field matching one is filled for the visitor.
 */
const AUTOFILL_WORDS =
  /compan|organi[sz]ation|business|firma|empresa|url|web.?site|homepage|e.?mail|name|phone|mobile|tel|fax|addr|street|city|zip|postal|country|state|user|login|pass|card|birth/i;

describe("the hidden anti-spam field of every built form", () => {
  const traps = routes.flatMap((route) =>
    [...page(route.path).querySelectorAll("form")].flatMap((form) =>
      [...form.querySelectorAll("input")]
        .filter((input) => input.closest('[aria-hidden="true"]'))
        .map((input) => ({ route: route.path, form, input })),
    ),
  );

  it("is in each of the three forms, once", () => {
    const found = traps.map(({ route, input }) => `${route} ${input.id}`);
    expect(found.sort()).toEqual(FORMS.map(({ path, prefix }) => `${path} ${honeypotId(prefix)}`).sort());
  });

  it("matches no autofill profile by its name, id or label, and asks browsers and password managers to leave it alone", () => {
    for (const { route, form, input } of traps) {
      const label = text(form.querySelector(`label[for="${input.id}"]`));
      expect(label, route).toBe("Leave this field empty");
      for (const word of [input.getAttribute("name"), input.id, label])
        expect(word, `${route}: ${word}`).not.toMatch(AUTOFILL_WORDS);
      expect(input.getAttribute("name")).toBe(HONEYPOT_NAME);
      expect(attr(input, "autoComplete"), route).toBe("off");
      for (const optOut of ["data-1p-ignore", "data-lpignore", "data-bwignore", "data-form-type"])
        expect(input.hasAttribute(optOut), `${route}: ${optOut}`).toBe(true);
    }
  });

  it("is out of the tab order and the accessibility tree: inert, under aria-hidden", () => {
    for (const { route, input } of traps) {
      expect(attr(input, "tabIndex"), route).toBe("-1");
      const box = input.closest('[aria-hidden="true"]');
      expect(box?.hasAttribute("inert"), route).toBe(true);
      expect(box?.contains(input.ownerDocument.querySelector(`label[for="${input.id}"]`))).toBe(true);
    }
  });
});

describe("the pickup form's asset types (SPEC 5.3)", () => {
  it("offers every type of the schema, in its order, each a checkbox with its label", () => {
    const form = page(paths["schedule-pickup"]).querySelector('[data-island="pickup-form"] form');
    const boxes = [...(form?.querySelectorAll('input[type="checkbox"][name="assetTypes[]"]') ?? [])];
    expect(boxes.map((box) => box.getAttribute("value"))).toEqual([...ASSET_TYPES]);
    for (const box of boxes)
      expect(text(form?.querySelector(`label[for="${box.id}"]`) ?? null)).toBe(box.getAttribute("value"));
  });
});

describe("the pickup form's order (SPEC 5.3)", () => {
  it("asks what and when first, then who, then how many locations and how much: the order its checks run in", () => {
    const form = page(paths["schedule-pickup"]).querySelector('[data-island="pickup-form"] form');
    // Each control's field, in the order the form holds them (the boxes share one, the honeypot has none).
    const fields = [
      ...new Set(
        [...(form?.querySelectorAll("input, select, textarea, button[id]") ?? [])]
          .filter((control) => !control.closest('[aria-hidden="true"]'))
          .map((control) =>
            control.id === PICKUP_DATE_ID ? "date" : (control.getAttribute("name") ?? "").replace("[]", ""),
          )
          .filter(Boolean),
      ),
    ];
    // What an empty form's submit marks, first first.
    const check = pickupCheck([], "", {
      name: "",
      company: "",
      email: "",
      phone: "",
      locations: "",
      volume: "",
      notes: "",
      company_url: "",
    });
    const marked = check.ok ? [] : check.problems.map((problem) => problem.field);
    expect(marked.length).toBeGreaterThan(2);
    expect(fields.filter((field) => marked.includes(field))).toEqual(marked);
  });
});

describe("the career form's resume (SPEC 5.2, 7.1)", () => {
  it("says beside the field that the file is not uploaded and HR will ask for it by e-mail", () => {
    const input = page(paths.careers).querySelector('[data-island="career-form"] input[type="file"]');
    const hints = (input?.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => text(page(paths.careers).getElementById(id)));
    expect(hints).toContain(RESUME_HINT);
  });
});
