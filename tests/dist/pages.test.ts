/**
 * Each page holds what its SPEC section lists (SPEC 2.3-2.7, 2.9-2.15): its paths from
 * src/paths.ts, its texts from the copy in content/ (an editor may reword them), the counts
 * SPEC fixes as numbers.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY } from "../../src/components/blocks/cta-banner";
import type { ServiceId } from "../../src/model/copy";
import { paths } from "../../src/paths";
import { pathPrefix } from "../helpers";
import { content, expectPicture, hrefOf, jsonLd, page, routes, sitePath, text } from "./dist-helpers";

/** The words, constants and services the build was made from (its copy files, as loaded). */
const { site, services, copy } = content;
const {
  about,
  careers,
  clientLogin,
  dataCenter,
  dataSecurity,
  home,
  itad,
  mobility,
  notFound,
  schedulePickup,
  servicesOverview: servicesPage,
  shared,
  sustainability,
} = copy;
const serviceById = (id: ServiceId) => {
  const service = services.find((candidate) => candidate.id === id);
  if (!service) throw new Error(`no service ${id} in the content`);
  return service;
};

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
/** The titles of a list of the copy, in order. */
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
/** A step's heading without its number ("Step 2: Collection" -> "Collection"). */
const stepTitles = (root: ParentNode, selector: string) =>
  texts(root, selector).map((t) => t.replace(/^Step \d: /, ""));

const SERVICE_ROUTES = services.map((service) => paths.service(service));
const servicePath = (id: ServiceId) => paths.service(serviceById(id));

