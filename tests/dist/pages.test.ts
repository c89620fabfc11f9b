/** Each page holds what its SPEC section lists (SPEC 2.3-2.7, 2.9-2.15). */
import { describe, expect, it } from "vitest";
import { site } from "../../content/site";
import { paths } from "../../src/paths";
import { content, expectPicture, hrefOf, jsonLd, page, routes, sitePath, text } from "./dist-helpers";

const main = (path: string) => page(path).querySelector("main")!;
const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((el) => text(el));
const links = (root: ParentNode) =>
  [...root.querySelectorAll("a")].map((a) => ({ text: text(a), href: hrefOf(a) }));
const hasLink = (root: ParentNode, label: string, href: string) =>
  links(root).some((l) => l.text === label && l.href === href);
const islandProps = (root: ParentNode, name: string) =>
  JSON.parse(root.querySelector(`[data-island="${name}"]`)?.getAttribute("data-props") ?? "null");
const types = (path: string) => jsonLd(page(path)).map((block) => block["@type"]);

const SERVICE_ROUTES = [
  "/services/it-asset-disposition-itad",
  "/services/data-security-erasure",
  "/services/reverse-logistics",
  "/services/data-center-services",
  "/services/mobility-management",
];

describe("shared header and footer (SPEC 2.2)", () => {
  const d = page("/about-us");
  it("the header has the seven nav links, Client Login and Schedule a Pickup", () => {
    const nav = d.querySelector('nav[aria-label="Main"]')!;
    expect(links(nav).map((l) => l.href)).toEqual([
      "/",
      "/about-us",
      "/services",
      "/sustainability-esg",
      "/blog",
      "/careers",
      "/contact",
    ]);
    const header = d.querySelector("body > header")!;
    expect(hasLink(header, "Client Login", "/client-login")).toBe(true);
    expect(hasLink(header, "Schedule a Pickup", "/schedule-pickup")).toBe(true);
  });

  it("the footer has company, services and legal links, phone, e-mail, address, copyright and tagline", () => {
    const footer = d.querySelector("footer")!;
    const hrefs = links(footer).map((l) => l.href);
    for (const href of [
      "/about-us",
      "/careers",
      "/blog",
      "/sustainability-esg",
      "/contact",
      ...SERVICE_ROUTES,
      "/privacy-policy",
      "/terms",
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs).toContain(`tel:+${site.phone.digits.replaceAll("-", "")}`);
    expect(hrefs).toContain(`mailto:${site.email}`);
    expect(text(footer.querySelector("address"))).toContain(
      `${site.address.locality}, ${site.address.region}`,
    );
    expect(text(footer)).toContain(`© ${new Date().getFullYear()} ${site.brand}`);
    expect(text(footer)).toContain(site.tagline);
  });
});

describe("Home (SPEC 2.4)", () => {
  const m = main("/");
  it("has a hero with calls to action to /schedule-pickup and /services", () => {
    const hero = m.querySelector("section")!;
    const hrefs = links(hero).map((l) => l.href);
    expect(hrefs).toEqual(["/schedule-pickup", "/services"]);
  });

  it("has the trust badges, the three reasons and all five services", () => {
    expect(texts(m, "[data-trust-badges] li p:first-child")).toEqual([
      "NIST 800-88 Aligned",
      "DoD 5220.22-M Compatible",
      "R2/ISO Certified",
      "Full Chain-of-Custody",
    ]);
    expect(texts(m, "#why h3")).toEqual(["Certified Security", "Sustainable Solutions", "Value Recovery"]);
    const cards = [...m.querySelectorAll("[data-services] article")];
    expect(cards).toHaveLength(5);
    expect(cards.map((c) => hrefOf(c.querySelector("a")))).toEqual(SERVICE_ROUTES);
    for (const card of cards) expect(text(card.querySelector("a"))).toMatch(/^Learn More/);
  });

  it("has the industries strip, three testimonials and the sustainability block", () => {
    expect(text(m.querySelector("#industries-title"))).toBe("Trusted By Industry Leaders");
    expect(text(m.querySelector("#industries-title + p"))).toBe(
      "Serving Fortune 500 companies and organizations nationwide",
    );
    expect(texts(m, "[data-industries] li")).toEqual([
      "Healthcare",
      "Financial Services",
      "Enterprise Tech",
      "Manufacturing",
      "Education",
      "Government",
    ]);
    const quotes = [...m.querySelectorAll("[data-testimonials] figure")];
    expect(quotes).toHaveLength(3);
    for (const q of quotes) expect(q.querySelectorAll("figcaption p")).toHaveLength(2);
    expect(links(m.querySelector('[aria-labelledby="sustainability-title"]')!).map((l) => l.href)).toEqual([
      "/sustainability-esg",
    ]);
  });

  it("has the four FAQ entries with their answers in the HTML", () => {
    const faq = islandProps(m, "faq-accordion");
    expect(faq.items).toHaveLength(4);
    expect(m.querySelectorAll("#faq [data-accordion-panel]")).toHaveLength(4);
    for (const panel of m.querySelectorAll("#faq [data-accordion-panel]"))
      expect(text(panel).length).toBeGreaterThan(80);
    // One <details> per item, all closed, sharing one name: the browser keeps one open, even without JS.
    const items = [...m.querySelectorAll("#faq [data-accordion] > details")];
    expect(items.map((item) => item.getAttribute("data-key"))).toEqual([
      "item-0",
      "item-1",
      "item-2",
      "item-3",
    ]);
    expect(new Set(items.map((item) => item.getAttribute("name"))).size).toBe(1);
    expect(items[0]?.getAttribute("name")).toBeTruthy();
    expect(items.filter((item) => item.hasAttribute("open"))).toEqual([]);
    for (const item of items) expect(item.querySelector(":scope > summary > h3")).not.toBeNull();
  });

  it("shows the first 3 posts as Latest Insights with a link to /blog, then the closing banner", () => {
    const cards = [...m.querySelectorAll("#insights article h3 a")].map(hrefOf);
    expect(cards).toEqual(content.posts.slice(0, 3).map((p) => paths["blog-post"](p)));
    expect(links(m.querySelector("#insights")!).some((l) => l.href === "/blog")).toBe(true);
    const banner = m.querySelector('[data-cta="default"]')!;
    expect(hasLink(banner, "Schedule a Pickup", "/schedule-pickup")).toBe(true);
    expect(hasLink(banner, "Contact Us", "/contact")).toBe(true);
  });

  it("emits Organization structured data with the toll-free number and the social profile", () => {
    const org = jsonLd(page("/")).find((b) => b["@type"] === "Organization")!;
    expect(org.telephone).toBe(`+${site.phone.digits}`);
    expect(org.sameAs).toEqual(site.social.map((s) => s.href));
    expect(org.name).toBe(site.brand);
  });
});

describe("About (SPEC 2.5)", () => {
  const m = main("/about-us");
  it("has hero, mission, four values, the 4-step process and six certification tiles", () => {
    expect(text(m.querySelector("#mission-title"))).toBe("Our Mission");
    expect(texts(m, "#values h3")).toEqual([
      "Security First",
      "Compliance Excellence",
      "Environmental Responsibility",
      "Client Partnership",
    ]);
    expect(texts(m, "#process h3").map((t) => t.replace(/^Step \d: /, ""))).toEqual([
      "Collection",
      "Sanitization",
      "Disposition",
      "Reporting",
    ]);
    expect(texts(m, "[data-certifications] h3")).toEqual([
      "NIST 800-88 Aligned",
      "DoD 5220.22-M Compatible",
      "R2:2013",
      "e-Stewards",
      "ISO 9001",
      "ISO 14001",
    ]);
  });
});

describe("Services overview (SPEC 2.6)", () => {
  const m = main("/services");
  it("has all services, the 5-step process, eight industries and Schedule Consultation", () => {
    expect(m.querySelectorAll("[data-services] article")).toHaveLength(5);
    expect(texts(m, "#process h3").map((t) => t.replace(/^Step \d: /, ""))).toEqual([
      "Consultation",
      "Collection",
      "Data Destruction",
      "Disposition",
      "Reporting",
    ]);
    expect(texts(m, "#industries h3")).toEqual([
      "Healthcare",
      "Financial Services",
      "Technology",
      "Manufacturing",
      "Government",
      "Education",
      "Retail",
      "Legal",
    ]);
    expect(hasLink(m, "Schedule Consultation", "/contact")).toBe(true);
  });
});

describe("service pages (SPEC 2.7)", () => {
  it("every service page emits Service structured data", () => {
    for (const path of SERVICE_ROUTES) expect(types(path)).toContain("Service");
  });

  it("ITAD: compliance, 4-step chain of custody, value recovery, reporting, 5-question FAQ, related links", () => {
    const m = main("/services/it-asset-disposition-itad");
    expect(m.querySelectorAll("#compliance h3").length).toBeGreaterThanOrEqual(3);
    expect(texts(m, "#chain-of-custody h3").map((t) => t.replace(/^Step \d: /, ""))).toEqual([
      "Collection",
      "Receiving",
      "Processing",
      "Disposition",
    ]);
    expect(m.querySelector("#value-recovery-title")).not.toBeNull();
    const reporting = text(m.querySelector("#reporting"));
    expect(reporting).toMatch(/Certificate of Data Destruction/i);
    expect(reporting).toMatch(/Asset Disposition Report/i);
    expect(islandProps(m, "faq-accordion").items).toHaveLength(5);
    expect(types("/services/it-asset-disposition-itad")).toContain("FAQPage");
    const related = links(m.querySelector("#related")!).map((l) => l.href);
    expect(related).toContain("/services/data-security-erasure");
    const postPaths = new Set(content.posts.map((post) => paths["blog-post"](post)));
    expect(related.some((href) => postPaths.has(href ?? ""))).toBe(true);
  });

  it("data security: Clear, Purge, Destroy; on-site and off-site; eight media; verification; Request Consultation", () => {
    const m = main("/services/data-security-erasure");
    // Both comparisons are tables: a row per method and per media type, headed by its name.
    expect(texts(m, "table[data-methods] tbody th[scope=row]")).toEqual(["Clear", "Purge", "Destroy"]);
    expect(text(m.querySelector("#on-site-off-site"))).toMatch(/on-site/i);
    expect(text(m.querySelector("#on-site-off-site"))).toMatch(/off-site/i);
    expect(texts(m, "table[data-media] tbody th[scope=row]")).toEqual([
      "HDD",
      "SSD",
      "NVMe",
      "Tape",
      "USB Flash",
      "SD Cards",
      "Optical",
      "Embedded",
    ]);
    expect(text(m.querySelector("#verification"))).toMatch(/certificate/i);
    expect(hasLink(m, "Request Consultation", "/contact")).toBe(true);
  });

  it("reverse logistics: transport, chain of custody, SLAs and the four capabilities", () => {
    const m = main("/services/reverse-logistics");
    expect(text(m.querySelector("#pillars"))).toMatch(/transport/i);
    expect(text(m.querySelector("#pillars"))).toMatch(/chain of custody/i);
    expect(text(m.querySelector("#pillars"))).toMatch(/SLA/);
    expect(m.querySelectorAll("#capabilities h3")).toHaveLength(4);
    expect(text(m.querySelector("#capabilities"))).toMatch(/multi-site/i);
    expect(text(m.querySelector("#capabilities"))).toMatch(/storage/i);
    expect(text(m.querySelector("#capabilities"))).toMatch(/redeploy/i);
    expect(text(m.querySelector("#capabilities"))).toMatch(/remarketing/i);
  });

  it("data center: de-installs, on-site erasure, 4-step flow, value recovery, Request Project Consultation", () => {
    const m = main("/services/data-center-services");
    expect(text(m.querySelector("#capabilities"))).toMatch(/rack/i);
    expect(text(m.querySelector("#capabilities"))).toMatch(/on-site/i);
    expect(text(m.querySelector("#capabilities"))).toMatch(/erasure/i);
    expect(m.querySelectorAll("#project-flow ol[data-steps] > li")).toHaveLength(4);
    expect(m.querySelector("#dc-value-title")).not.toBeNull();
    expect(hasLink(m, "Request Project Consultation", "/contact")).toBe(true);
  });

  it("mobility: four services, Plan, Deploy, Retire, Recover, and a call to action to /contact", () => {
    const m = main("/services/mobility-management");
    expect(m.querySelectorAll("#mobility-services h3")).toHaveLength(4);
    expect(texts(m, "#refresh-cycle h3").map((t) => t.replace(/^Step \d: /, ""))).toEqual([
      "Plan",
      "Deploy",
      "Retire",
      "Recover",
    ]);
    expect(links(m.querySelector("[data-cta]")!).some((l) => l.href === "/contact")).toBe(true);
  });
});

describe("Sustainability (SPEC 2.10)", () => {
  const m = main("/sustainability-esg");
  it("has the four stats, the 3-step approach and the two certifications", () => {
    expect(texts(m, "[data-stats] dd")).toEqual(["2.4M lbs", "850 tons", "68%", "12,000+"]);
    expect(texts(m, "#approach h3").map((t) => t.replace(/^Step \d: /, ""))).toEqual([
      "Reuse & Remarketing",
      "Material Recovery",
      "Responsible Disposal",
    ]);
    const certs = [...m.querySelectorAll("#certifications li.rounded-xl")];
    expect(certs.map((c) => text(c.querySelector("h3")))).toEqual([
      "R2 (Responsible Recycling)",
      "e-Stewards",
    ]);
    for (const cert of certs) expect(cert.querySelectorAll("ul li").length).toBeGreaterThanOrEqual(3);
  });

  it("has the ESG reporting buttons, the success story figures and a closing banner", () => {
    expect(hasLink(m, "Request Your ESG Impact Report", "/schedule-pickup")).toBe(true);
    expect(hasLink(m, "Download Sample Report", "/contact")).toBe(true);
    const story = text(m.querySelector('[aria-labelledby="story-title"]'));
    for (const figure of ["75%", "$380K", "42 tons", "5,000 workstations", "200 servers", "12 locations"]) {
      expect(story).toContain(figure);
    }
    expect(m.querySelector('[data-cta="sustainability"]')).not.toBeNull();
  });
});

describe("Careers (SPEC 2.11)", () => {
  const m = main("/careers");
  it("has culture values, benefits, the four positions, the equal opportunity statement and the form", () => {
    expect(texts(m, "#culture h3")).toEqual(["Security-First", "Innovation", "Sustainability", "Integrity"]);
    expect(texts(m, "#benefits h3")).toEqual([
      "Healthcare",
      "401(k) Match",
      "Paid Time Off",
      "Professional Development",
    ]);
    const jobs = [...m.querySelectorAll("[data-positions] > li")].map((li) => [
      text(li.querySelector("h3")),
      ...texts(li, "ul li"),
    ]);
    expect(jobs).toEqual([
      ["Operations Manager", "Full-time", "On-site", "Operations"],
      ["Data Security Specialist", "Full-time", "On-site", "Engineering"],
      ["Sales Representative", "Full-time", "Hybrid", "Sales"],
      ["Field Technician", "Full-time", "Field", "Operations"],
    ]);
    expect(text(m.querySelector("#eeo-title"))).toBe("Equal Opportunity Employer");
    expect(m.querySelector('#apply [data-island="career-form"]')).not.toBeNull();
  });
});

describe("Schedule pickup (SPEC 2.12)", () => {
  const m = main("/schedule-pickup");
  it("has the hero, the 3-step explainer, the form and the six-question FAQ", () => {
    expect(text(m.querySelector("h1"))).toBe("Schedule Your Secure IT Asset Pickup");
    expect(texts(m, "#how-it-works h3").map((t) => t.replace(/^Step \d: /, ""))).toEqual([
      "Schedule",
      "Pickup",
      "Certificate",
    ]);
    expect(text(m.querySelector("#request-title"))).toBe("Request a Pickup");
    expect(m.querySelector('#request [data-island="pickup-form"]')).not.toBeNull();
    const faq = islandProps(m, "faq-accordion").items as { question: string; answer: string }[];
    expect(faq).toHaveLength(6);
    const answers = faq.map((f) => f.answer).join(" ");
    for (const fact of ["3-5 business days", "HIPAA", "SOX", "GDPR", "10 business days", "50 states"]) {
      expect(answers).toContain(fact);
    }
  });

  it("emits Service and FAQPage structured data", () => {
    expect(types("/schedule-pickup")).toEqual(["Service", "FAQPage"]);
  });
});

describe("Contact (SPEC 2.9)", () => {
  const m = main("/contact");
  it("has the phone, e-mail, address, the map on request and the form", () => {
    const hrefs = links(m).map((l) => l.href);
    expect(hrefs).toContain(`tel:+${site.phone.digits.replaceAll("-", "")}`);
    expect(hrefs).toContain(`mailto:${site.email}`);
    expect(text(m.querySelector("address"))).toContain(site.address.street);
    // No frame until the visitor asks for it.
    expect(m.querySelector("iframe")).toBeNull();
    expect(islandProps(m, "map-embed").src).toMatch(/^https:\/\/www\.google\.com\/maps/);
    expect(m.querySelector('[data-island="contact-form"]')).not.toBeNull();
  });
});

describe("Client login (SPEC 2.13)", () => {
  const m = main("/client-login");
  it("is a disabled login with the texts and links of the spec", () => {
    expect(text(m.querySelector("h1"))).toBe("Client Portal Access");
    expect(text(m)).toContain("Secure access to asset tracking and reporting");
    expect(text(m)).toMatch(/invitation only/i);
    const inputs = [...m.querySelectorAll("input")];
    expect(inputs.map((i) => i.getAttribute("type"))).toEqual(["email", "password"]);
    for (const input of inputs) expect(input.hasAttribute("disabled")).toBe(true);
    const button = m.querySelector("button")!;
    expect(text(button)).toBe("Login (Access Required)");
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(text(m)).toContain("Need portal access? Contact your account manager to request credentials.");
    expect(hasLink(m, "Schedule a Pickup", "/schedule-pickup")).toBe(true);
    expect(hasLink(m, "Contact Account Manager", "/contact")).toBe(true);
    const hrefs = links(m).map((l) => l.href);
    expect(hrefs).toContain(`mailto:${site.email}`);
    expect(hrefs).toContain(`tel:+${site.phone.digits.replaceAll("-", "")}`);
  });
});

describe("Privacy policy and Terms (SPEC 2.14)", () => {
  it("the privacy policy has 13 sections, the date and where rights requests go", () => {
    const m = main("/privacy-policy");
    expect(m.querySelectorAll(".prose-content h2")).toHaveLength(13);
    expect(text(m)).toContain("Last updated October 27, 2025");
    expect(text(m)).toContain(site.email);
    expect(text(m)).toMatch(/under (the age of )?18/);
    for (const topic of ["GDPR", "CCPA", "Cookies", "newsletter"]) expect(text(m)).toContain(topic);
  });

  it("the terms have 18 sections, the date and the key statements", () => {
    const m = main("/terms");
    const body = text(m);
    expect(m.querySelectorAll(".prose-content h2")).toHaveLength(18);
    expect(body).toContain("Last updated October 27, 2025");
    expect(body).toMatch(/NIST (Special Publication )?800-88/);
    for (const statement of [
      "30 days",
      "DoD 5220.22-M",
      "R2",
      "e-Stewards",
      "American Arbitration Association",
    ]) {
      expect(body).toContain(statement);
    }
    expect(body).toMatch(/class action/i);
    expect(body).toMatch(/amount paid/i);
  });
});

describe("404 (SPEC 2.15)", () => {
  it("shows 404, Page Not Found, the sentence, the buttons and the popular links", () => {
    const m = main("/404");
    expect(text(m)).toContain("404");
    expect(text(m.querySelector("h1"))).toBe("Page Not Found");
    expect(text(m)).toContain("The page you're looking for doesn't exist or has been moved.");
    expect(hasLink(m, "Return Home", "/")).toBe(true);
    expect(hasLink(m, "Contact Us", "/contact")).toBe(true);
    const popular = links(m.querySelector('nav[aria-labelledby="popular-title"]')!).map((l) => l.href);
    expect(popular).toEqual([
      "/services",
      "/schedule-pickup",
      "/about-us",
      "/blog",
      "/sustainability-esg",
      "/careers",
    ]);
  });
});

describe("layouts that follow the content (issue 16)", () => {
  it("the five service pages open on five different scenes, each with an action", () => {
    const heroes = SERVICE_ROUTES.map((path) => main(path).querySelector("[data-hero]")!);
    expect(new Set(heroes.map((hero) => hero.querySelector("img")?.getAttribute("src"))).size).toBe(5);
    for (const hero of heroes) expect(hero.querySelector('a[data-variant="cta"]')).not.toBeNull();
  });

  it("a service hero repeats none of the section under it (issue 26)", () => {
    for (const path of SERVICE_ROUTES) {
      const hero = main(path).querySelector("[data-hero]")!;
      const next = hero.nextElementSibling!;
      const heroText = text(hero);
      const repeated = texts(next, "h2, h3").filter((heading) => heroText.includes(heading));
      expect(repeated, path).toEqual([]);
    }
  });

  it("each service page shows its buyer a different artefact (issue 26)", () => {
    const artefacts = SERVICE_ROUTES.map((path) =>
      [...main(path).querySelectorAll("[data-artefact]")].map((el) => el.getAttribute("data-artefact")),
    );
    for (const [index, found] of artefacts.entries())
      expect(found.length, SERVICE_ROUTES[index]).toBeGreaterThan(0);
    expect(new Set(artefacts.flat()).size).toBe(artefacts.flat().length);
  });

  it("the rack and row view is a table whose every rack names its step or says it stays in service", () => {
    const table = main("/services/data-center-services").querySelector('[data-artefact="rack-view"] table')!;
    expect(text(table.querySelector("caption")).length).toBeGreaterThan(5);
    const steps = texts(main("/services/data-center-services"), "#project-flow ol[data-steps] h3").map((t) =>
      t.replace(/^Step \d+: /, ""),
    );
    expect(steps).toHaveLength(4);
    const cells = texts(table, "tbody td .sr-only");
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells)
      expect(cell).toMatch(new RegExp(`^(Step [1-4]: (${steps.join("|")})|In service)$`));
    expect(table.querySelectorAll("tbody th[scope=row]").length).toBe(
      table.querySelectorAll("tbody tr").length,
    );
  });

  it("the data security tables have a caption and column headers", () => {
    const m = main("/services/data-security-erasure");
    for (const table of m.querySelectorAll("table")) {
      expect(text(table.querySelector("caption")).length).toBeGreaterThan(10);
      expect(table.querySelectorAll("thead th[scope=col]").length).toBeGreaterThanOrEqual(2);
    }
    expect(texts(m, "table[data-media] thead th")).toEqual(["Clear", "Purge", "Destroy"]);
    // HDD: all three methods ticked; USB Flash: Destroy only.
    const ticks = (row: number) =>
      [...m.querySelectorAll("table[data-media] tbody tr")[row]!.querySelectorAll("td")]
        .slice(0, 3)
        .map((td) => text(td));
    expect(ticks(0)).toEqual(["Clear", "Purge", "Destroy"]);
    expect(ticks(4)).toEqual(["", "", "Destroy"]);
  });

  it("the pickup hero jumps to the form, under the form's own title", () => {
    const hero = main("/schedule-pickup").querySelector("[data-hero]")!;
    expect(links(hero)).toEqual([{ text: "Request a Pickup", href: "/schedule-pickup#request" }]);
  });

  it("every FAQ block has a contact panel beside it: phone, e-mail and two actions", () => {
    for (const path of ["/", "/services/it-asset-disposition-itad", "/schedule-pickup"]) {
      const faq = main(path).querySelector("#faq")!;
      const hrefs = links(faq).map((l) => l.href);
      expect(hrefs, path).toContain(`tel:+${site.phone.digits.replaceAll("-", "")}`);
      expect(hrefs, path).toContain(`mailto:${site.email}`);
      expect(faq.querySelectorAll('a[data-variant="cta"], a[data-variant="outline"]'), path).toHaveLength(2);
    }
  });

  it("blog cards show the post's cover, sized and lazy (but the first of a list that opens its page), and keep '{n} min read' on one line", async () => {
    const author = routes.find((r) => r.path.startsWith("/blog/author/"))!.path;
    const category = routes.find((r) => r.path.startsWith("/blog/category/"))!.path;
    // An article with related articles (another post of its category), whichever posts there are.
    const withRelated = content.posts.find((p) =>
      content.posts.some((other) => other !== p && other.category === p.category),
    );
    const article = paths["blog-post"]({ slug: (withRelated ?? content.posts[0])?.slug ?? "" });
    for (const path of ["/", "/blog", author, category, article]) {
      const opensPage = path === "/blog" || path === author || path === category;
      for (const [i, card] of main(path).querySelectorAll("[data-post-grid] article").entries()) {
        const img = card.querySelector("picture img")!;
        await expectPicture(card.querySelector("picture")!, sitePath(img.getAttribute("src")));
        // Lazy, the largest picture of a phone's first screen would wait for layout before its request.
        expect(img.getAttribute("loading"), `${path} card ${i}`).toBe(opensPage && i === 0 ? null : "lazy");
        expect(img.getAttribute("decoding")).toBe("async");
        // The title beside it names the post: the cover adds nothing to read.
        expect(img.getAttribute("alt")).toBe("");
        const read = [...card.querySelectorAll("span")].find((el) => / min read$/.test(text(el)))!;
        expect(read.getAttribute("class")).toContain("whitespace-nowrap");
      }
    }
  });

  it("every section of a page shares one reading width", () => {
    for (const path of ["/careers", "/about-us", "/contact", "/schedule-pickup", "/privacy-policy"]) {
      const widths = new Set(
        [...main(path).querySelectorAll('.mx-auto[class*="max-w-"]')].map(
          (el) => (el.getAttribute("class") ?? "").match(/\bmax-w-\S+/)?.[0],
        ),
      );
      expect([...widths], path).toEqual(["max-w-7xl"]);
    }
  });
});
