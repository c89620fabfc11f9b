/**
 * The copy files (content/site.yaml, services.yaml, pages/*.yaml) as the loader reads them
 * (build/2-content/copy.ts): each problem names the file, the line of the node it is about and
 * the field, says what is wrong and what to do, and suggests the key that was likely meant.
 * Small YAML texts and the schemas of src/model/copy/, never today's copy.
 */
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { checkCopyText, copyPostLinkProblems, type PostsOfBuild } from "../../build/2-content/copy";
import { formatProblem, type Problem } from "../../build/2-content/problems";
import { siteSchema } from "../../src/model/copy";
import { feature, hero } from "../../src/model/copy/fields";
import { linkItem } from "../../src/model/copy/links";
import { mobilityCopy, notFoundCopy, sharedCopy } from "../../src/model/copy/pages";
import { servicesSchema } from "../../src/model/copy/services";
import { contentTokens } from "../../src/model/tokens";

const FILE = "content/pages/example.yaml";

/** A site of the tests' own, and a service, for the tokens. */
const tokens = contentTokens(
  {
    brand: "Acme Disposal",
    email: "hello@acme.test",
    phone: { digits: "1-800-555-0100", vanity: "1-800-ACME-NOW" },
    address: { street: "1 Main St", locality: "Springfield", region: "MA", postalCode: "01101" },
  },
  [{ id: "itad", title: "Asset Retirement" }],
);

/** The copy `text` checked with `schema`: its data and its problems as the build prints them. */
function check<S extends z.ZodType>(text: string, schema: S) {
  const problems: Problem[] = [];
  const data = checkCopyText(text, FILE, schema, tokens, problems);
  return { data, problems: problems.map((problem) => formatProblem(problem).trim()) };
}

const features = z.strictObject({ items: z.array(feature) });
const links = z.strictObject({ links: z.array(linkItem) });

