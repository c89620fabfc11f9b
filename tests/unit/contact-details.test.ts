import { parseHTML } from "linkedom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactDetails } from "../../src/components/blocks/contact-details";
import { SiteContext, type SiteContextValue } from "../../src/site-context";
import { siteContent } from "../helpers";

/** The project's content as loaded: the block reads the site's constants from it. */
const content = siteContent();
const { site } = content;
const context = { basePath: "/", content } as unknown as SiteContextValue;

type Layout = "page" | "card" | "footer";

function render(layout: Layout) {
  const { document } = parseHTML(
    `<div>${renderToStaticMarkup(
      createElement(
        SiteContext.Provider,
        { value: context },
        createElement(ContactDetails, { layout, linkClass: "footer-link" }),
      ),
    )}</div>`,
  );
  const links = [...document.querySelectorAll("a")];
  return {
    document,
    tel: links.find((a) => a.getAttribute("href")?.startsWith("tel:")),
    mail: links.find((a) => a.getAttribute("href")?.startsWith("mailto:")),
  };
}

/** What a reader sees: the non-breaking hyphens and spaces of a phone number read as plain ones. */
const plain = (text: string | null | undefined) =>
  (text ?? "").replace(/\u2011/g, "-").replace(/\u00a0/g, " ");

describe("ContactDetails: the phone, e-mail and address of content/site.yaml, one block for every place", () => {
  const dialled = `tel:+${site.phone.digits.split("-").join("")}`;

  it.each<Layout>(["page", "card", "footer"])("%s: dials the number and writes to the address", (layout) => {
    const { tel, mail } = render(layout);
    expect(tel?.getAttribute("href")).toBe(dialled);
    expect(plain(tel?.textContent)).toContain(site.phone.vanity);
    expect(plain(tel?.textContent)).toContain(site.phone.digits);
    expect(mail?.getAttribute("href")).toBe(`mailto:${site.email}`);
    expect(mail?.textContent).toBe(site.email);
  });

  it("labels each value on the page and the card, and not in the footer (its heading says Contact)", () => {
    expect(render("page").document.querySelectorAll("dt")).toHaveLength(4);
    expect(render("card").document.querySelectorAll("dt")).toHaveLength(2);
    expect(render("footer").document.querySelectorAll("dt")).toHaveLength(0);
    expect(render("footer").document.querySelectorAll("li")).toHaveLength(3);
  });

  it("gives the postal address on the page and in the footer, not in the narrow card", () => {
    for (const layout of ["page", "footer"] as const)
      expect(render(layout).document.querySelector("address")?.textContent).toContain(site.address.street);
    expect(render("card").document.querySelector("address")).toBeNull();
  });

  it("breaks the number after the vanity form only in the card, and colours the footer's links as told", () => {
    expect(render("card").tel?.querySelectorAll("span")).toHaveLength(2);
    expect(render("page").tel?.querySelectorAll("span")).toHaveLength(0);
    const footer = render("footer");
    expect([footer.tel?.className, footer.mail?.className]).toEqual(["footer-link", "footer-link"]);
  });
});
