/**
 * Every value put into a lead's e-mail body is one line, so
 * nothing a link or a visitor types can forge a line of the lead data, such as
 * "Landing page: /fake" from `?utm_source=google%0D%0ALanding%20page:%20/fake`.
 * What the visitor writes over several lines keeps its line breaks, in its own section.
 */
import { describe, expect, it } from "vitest";
import { careerBody, contactBody, pickupBody } from "../../src/forms/bodies";
import { careerSchema, contactSchema, POSITIONS, pickupSchema, validate } from "../../src/forms/schemas";
import { oneLine, ownLines } from "../../src/lib/plain-text";
import { paths } from "../../src/paths";
import { parseVisit, visitLines } from "../../src/visit/lines";
import { nextVisit } from "../../src/visit/note";
import { siteContent } from "../helpers";

/** The project's site constants (content/site.yaml), as loaded. */
const { site } = siteContent();

/** Every way a value could break a line: CR, LF, CRLF, VT, FF, NEL, the Unicode separators. */
const BREAKS = [
  ["CR", "\r"],
  ["LF", "\n"],
  ["CRLF", "\r\n"],
  ["VT", "\v"],
  ["FF", "\f"],
  ["NEL (U+0085)", "\u0085"],
  ["U+2028", "\u2028"],
  ["U+2029", "\u2029"],
];
const FORGED = "Landing page: /fake";

function valid<T>(result: { ok: true; data: T } | { ok: false; first: string }): T {
  if (!result.ok) throw new Error(result.first);
  return result.data;
}
const linesOf = (text: string) => text.split("\n");
const startingWith = (text: string, label: string) => linesOf(text).filter((line) => line.startsWith(label));

describe("one line per value", () => {
  it("a campaign link with CR/LF in utm_source cannot forge a 'Landing page' line in the visit block", () => {
    const post = paths["blog-post"]({ slug: "x" });
    const url = new URL(`${site.origin}${post}?utm_source=google%0D%0ALanding%20page:%20/fake`);
    const lines = visitLines({ kind: "read", visit: nextVisit(undefined, url, ""), unreadable: [] });
    expect(lines.filter((line) => line.startsWith("Landing page"))).toEqual([`Landing page: ${post}`]);
    expect(lines).toContain("Campaign: utm_source=google Landing page: /fake");
    expect(lines.every((line) => !/[\r\n]/.test(line))).toBe(true);
  });

  it.each(BREAKS)(
    "a note's landing page, referrer, campaign and pages holding %s stay one line each",
    (_name, brk) => {
      const forged = `x${brk}${FORGED}`;
      const lines = visitLines(
        parseVisit(
          JSON.stringify({
            landing: `/${forged}`,
            referrer: forged,
            utm: [["utm_source", forged]],
            ads: [],
            pages: [`/${forged}`],
          }),
        ),
      );
      expect(lines).toHaveLength(5);
      expect(lines.filter((line) => line.startsWith("Landing page"))).toEqual([`Landing page: /x ${FORGED}`]);
      expect(lines.join("\n")).not.toMatch(/[\r\v\f\u0085\u2028\u2029]/);
    },
  );

  it("a résumé file name with CR/LF cannot forge a line of the career e-mail", () => {
    const data = valid(
      validate(careerSchema, {
        fullName: "Sam Rivera",
        email: "sam@example.com",
        phone: "508-555-0199",
        position: POSITIONS[2].value,
        linkedIn: "",
        coverLetter: "",
        company_url: "",
      }),
    );
    const body = careerBody(data, { name: `cv.pdf\r\n${FORGED}\r\nFile: other.pdf`, size: 1572864 });
    expect(startingWith(body, "Landing page")).toEqual([]);
    expect(startingWith(body, "File:")).toEqual([`File: cv.pdf ${FORGED} File: other.pdf (1.50 MB)`]);
  });

  it.each(BREAKS)(
    "single-line form fields (name, company, asset type) holding %s stay on their line",
    (_name, brk) => {
      const forge = (value: string) => `${value}${brk}${FORGED}`;
      const contact = valid(
        validate(contactSchema, {
          name: forge("Jordan Lee"),
          email: "jordan@example.com",
          phone: "617-555-0100",
          company: forge("Acme"),
          subject: "Other",
          message: "We have 300 laptops to retire.",
          company_url: "",
        }),
      );
      const pickup = valid(
        validate(pickupSchema, {
          name: forge("Pat Kim"),
          company: forge("Acme Bank"),
          email: "pat@example.com",
          phone: "781-555-0123",
          locations: "2-5",
          volume: "250-1000",
          notes: "",
          company_url: "",
        }),
      );
      const bodies = [contactBody(contact), pickupBody(pickup, [forge("Laptops")], new Date(2025, 5, 9))];
      for (const body of bodies) {
        expect(startingWith(body, "Landing page")).toEqual([]);
        expect(body).not.toMatch(/[\r\v\f\u0085\u2028\u2029]/);
      }
      expect(linesOf(bodies[0]!)).toHaveLength(10);
      expect(startingWith(bodies[0]!, "Name:")).toEqual([`Name: Jordan Lee ${FORGED}`]);
      expect(startingWith(bodies[1]!, "- ")).toEqual([`- Laptops ${FORGED}`]);
    },
  );

  it("the visitor's message, cover letter and notes keep their line breaks, as LF, and lose other control characters", () => {
    const written = "First line\r\nSecond line\u2028Third\rFourth\u0000end\tcolumn";
    const kept = "First line\nSecond line\nThird\nFourth end\tcolumn";
    expect(ownLines(written)).toBe(kept);
    const contact = valid(
      validate(contactSchema, {
        name: "Jordan Lee",
        email: "jordan@example.com",
        phone: "617-555-0100",
        subject: "Other",
        message: written,
        company_url: "",
      }),
    );
    expect(contactBody(contact).endsWith(`Message:\n${kept}`)).toBe(true);
  });

  it("oneLine turns each run of control characters (C0, DEL, C1, U+2028/9) into one space and leaves other text alone", () => {
    expect(oneLine("a\r\n\r\nb\u0000c\u007fd\u009be\u2028\u2029f")).toBe("a b c d e f");
    expect(oneLine("Zoë Müller-Łukasz 李 🚚 /über?x=1")).toBe("Zoë Müller-Łukasz 李 🚚 /über?x=1");
  });
});