describe("a copy file's problems", () => {
  it("name an icon that is not one by its file, line and field, with the icon meant", () => {
    const { data, problems } = check(
      [
        "items:",
        "  - icon: ShieldCheck",
        "    title: Certified",
        "    body: Every device.",
        "  - icon: SheildCheck",
        "    title: Audited",
        "    body: Every year.",
      ].join("\n"),
      features,
    );
    expect(data).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/pages\/example\.yaml:5: field "items\.1\.icon": "SheildCheck" is not an icon the site draws\. Did you mean "ShieldCheck"\? Use one of the icon names in src\/model\/icons\.ts/,
    );
  });

  it("name a page key, a service id and a post slug that are not one, each at its line", () => {
    const { problems } = check(
      [
        "links:",
        "  - label: Write to us",
        "    to: { page: contcat }",
        "  - label: Our erasure service",
        "    to:",
        "      service: data-securty",
        "  - label: An article",
        "    to: { post: Not A Slug }",
      ].join("\n"),
      links,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/pages\/example\.yaml:3: field "links\.0\.to\.page": "contcat" is not a page of the site\. Did you mean "contact"\? Pages are home, /,
      ),
      expect.stringMatching(
        /^content\/pages\/example\.yaml:6: field "links\.1\.to\.service": "data-securty" is not a service of the site\. Did you mean "data-security"\?/,
      ),
      `${FILE}:8: field "links.2.to.post": must be a post's slug: its file name in content/blog/ without .md`,
    ]);
  });

  it("say how many items a list the spec fixes needs, and why, even when an item has its own problem", () => {
    const badge = (title: string) => [
      `  - icon: Award`,
      `    title: ${title}`,
      "    issuer: Audited by a certification body.",
      "    body: Audited.",
    ];
    const { problems } = check(
      [
        "trustBadges:",
        ...badge("One"),
        ...badge("Two"),
        "  - icon: Award",
        "    title: Three",
        "    issuer: Audited by a certification body.",
      ].join("\n"),
      sharedCopy.pick({ trustBadges: true }),
    );
    expect(problems).toEqual([
      `${FILE}:10: field "trustBadges.2.body": is required but missing`,
      `${FILE}:1: field "trustBadges": must list 4 trust badges, not 3: the strip shows four in a row (SPEC 2.3: NIST 800-88, DoD 5220.22-M, R2/ISO, chain of custody). Add or remove items until there are 4`,
    ]);
  });

  it("tell a line YAML cannot read by its line and column, in words", () => {
    const { data, problems } = check(
      ["hero:", "  title: Data: where it goes", "  lead: Ours."].join("\n"),
      hero,
    );
    expect(data).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/pages\/example\.yaml:2: is not valid YAML: .+ \(column \d+\)\. Put a text in double quotes when it holds ": "/,
    );
  });

  it("name a field the schema does not have at its own line", () => {
    const { problems } = check(
      ["title: Retire IT safely", "lead: We collect it.", "subtitle: And erase it."].join("\n"),
      hero,
    );
    expect(problems).toEqual([`${FILE}:3: unknown field(s) "subtitle": remove them or fix the spelling`]);
  });

  it("name a token that does not exist, with the tokens there are and the one meant", () => {
    const { problems } = check(["title: Call us", "lead: Call {{phon}} today."].join("\n"), hero);
    expect(problems).toEqual([
      `${FILE}:2: field "lead": unknown token {{phon}}: use one of {{brand}}, {{phone}}, {{phoneVanity}}, {{email}}, {{address}}, {{service:itad}}, or write the text out. Did you mean "{{phone}}"?`,
    ]);
  });

  it("hold a text the spec fixes to its words", () => {
    const { problems } = check(
      ["post:", "  title: Post not found", "  text: Try the blog."].join("\n"),
      notFoundCopy.shape.blog.pick({ post: true }),
    );
    expect(problems).toEqual([
      `${FILE}:2: field "post.title": must be "Post Not Found" word for word: the spec fixes this text (SPEC.md), so the site says it as written there`,
    ]);
  });

  it("refuse a link that names two things, or a place on a service", () => {
    const { problems } = check(
      [
        "links:",
        "  - label: Both",
        "    to: { page: contact, post: a-post }",
        "  - label: A place on a service",
        "    to: { service: itad, hash: faq }",
      ].join("\n"),
      links,
    );
    expect(problems).toEqual([
      `${FILE}:3: field "links.0.to": must name one thing to link to, not page and post: write page: <page> (e.g. page: contact), service: <id>, post: <slug> or anchor: <id of an element of this page>`,
      `${FILE}:5: field "links.1.to.hash": is a place on a page: it goes with page: <page>, not with a service or a post`,
    ]);
  });

  it("hold a refresh stage's services to the titles of the page's services", () => {
    const titles = ["Device Kitting", "MDM and Security", "Repair and RMA", "Retirement and Buyback"];
    const stage = (title: string, uses: string) => [
      `    - title: ${title}`,
      "      body: Done.",
      `      uses: [${uses}]`,
    ];
    const { problems } = check(
      [
        "meta:",
        "  title: Mobility",
        "  description: Lifecycle services for phones and tablets, from kitting to buyback, nationwide.",
        "hero:",
        "  title: Mobility",
        "  lead: Phones.",
        "services:",
        "  title: Services",
        "  items:",
        ...titles.flatMap((title) => ["    - icon: Package", `      title: ${title}`, "      body: Done."]),
        "refreshCycle:",
        "  title: Cycle",
        "  servicesLabel: Services",
        "  betweenLabel: Between",
        "  items:",
        ...stage("Plan", ""),
        ...stage("Deploy", "Device Kiting"),
        ...stage("Retire", "MDM and Security"),
        ...stage("Recover", ""),
        "cta:",
        "  title: Call",
        "  text: Now.",
        "  primary: { label: Talk, to: { page: contact } }",
      ].join("\n"),
      mobilityCopy,
    );
    expect(problems).toEqual([
      `${FILE}:32: field "refreshCycle.items.1.uses.0": "Device Kiting" is not the title of a mobility service of this page (services.items). Did you mean "Device Kitting"? Write one of "Device Kitting", "MDM and Security", "Repair and RMA", "Retirement and Buyback"`,
    ]);
  });

  it("fill the tokens before the checks: a service's title and the company's details", () => {
    const { data, problems } = check(
      [
        'eyebrow: "{{service:itad}}"',
        "title: Why {{brand}}",
        "lead: Call {{phoneVanity}} or write to {{email}}.",
      ].join("\n"),
      hero,
    );
    expect(problems).toEqual([]);
    expect(data).toEqual({
      eyebrow: "Asset Retirement",
      title: "Why Acme Disposal",
      lead: "Call 1-800-ACME-NOW or write to hello@acme.test.",
    });
  });
});

