import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../build/2-content/load";
import {
  dedupeHead,
  headTags,
  pageTitle,
  renderHeadTags,
  type SiteHead,
  serializeJsonLd,
} from "../../src/lib/head";
import { routesFor } from "../../src/pages";
import { blogPostPage } from "../../src/pages/blog/blog-post";
import type { PageRoute } from "../../src/pages/page";
import { FEED_PATH, paths } from "../../src/paths";
import { fixtureDirs } from "../helpers";

const site: SiteHead = {
  brand: "BuyITAD",
  siteUrl: "https://www.example.com",
  basePath: "/",
  defaultImage: { path: "/images/og-default.png", width: 1200, height: 630, alt: "Default" },
  tags: [{ tag: "link", attrs: { rel: "stylesheet", href: "/assets/styles-x.css" } }],
};
/** A post's page, by a made-up slug. */
const POST = paths["blog-post"]({ slug: "x" });
const attr = (tags: ReturnType<typeof headTags>, key: string, value: string) =>
  tags.find((t) => t.attrs.name === key || t.attrs.property === key || t.attrs.rel === key)?.attrs[value];

describe("pageTitle", () => {
  it("adds the brand suffix", () => expect(pageTitle("Our Team", "BuyITAD")).toBe("Our Team | BuyITAD"));
  it("leaves a title that already names the brand", () => {
    expect(pageTitle("Why BuyITAD", "BuyITAD")).toBe("Why BuyITAD");
    expect(pageTitle("buyitad careers", "BuyITAD")).toBe("buyitad careers");
  });
});

describe("headTags", () => {
  const tags = headTags(site, { title: "Our Team", description: "About the company." }, paths.about);

  it("writes the canonical as origin + base + path", () => {
    expect(attr(tags, "canonical", "href")).toBe(`https://www.example.com${paths.about}`);
    const home = headTags(site, { title: "Home", description: "d" }, "/");
    expect(attr(home, "canonical", "href")).toBe("https://www.example.com/");
  });

  it("carries the base path of a project site", () => {
    const project = headTags({ ...site, basePath: "/repo/" }, { title: "T", description: "d" }, paths.about);
    expect(attr(project, "canonical", "href")).toBe(`https://www.example.com/repo${paths.about}`);
    expect(attr(project, "og:image", "content")).toBe("https://www.example.com/repo/images/og-default.png");
    const home = headTags({ ...site, basePath: "/repo/" }, { title: "T", description: "d" }, "/");
    expect(attr(home, "canonical", "href")).toBe("https://www.example.com/repo/");
  });

  it("writes the share tags with their defaults", () => {
    expect(attr(tags, "og:title", "content")).toBe("Our Team | BuyITAD");
    expect(attr(tags, "og:description", "content")).toBe("About the company.");
    expect(attr(tags, "og:type", "content")).toBe("website");
    expect(attr(tags, "og:url", "content")).toBe(`https://www.example.com${paths.about}`);
    expect(attr(tags, "og:image", "content")).toBe("https://www.example.com/images/og-default.png");
    expect(attr(tags, "og:site_name", "content")).toBe("BuyITAD");
    expect(attr(tags, "twitter:card", "content")).toBe("summary_large_image");
    expect(tags.find((t) => t.tag === "title")?.content).toBe("Our Team | BuyITAD");
  });

  it("lets the page set og:type and its own image", () => {
    const article = headTags(
      site,
      { title: "T", description: "d", ogType: "article", image: "/images/x.jpg" },
      POST,
    );
    expect(attr(article, "og:type", "content")).toBe("article");
    expect(attr(article, "og:image", "content")).toBe("https://www.example.com/images/x.jpg");
  });

  it("gives every page twitter:image:alt, the same text as og:image:alt", () => {
    expect(attr(tags, "twitter:image:alt", "content")).toBe("Default");
    expect(attr(tags, "og:image:alt", "content")).toBe("Default");
    const article = headTags(
      site,
      { title: "T", description: "d", image: "/images/blog/x.jpg", imageAlt: "A truck at a dock" },
      POST,
    );
    expect(attr(article, "twitter:image:alt", "content")).toBe("A truck at a dock");
    expect(attr(article, "og:image:alt", "content")).toBe("A truck at a dock");
  });

  it("gives a page's own share image the width and height of that image, and never the default's", () => {
    const sized: SiteHead = {
      ...site,
      imageSize: (p) => (p === "/images/blog/x.jpg" ? { width: 1600, height: 900 } : undefined),
    };
    const page = { title: "T", description: "d", image: "/images/blog/x.jpg", imageAlt: "a" };
    const article = headTags(sized, page, POST);
    expect(attr(article, "og:image:width", "content")).toBe("1600");
    expect(attr(article, "og:image:height", "content")).toBe("900");
    // A size the build does not know is left out rather than guessed.
    const unknown = headTags(
      sized,
      { ...page, image: "/images/blog/y.svg" },
      paths["blog-post"]({ slug: "y" }),
    );
    expect(attr(unknown, "og:image:width", "content")).toBeUndefined();
    expect(attr(unknown, "og:image:height", "content")).toBeUndefined();
    expect(attr(headTags(sized, { title: "T", description: "d" }, "/"), "og:image:width", "content")).toBe(
      "1200",
    );
  });

  it("shares the card the build made for a page, with its size and alt text; without it, the page's image", () => {
    const card = { path: "/assets/images/share-x-HASH.jpg", width: 1200, height: 630 };
    const carded: SiteHead = {
      ...site,
      imageSize: () => ({ width: 1600, height: 900 }),
      shareCard: (key) => (key === "x" ? card : undefined),
    };
    const page = {
      title: "T",
      description: "d",
      image: "/images/blog/x.jpg",
      imageAlt: "A truck at a dock",
      shareCard: { key: "x", alt: "“T”, a Security article" },
    };
    const article = headTags(carded, page, POST);
    for (const key of ["og:image", "twitter:image"])
      expect(attr(article, key, "content")).toBe(`https://www.example.com${card.path}`);
    expect([attr(article, "og:image:width", "content"), attr(article, "og:image:height", "content")]).toEqual(
      ["1200", "630"],
    );
    for (const key of ["og:image:alt", "twitter:image:alt"])
      expect(attr(article, key, "content")).toBe("“T”, a Security article");
    // No card made (a renderer without the images step's cards): the cover, as before.
    const bare = headTags({ ...carded, shareCard: undefined }, page, POST);
    expect(attr(bare, "og:image", "content")).toBe("https://www.example.com/images/blog/x.jpg");
    expect(attr(bare, "og:image:width", "content")).toBe("1600");
    expect(attr(bare, "og:image:alt", "content")).toBe("A truck at a dock");
  });

  it("marks a noindex page and gives it no canonical", () => {
    const missing = headTags(
      site,
      { title: "Not Here", description: "d", noindex: true },
      paths["not-found"],
    );
    expect(attr(missing, "robots", "content")).toBe("noindex");
    expect(attr(missing, "canonical", "href")).toBeUndefined();
  });
});