describe("shared header and footer (SPEC 2.2)", () => {
  const d = page(paths.about);
  it("the header has the seven nav links, Client Login and Schedule a Pickup", () => {
    const nav = d.querySelector('nav[aria-label="Main"]')!;
    expect(links(nav).map((l) => l.href)).toEqual([
      paths.home,
      paths.about,
      paths.services,
      paths.sustainability,
      paths.blog,
      paths.careers,
      paths.contact,
    ]);
    const header = d.querySelector("body > header")!;
    // The header's two buttons and their labels are SPEC 2.2's (src/components/layout/header.tsx).
    expect(hasLink(header, "Client Login", paths["client-login"])).toBe(true);
    expect(hasLink(header, "Schedule a Pickup", paths["schedule-pickup"])).toBe(true);
  });

  it("the footer has company, services and legal links, phone, e-mail, address, copyright and tagline", () => {
    const footer = d.querySelector("footer")!;
    const hrefs = links(footer).map((l) => l.href);
    for (const href of [
      paths.about,
      paths.careers,
      paths.blog,
      paths.sustainability,
      paths.contact,
      ...SERVICE_ROUTES,
      paths.privacy,
      paths.terms,
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
  const m = main(paths.home);
  it("has a hero with calls to action to the pickup page and the services overview", () => {
    const hero = m.querySelector("section")!;
    const hrefs = links(hero).map((l) => l.href);
    expect(hrefs).toEqual([paths["schedule-pickup"], paths.services]);
  });

  it("has the trust badges, the three reasons and all five services", () => {
    expect(texts(m, "[data-trust-badges] li p:first-child")).toEqual(titles(shared.trustBadges));
    expect(texts(m, "[data-trust-badges] [data-trust-issuer]")).toEqual(
      shared.trustBadges.map((badge) => badge.issuer),
    );
    expect(texts(m, "#why h3")).toEqual(titles(home.reasons.items));
    const cards = [...m.querySelectorAll("[data-services] article")];
    expect(cards).toHaveLength(5); // SPEC 3: five services
    expect(cards.map((c) => hrefOf(c.querySelector("a")))).toEqual(SERVICE_ROUTES);
    for (const card of cards) expect(text(card.querySelector("a"))).toMatch(/^Learn More/);
    // The ITAD card names the steps of the chain of custody as every page does.
    expect(texts(m, "[data-featured-detail] ol li > span:last-child")).toEqual(titles(shared.process));
  });

  it("has the industries strip, three testimonials and the sustainability block", () => {
    expect(text(m.querySelector("#industries-title"))).toBe(shared.industries.title);
    expect(text(m.querySelector("#industries-title + p"))).toBe(shared.industries.lead);
    // Sectors served, each with a line on what is done for it: a list, not a wall of logos.
    expect(texts(m, "[data-industries] li h3")).toEqual(shared.industries.items.map((item) => item.name));
    expect(texts(m, "[data-industries] li p")).toEqual(shared.industries.items.map((item) => item.body));
    const quotes = [...m.querySelectorAll("[data-testimonials] figure")];
    expect(quotes).toHaveLength(3); // SPEC 2.3: three testimonials
    for (const q of quotes) expect(q.querySelectorAll("figcaption p")).toHaveLength(2);
    expect(links(m.querySelector('[aria-labelledby="sustainability-title"]')!).map((l) => l.href)).toEqual([
      paths.sustainability,
    ]);
  });

  it("has the four FAQ entries with their answers in the HTML", () => {
    const faq = islandProps(m, "faq-accordion");
    expect(faq.items).toHaveLength(4); // SPEC 2.4: four FAQ entries
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

  it("shows the first 3 posts as the latest insights with a link to the blog, then the closing banner", () => {
    const cards = [...m.querySelectorAll("#insights article h3 a")].map(hrefOf);
    expect(cards).toEqual(content.posts.slice(0, 3).map((p) => paths["blog-post"](p)));
    expect(links(m.querySelector("#insights")!).some((l) => l.href === paths.blog)).toBe(true);
    // The banner's buttons are SPEC 2.3's defaults (src/components/blocks/cta-banner.tsx).
    const banner = m.querySelector('[data-cta="default"]')!;
    expect(hasLink(banner, DEFAULT_PRIMARY.label, paths["schedule-pickup"])).toBe(true);
    expect(hasLink(banner, DEFAULT_SECONDARY.label, paths.contact)).toBe(true);
  });

  it("emits Organization structured data with the toll-free number and the social profile", () => {
    const org = jsonLd(page(paths.home)).find((b) => b["@type"] === "Organization")!;
    expect(org.telephone).toBe(`+${site.phone.digits}`);
    expect(org.sameAs).toEqual(site.social.map((s) => s.href));
    expect(org.name).toBe(site.brand);
  });
});

describe("About (SPEC 2.5)", () => {
  const m = main(paths.about);
  it("has hero, mission, four values, the 4-step process and six certification tiles", () => {
    expect(text(m.querySelector("#mission-title"))).toBe(about.mission.title);
    expect(texts(m, "#values h3")).toEqual(titles(about.values.items));
    // The chain of custody, told once (content/pages/shared.yaml) and alike on every page.
    expect(stepTitles(m, "#process h3")).toEqual(titles(shared.process));
    expect(texts(m, "#process h3 + p")).toEqual(shared.process.map((step) => step.body));
    expect(texts(m, "[data-certifications] h3")).toEqual(titles(about.certifications.items));
  });

  it("shows each certification once, as a mark with who certifies it and what it covers", () => {
    const { items } = about.certifications;
    expect(texts(m, "[data-certifications] [data-credential-issuer]")).toEqual(
      items.map((item) => item.issuer),
    );
    expect(texts(m, "[data-certifications] [data-credential-mark]")).toEqual(items.map((item) => item.mark));
    expect(
      [...m.querySelectorAll("[data-certifications] [data-credential-mark]")].map((el) =>
        el.getAttribute("data-credential-mark"),
      ),
    ).toEqual(items.map((item) => item.kind));
    for (const item of items) {
      expect(text(m)).toContain(item.covers);
      // Once on the page: no second block repeats the six.
      const named = [...m.querySelectorAll("h2, h3, h4, p, li, dt, dd, figcaption")].filter(
        (el) => text(el) === item.title && text(el.parentElement) !== item.title,
      );
      expect(named, item.title).toHaveLength(1);
    }
  });
});

describe("Services (SPEC 2.6)", () => {
  const m = main(paths.services);
  it("has all services, the 5-step process, eight industries and its call to action to the contact page", () => {
    expect(m.querySelectorAll("[data-services] article")).toHaveLength(5); // SPEC 3: five services
    // Consultation, then the chain of custody every page tells alike.
    const steps = [servicesPage.process.consultation, ...shared.process];
    expect(stepTitles(m, "#process h3")).toEqual(titles(steps));
    expect(texts(m, "#process h3 + p")).toEqual(steps.map((step) => step.body));
    expect(texts(m, "#industries h3")).toEqual(titles(servicesPage.industries.items));
    expect(hasLink(m, servicesPage.cta.primary.label, paths.contact)).toBe(true);
  });
});

describe("service pages (SPEC 2.7)", () => {
  it("every service page emits Service structured data", () => {
    for (const path of SERVICE_ROUTES) expect(types(path)).toContain("Service");
  });

  it("ITAD: compliance, 4-step chain of custody, value recovery, reporting, 5-question FAQ, related links", () => {
    const m = main(servicePath("itad"));
    expect(m.querySelectorAll("#compliance h3").length).toBeGreaterThanOrEqual(3);
    // The chain of custody every page tells, each step with the record it produces.
    expect(stepTitles(m, "#chain-of-custody h3")).toEqual(titles(shared.process));
    expect(texts(m, "#chain-of-custody h3 + p")).toEqual(shared.process.map((step) => step.body));
    expect(texts(m, "#chain-of-custody [data-step-record]")).toEqual(
      shared.process.map((step) => `${itad.chainOfCustody.recordLabel} ${step.record}`),
    );
    expect(m.querySelector("#value-recovery-title")).not.toBeNull();
    const reporting = text(m.querySelector("#reporting"));
    for (const report of titles(itad.reporting.items)) expect(reporting).toContain(report);
    expect(islandProps(m, "faq-accordion").items).toHaveLength(5); // SPEC 2.7: 5 questions
    expect(types(servicePath("itad"))).toContain("FAQPage");
    const related = links(m.querySelector("#related")!).map((l) => l.href);
    expect(related).toContain(servicePath("data-security"));
    const postPaths = new Set(content.posts.map((post) => paths["blog-post"](post)));
    expect(related.some((href) => postPaths.has(href ?? ""))).toBe(true);
    // Each card ends in its worded call to action.
    const cards = [...m.querySelectorAll("#related li")].map(text);
    const relatedLinks = [itad.related.blogArticle, itad.related.dataSecurity];
    expect(cards).toEqual(relatedLinks.map((link) => `${link.label}${link.description}${link.action}`));
  });

  it("data security: the three methods; on-site and off-site; eight media; verification; a call to action", () => {
    const m = main(servicePath("data-security"));
    // Both comparisons are tables: a row per method and per media type, headed by its name.
    expect(texts(m, "table[data-methods] tbody th[scope=row]")).toEqual(titles(dataSecurity.methods.items));
    expect(text(m.querySelector("#on-site-off-site"))).toMatch(/on-site/i);
    expect(text(m.querySelector("#on-site-off-site"))).toMatch(/off-site/i);
    expect(texts(m, "table[data-media] tbody th[scope=row]")).toEqual(
      dataSecurity.media.items.map((media) => media.name),
    );
    expect(texts(m, "table[data-media] tbody th[scope=row]")).toHaveLength(8); // SPEC 2.7: eight media types
    expect(text(m.querySelector("#verification"))).toMatch(/certificate/i);
    expect(hasLink(m, dataSecurity.cta.primary.label, paths.contact)).toBe(true);
  });

  it("reverse logistics: transport, chain of custody, SLAs and the four capabilities", () => {
    const m = main(servicePath("reverse-logistics"));
    expect(text(m.querySelector("#pillars"))).toMatch(/transport/i);
    expect(text(m.querySelector("#pillars"))).toMatch(/chain of custody/i);
    expect(text(m.querySelector("#pillars"))).toMatch(/SLA/);
    expect(m.querySelectorAll("#capabilities h3")).toHaveLength(4);
    expect(text(m.querySelector("#capabilities"))).toMatch(/multi-site/i);
    expect(text(m.querySelector("#capabilities"))).toMatch(/storage/i);
    expect(text(m.querySelector("#capabilities"))).toMatch(/redeploy/i);
    expect(text(m.querySelector("#capabilities"))).toMatch(/remarketing/i);
  });

  it("data center: de-installs, on-site erasure, 4-step flow, value recovery, a call to action", () => {
    const m = main(servicePath("data-center"));
    expect(text(m.querySelector("#capabilities"))).toMatch(/rack/i);
    expect(text(m.querySelector("#capabilities"))).toMatch(/on-site/i);
    expect(text(m.querySelector("#capabilities"))).toMatch(/erasure/i);
    expect(m.querySelectorAll("#project-flow ol[data-steps] > li")).toHaveLength(4);
    expect(m.querySelector("#dc-value-title")).not.toBeNull();
    expect(hasLink(m, dataCenter.cta.primary.label, paths.contact)).toBe(true);
  });

  it("mobility: four services, Plan, Deploy, Retire, Recover, and a call to action to the contact page", () => {
    const m = main(servicePath("mobility"));
    expect(m.querySelectorAll("#mobility-services h3")).toHaveLength(4);
    expect(stepTitles(m, "#refresh-cycle h3")).toEqual(titles(mobility.refreshCycle.items));
    expect(links(m.querySelector("[data-cta]")!).some((l) => l.href === paths.contact)).toBe(true);
  });
});

describe("Sustainability (SPEC 2.10)", () => {
  const m = main(paths.sustainability);
  it("has the four stats, the 3-step approach and the two certifications", () => {
    expect(texts(m, "[data-stats] dd")).toEqual(sustainability.stats.items.map((stat) => stat.value));
    expect(texts(m, "[data-stats] dd")).toHaveLength(4); // SPEC 2.10: 4 impact stats
    expect(stepTitles(m, "#approach h3")).toEqual(titles(sustainability.approach.items));
    const certs = [...m.querySelectorAll("#certifications li.rounded-xl")];
    expect(certs.map((c) => text(c.querySelector("h3")))).toEqual(
      titles(sustainability.certifications.items),
    );
    for (const cert of certs) expect(cert.querySelectorAll("ul li").length).toBeGreaterThanOrEqual(3);
    expect(certs.map((c) => text(c.querySelector("[data-credential-issuer]")))).toEqual(
      sustainability.certifications.items.map((item) => item.issuer),
    );
  });

  it("has the ESG reporting buttons, the success story figures and a closing banner", () => {
    const { primary, secondary } = sustainability.esgReporting;
    expect(hasLink(m, primary.label, paths["schedule-pickup"])).toBe(true);
    // SPEC 2.10: View Sample Report is an in-page link to the sample report the block shows.
    if (!("anchor" in secondary.to)) throw new Error("View Sample Report must be an in-page link");
    const anchor = secondary.to.anchor;
    expect(links(m).filter((l) => l.text === secondary.label)).toEqual([
      { text: secondary.label, href: `#${anchor}` },
    ]);
    const sample = m.querySelector(`[aria-labelledby="esg-title"] [id="${anchor}"]`);
    expect(sample?.querySelector("img")?.getAttribute("alt")).toMatch(/report/i);
    const story = text(m.querySelector('[aria-labelledby="story-title"]'));
    // The success story's figures, as SPEC 2.10 gives them.
    for (const figure of ["75%", "$380K", "42 tons", "5,000 workstations", "200 servers", "12 locations"]) {
      expect(story).toContain(figure);
    }
    expect(m.querySelector('[data-cta="sustainability"]')).not.toBeNull();
  });
});

describe("Careers (SPEC 2.11)", () => {
  const m = main(paths.careers);
  it("has culture values, benefits, the four positions, the equal opportunity statement and the form", () => {
    expect(texts(m, "#culture h3")).toEqual(titles(careers.culture.items));
    expect(texts(m, "#benefits h3")).toEqual(titles(careers.benefits.items));
    const jobs = [...m.querySelectorAll("[data-positions] > li")].map((li) => [
      text(li.querySelector("h3")),
      ...texts(li, "ul li"),
    ]);
    expect(jobs).toEqual(
      careers.positions.items.map((job) => [job.title, job.type, job.location, job.department]),
    );
    expect(jobs).toHaveLength(4); // SPEC 2.11: 4 open positions
    expect(text(m.querySelector("#eeo-title"))).toBe(careers.equalOpportunity.title);
    expect(m.querySelector('#apply [data-island="career-form"]')).not.toBeNull();
  });
});

describe("Schedule pickup (SPEC 2.12)", () => {
  const m = main(paths["schedule-pickup"]);
  it("has the hero, the 3-step explainer, the form and the six-question FAQ", () => {
    expect(text(m.querySelector("h1"))).toBe(schedulePickup.hero.title);
    expect(stepTitles(m, "#how-it-works h3")).toEqual(titles(schedulePickup.steps.items));
    expect(text(m.querySelector("#request-title"))).toBe(schedulePickup.form.title);
    expect(m.querySelector('#request [data-island="pickup-form"]')).not.toBeNull();
    const faq = islandProps(m, "faq-accordion").items as { question: string; answer: string }[];
    expect(faq).toHaveLength(6); // SPEC 2.12: six questions
    // The facts SPEC 2.12 asks the answers to give; a range is written with an en dash (CONTENT.md, Typography).
    const answers = faq.map((f) => f.answer).join(" ");
    for (const fact of [/3[–-]5 business days/, "HIPAA", "SOX", "GDPR", "10 business days", "50 states"]) {
      expect(answers).toMatch(fact);
    }
  });

  it("emits Service and FAQPage structured data", () => {
    expect(types(paths["schedule-pickup"])).toEqual(expect.arrayContaining(["Service", "FAQPage"]));
  });
});

describe("Contact (SPEC 2.9)", () => {
  const m = main(paths.contact);
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
  const m = main(paths["client-login"]);
  it("is a disabled login with the texts and links of the spec", () => {
    expect(text(m.querySelector("h1"))).toBe(clientLogin.card.title);
    expect(text(m)).toContain(clientLogin.card.subtitle);
    expect(text(m)).toMatch(/invitation only/i);
    const inputs = [...m.querySelectorAll("input")];
    expect(inputs.map((i) => i.getAttribute("type"))).toEqual(["email", "password"]);
    for (const input of inputs) expect(input.hasAttribute("disabled")).toBe(true);
    const button = m.querySelector("button")!;
    expect(text(button)).toBe(clientLogin.card.button);
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(text(m)).toContain(clientLogin.help);
    expect(hasLink(m, clientLogin.links.schedulePickup.label, paths["schedule-pickup"])).toBe(true);
    expect(hasLink(m, clientLogin.links.contactManager.label, paths.contact)).toBe(true);
    const hrefs = links(m).map((l) => l.href);
    expect(hrefs).toContain(`mailto:${site.email}`);
    expect(hrefs).toContain(`tel:+${site.phone.digits.replaceAll("-", "")}`);
  });

  it("reads as invitation-only on purpose: each switched-off control says why, and the page says what the portal holds and how to get access", () => {
    const note = m.querySelector(`#${m.querySelector("input")?.getAttribute("aria-describedby")}`);
    expect(text(note)).toBe(clientLogin.disabledNote);
    for (const control of m.querySelectorAll("input, button")) {
      expect(control.getAttribute("aria-describedby"), control.outerHTML).toBe(note?.id);
    }
    const portal = m.querySelector('section[aria-labelledby="portal-features-title"]');
    expect(text(portal?.querySelector("h2"))).toBe(clientLogin.portal.title);
    expect([...(portal?.querySelectorAll("h3") ?? [])].map(text)).toEqual(
      clientLogin.portal.items.map((i) => i.title),
    );
    expect([...(portal?.querySelectorAll("ol li > span:not([aria-hidden])") ?? [])].map(text)).toEqual(
      clientLogin.access.steps,
    );
  });
});

describe("Privacy policy and Terms (SPEC 2.14)", () => {
  it("the privacy policy has 13 sections, the date and where rights requests go", () => {
    const m = main(paths.privacy);
    expect(m.querySelectorAll(".prose-content h2")).toHaveLength(13); // SPEC 2.14: 13 sections
    expect(text(m)).toContain("Last updated October 27, 2025");
    expect(text(m)).toContain(site.email);
    expect(text(m)).toMatch(/under (the age of )?18/);
    for (const topic of ["GDPR", "CCPA", "Cookies", "newsletter"]) expect(text(m)).toContain(topic);
  });

  it("the terms have 18 sections, the date and the key statements", () => {
    const m = main(paths.terms);
    const body = text(m);
    expect(m.querySelectorAll(".prose-content h2")).toHaveLength(18); // SPEC 2.14: 18 sections
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
  it("shows the code, the title, the sentence, the buttons and the popular links", () => {
    const m = main(paths["not-found"]);
    expect(text(m)).toContain(notFound.code);
    expect(text(m.querySelector("h1"))).toBe(notFound.title);
    expect(text(m)).toContain(notFound.text);
    expect(hasLink(m, notFound.primary.label, paths.home)).toBe(true);
    expect(hasLink(m, notFound.secondary.label, paths.contact)).toBe(true);
    const popular = links(m.querySelector('nav[aria-labelledby="popular-title"]')!).map((l) => l.href);
    expect(popular).toEqual([
      paths.services,
      paths["schedule-pickup"],
      paths.about,
      paths.blog,
      paths.sustainability,
      paths.careers,
    ]);
  });
});

describe("layouts that follow the content", () => {
  it("the five service pages open on five different scenes, each with an action", () => {
    const heroes = SERVICE_ROUTES.map((path) => main(path).querySelector("[data-hero]")!);
    expect(new Set(heroes.map((hero) => hero.querySelector("img")?.getAttribute("src"))).size).toBe(5);
    for (const hero of heroes) expect(hero.querySelector('a[data-variant="cta"]')).not.toBeNull();
  });

  it("a service hero repeats none of the section under it", () => {
    for (const path of SERVICE_ROUTES) {
      const hero = main(path).querySelector("[data-hero]")!;
      const next = hero.nextElementSibling!;
      const heroText = text(hero);
      const repeated = texts(next, "h2, h3").filter((heading) => heroText.includes(heading));
      expect(repeated, path).toEqual([]);
    }
  });

  it("each service page shows its buyer a different artefact", () => {
    const artefacts = SERVICE_ROUTES.map((path) =>
      [...main(path).querySelectorAll("[data-artefact]")].map((el) => el.getAttribute("data-artefact")),
    );
    for (const [index, found] of artefacts.entries())
      expect(found.length, SERVICE_ROUTES[index]).toBeGreaterThan(0);
    expect(new Set(artefacts.flat()).size).toBe(artefacts.flat().length);
  });

  it("the rack and row view is a table whose every rack names its step or says it stays in service", () => {
    const m = main(servicePath("data-center"));
    const table = m.querySelector('[data-artefact="rack-view"] table')!;
    expect(text(table.querySelector("caption")).length).toBeGreaterThan(5);
    const steps = texts(m, "#project-flow ol[data-steps] h3").map((t) => t.replace(/^Step \d+: /, ""));
    expect(steps).toHaveLength(4);
    const cells = texts(table, "tbody td .sr-only");
    expect(cells.length).toBeGreaterThan(0);
    const inService = dataCenter.rackView.inService.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const cell of cells)
      expect(cell).toMatch(new RegExp(`^(Step [1-4]: (${steps.join("|")})|${inService})$`));
    expect(table.querySelectorAll("tbody th[scope=row]").length).toBe(
      table.querySelectorAll("tbody tr").length,
    );
  });

  it("the data security tables have a caption and column headers", () => {
    const m = main(servicePath("data-security"));
    for (const table of m.querySelectorAll("table")) {
      expect(text(table.querySelector("caption")).length).toBeGreaterThan(10);
      expect(table.querySelectorAll("thead th[scope=col]").length).toBeGreaterThanOrEqual(2);
    }
    const methods = dataSecurity.methods.items.map((method) => method.title);
    expect(texts(m, "table[data-media] thead th")).toEqual(methods);
    // Each media type's row ticks the methods its copy names, and no other (HDD: all three; USB Flash: Destroy only).
    const ticks = (row: number) =>
      [...m.querySelectorAll("table[data-media] tbody tr")[row]!.querySelectorAll("td")]
        .slice(0, 3)
        .map((td) => text(td));
    for (const [row, media] of dataSecurity.media.items.entries())
      expect(ticks(row), media.name).toEqual(
        methods.map((method) => (media.methods.includes(method) ? method : "")),
      );
  });

  it("the pickup hero jumps to the form, under the form's own title", () => {
    const hero = main(paths["schedule-pickup"]).querySelector("[data-hero]")!;
    expect(links(hero)).toEqual([
      { text: schedulePickup.form.title, href: `${paths["schedule-pickup"]}#request` },
    ]);
  });

  it("every FAQ block has a contact panel beside it: phone, e-mail and two actions", () => {
    for (const path of [paths.home, servicePath("itad"), paths["schedule-pickup"]]) {
      const faq = main(path).querySelector("#faq")!;
      const hrefs = links(faq).map((l) => l.href);
      expect(hrefs, path).toContain(`tel:+${site.phone.digits.replaceAll("-", "")}`);
      expect(hrefs, path).toContain(`mailto:${site.email}`);
      expect(faq.querySelectorAll('a[data-variant="cta"], a[data-variant="outline"]'), path).toHaveLength(2);
    }
  });

  it("blog cards show the post's cover, sized and lazy (but the first of a list that opens its page), and keep '{n} min read' on one line", async () => {
    const author = routes.find((r) => r.path.startsWith(pathPrefix("blog-author")))!.path;
    const category = routes.find((r) => r.path.startsWith(pathPrefix("blog-category")))!.path;
    // An article with related articles (another post of its category), whichever posts there are.
    const withRelated = content.posts.find((p) =>
      content.posts.some((other) => other !== p && other.category === p.category),
    );
    const article = paths["blog-post"]({ slug: (withRelated ?? content.posts[0])?.slug ?? "" });
    for (const path of [paths.home, paths.blog, author, category, article]) {
      const opensPage = path === paths.blog || path === author || path === category;
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
    for (const path of [paths.careers, paths.about, paths.contact, paths["schedule-pickup"], paths.privacy]) {
      const widths = new Set(
        [...main(path).querySelectorAll('.mx-auto[class*="max-w-"]')].map(
          (el) => (el.getAttribute("class") ?? "").match(/\bmax-w-\S+/)?.[0],
        ),
      );
      expect([...widths], path).toEqual(["max-w-7xl"]);
    }
  });
});