describe("site.yaml and services.yaml", () => {
  it("hold the phone number, the e-mail address and the navigation to their forms", () => {
    const { problems } = check(
      [
        "brand: Acme",
        "origin: https://acme.test/",
        "phone:",
        "  digits: 800 555 0100",
        "  vanity: 1-800-ACME-NOW",
        "email: hello at acme",
        "address: { street: 1 Main St, locality: Springfield, region: Mass, postalCode: '01101', country: US }",
        "social: []",
        "tagline: We retire IT.",
        "nav:",
        "  - name: Home",
        "    to: { page: hom }",
      ].join("\n"),
      siteSchema,
    );
    expect(problems).toEqual([
      `${FILE}:2: field "origin": must be https:// and the domain, nothing after it (e.g. https://www.buyitad.com)`,
      `${FILE}:4: field "phone.digits": must be written as dialled, 1-NNN-NNN-NNNN (e.g. 1-844-289-4823)`,
      `${FILE}:6: field "email": must be an e-mail address (e.g. info@buyitad.com)`,
      `${FILE}:7: field "address.region": must be the state's two capitals (e.g. MA)`,
      expect.stringMatching(
        /^content\/pages\/example\.yaml:12: field "nav\.0\.to\.page": "hom" is not a page of the site\. Did you mean "home"\?/,
      ),
    ]);
  });

  it("keep each of the five services once, by the ids the pages are written for", () => {
    const service = (id: string, slug: string) => [
      `- id: ${id}`,
      "  title: A service",
      `  slug: ${slug}`,
      "  shortDescription: What it does.",
      "  icon: Server",
    ];
    const { problems } = check(
      [
        ...service("itad", "a"),
        ...service("data-security", "b"),
        ...service("itad", "c"),
        ...service("data-centre", "d"),
        ...service("mobility", "e"),
      ].join("\n"),
      servicesSchema,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/pages\/example\.yaml:16: field "3\.id": "data-centre" is not a service of the site\. Did you mean "data-center"\?/,
      ),
    ]);
    const twice = check(
      [
        ...service("itad", "a"),
        ...service("data-security", "b"),
        ...service("itad", "c"),
        ...service("data-center", "d"),
        ...service("mobility", "e"),
      ].join("\n"),
      servicesSchema,
    );
    expect(twice.problems).toEqual([
      `${FILE}:11: field "2.id": "itad" is already the id of another service above: each service is listed once, with its own id`,
    ]);
  });
});

describe("the copy's links to posts", () => {
  const link = { file: "content/pages/itad.yaml", line: 12, field: "related.blogArticle.to.post" };
  const build: PostsOfBuild = {
    posts: [{ slug: "how-to-choose-an-itad-partner" }],
    unpublished: [
      { slug: "a-draft", file: "content/blog/a-draft.md", publication: "draft", date: "2026-01-02" },
      {
        slug: "coming-soon",
        file: "content/blog/coming-soon.md",
        publication: "scheduled",
        date: "2099-01-15",
      },
    ],
    today: "2026-11-27",
    blogDir: "content/blog",
    postFiles: ["content/blog/how-to-choose-an-itad-partner.md", "content/blog/broken-post.md"],
  };
  const told = (slug: string) =>
    copyPostLinkProblems([{ ...link, slug }], build).map((problem) => formatProblem(problem).trim());

  it("pass a link to a post the build publishes", () => {
    expect(told("how-to-choose-an-itad-partner")).toEqual([]);
  });

  it("stop on a link to a draft, naming the copy's line, the post, and both ways out", () => {
    expect(told("a-draft")).toEqual([
      'content/pages/itad.yaml:12: field "related.blogArticle.to.post": "a-draft" is content/blog/a-draft.md, a draft (draft: true), which this build does not publish: remove or change the link in itad.yaml, or publish the post (remove draft: true)',
    ]);
  });

  it("stop on a link to a scheduled post, with its day and the build's", () => {
    expect(told("coming-soon")).toEqual([
      'content/pages/itad.yaml:12: field "related.blogArticle.to.post": "coming-soon" is content/blog/coming-soon.md, scheduled for 2099-01-15 (today is 2026-11-27), which this build does not publish yet: remove or change the link in itad.yaml, or publish the post (give it a date no later than 2026-11-27)',
    ]);
  });

  it("stop on a link to no post, with the slug likely meant", () => {
    expect(told("how-to-chose-an-itad-partner")).toEqual([
      'content/pages/itad.yaml:12: field "related.blogArticle.to.post": "how-to-chose-an-itad-partner" is not a post: content/blog/ holds no how-to-chose-an-itad-partner.md. Did you mean "how-to-choose-an-itad-partner"? Write the slug of a published post (its file name without .md), or remove or change the link in itad.yaml',
    ]);
  });

  it("leave a post whose file is there but did not load to its own problems", () => {
    expect(told("broken-post")).toEqual([]);
  });
});