describe("dedupeHead", () => {
  it("keeps the last tag of a name or property, in first-seen order", () => {
    const out = dedupeHead([
      { tag: "meta", attrs: { name: "description", content: "site" } },
      { tag: "meta", attrs: { property: "og:type", content: "website" } },
      { tag: "meta", attrs: { name: "description", content: "page" } },
    ]);
    expect(out).toEqual([
      { tag: "meta", attrs: { property: "og:type", content: "website" } },
      { tag: "meta", attrs: { name: "description", content: "page" } },
    ]);
  });
});

describe("JSON-LD", () => {
  it("cannot close the script element or open a comment", () => {
    const out = serializeJsonLd({ name: "</script><script>alert(1)</script><!--", amp: "a&b" });
    expect(out).not.toContain("</script");
    expect(out).not.toContain("<!--");
    expect(JSON.parse(out)).toEqual({ name: "</script><script>alert(1)</script><!--", amp: "a&b" });
  });

  it("renders as an ld+json script and escapes attribute and title text", () => {
    const html = renderHeadTags(
      headTags(
        site,
        { title: 'A "quoted" <title>', description: "x & y", jsonLd: [{ a: "</script>" }] },
        "/x",
      ),
    );
    expect(html).toContain('<script type="application/ld+json">{"a":"\\u003c/script\\u003e"}</script>');
    expect(html).toContain("<title>A &quot;quoted&quot; &lt;title&gt; | BuyITAD</title>");
    expect(html).toContain('content="x &amp; y"');
  });
});

describe("BlogPosting structured data", () => {
  it("gives the author the absolute URL of their page, a route of the site", () => {
    const content = loadContent(fixtureDirs());
    const routes = routesFor(content);
    for (const post of content.posts) {
      const route = routes.find((r) => r.path === paths["blog-post"](post));
      if (!route) throw new Error(`no route for ${post.slug}`);
      const absolute = (p: string) => `https://www.example.com/repo${p}`;
      const [posting] =
        blogPostPage
          .head(route as PageRoute<"blog-post">, content)
          .jsonLdFor?.({ canonical: absolute(route.path), absolute }) ?? [];
      const author = (posting as { author?: { name?: string; url?: string } }).author;
      expect(author?.name).toBe(post.author);
      const authorPath = author?.url?.replace("https://www.example.com/repo", "");
      expect(routes.find((r) => r.path === authorPath)?.page, author?.url).toBe("blog-author");
    }
  });
});

describe("renderHeadTags escapes text and attribute values (entities' escapeUTF8)", () => {
  // Every character that can end a text or a quoted attribute early, or start a tag or a reference.
  const tricky = `Tom & Jerry's "<b>quote</b>" &amp; a > b`;

  it("so that an HTML parser reads back exactly what was given, in a title and in an attribute", () => {
    const html = renderHeadTags([
      { tag: "title", attrs: {}, content: tricky },
      { tag: "meta", attrs: { name: "description", content: tricky } },
      { tag: "link", attrs: { rel: "alternate", title: tricky, href: `${FEED_PATH}?a=1&b='2'` } },
    ]);
    const { document } = parseHTML(`<!doctype html><html><head>${html}</head><body></body></html>`);
    expect(document.head.children.length).toBe(3);
    expect(document.title).toBe(tricky);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(tricky);
    expect(document.querySelector("link")?.getAttribute("title")).toBe(tricky);
    expect(document.querySelector("link")?.getAttribute("href")).toBe(`${FEED_PATH}?a=1&b='2'`);
    expect(document.querySelector("b")).toBeNull();
  });
});
