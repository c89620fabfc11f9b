import { describe, expect, it } from "vitest";
import type { Problem } from "../../build/2-content/problems";
import { checkedMarkdown, rawHtmlRefusal } from "../../build/2-content/text";
import { addressLine } from "../../src/lib/contact";
import { NO_BREAK_CLASS } from "../../src/lib/unbroken";
import { markdownLinks, parseMarkdown, renderMarkdown } from "../../src/model/markdown";
import { PAGE_IDS } from "../../src/model/page-ids";
import { countWords, readMinutes, readTimeText } from "../../src/model/read-time";
import { urlRefusal } from "../../src/model/safe-url";
import { contentTokens, fillTokens } from "../../src/model/tokens";
import { paths } from "../../src/paths";
import { siteContent } from "../helpers";

/** The project's site constants and services (content/site.yaml, services.yaml), and the tokens they make. */
const { site, services } = siteContent();
const tokens = contentTokens(site, services);

describe("markdown rules (SPEC 2.8)", () => {
  const { html, headings } = renderMarkdown(
    [
      "Intro with **bold** text.",
      "## A Level-2 Heading",
      "### Level 3: Details",
      "- dash item\n- second dash",
      "* star item",
      "1. first\n2. second",
      "Plain paragraph.",
    ].join("\n\n"),
  );

  it("makes h2 and h3 headings with ids", () => {
    expect(html).toContain(
      `<h2 id="a-level-2-heading">A <span class="${NO_BREAK_CLASS}">Level-2</span> Heading</h2>`,
    );
    expect(html).toContain('<h3 id="level-3-details">Level 3: Details</h3>');
    expect(headings).toEqual([
      { depth: 2, id: "a-level-2-heading", text: "A Level-2 Heading" },
      { depth: 3, id: "level-3-details", text: "Level 3: Details" },
    ]);
  });

  it("makes bulleted lists from '- ' and '* ' lines and numbered lists from '1.' lines", () => {
    expect(html).toMatch(/<ul>\s*<li>dash item<\/li>\s*<li>second dash<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ul>\s*<li>star item<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
  });

  it("makes paragraphs with bold spans", () => {
    expect(html).toContain("<p>Intro with <strong>bold</strong> text.</p>");
    expect(html).toContain("<p>Plain paragraph.</p>");
  });

  it("gives repeated headings distinct ids", () => {
    const { html: twice } = renderMarkdown("## Same\n\n## Same");
    expect(twice).toContain('id="same"');
    expect(twice).toContain('id="same-2"');
  });

  it("gives no heading an id of the page around it, nor one a suffix already made, each the next free suffix", () => {
    const [first, second] = PAGE_IDS as [string, string];
    const title = (id: string) => id.replace(/-/g, " ").toUpperCase();
    const { headings } = renderMarkdown(
      [
        `## ${title(first)}`,
        `## ${title(first)}`,
        `## ${title(first)} 2`,
        `## ${title(second)}!`,
        "## Same",
        "## Same 2",
        "## Same",
      ].join("\n\n"),
    );
    expect(headings.map((heading) => heading.id)).toEqual([
      `${first}-2`,
      `${first}-3`,
      `${first}-2-2`,
      `${second}-2`,
      "same",
      "same-2",
      "same-3",
    ]);
  });

  it("escapes raw HTML instead of injecting it", () => {
    const { html: out } = renderMarkdown(
      '<script>alert(1)</script>\n\nText <img src=x onerror="alert(1)"> end',
    );
    expect(out).not.toContain("<script>");
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;script&gt;");
  });

  it("keeps hyphenated words, ranges and standards on one line in every text it renders, code as written", () => {
    const nowrap = (text: string) => `<span class="${NO_BREAK_CLASS}">${text}</span>`;
    const { html: out } = renderMarkdown(
      [
        "## The NIST 800-88 Step-by-Step Guide",
        "Read **self-encrypting** drives & [ISO 14001 notes](#notes), Monday–Friday.",
        "- de-install racks",
        "Run `wipe --self-test` first.",
      ].join("\n\n"),
    );
    expect(out).toContain(`The ${nowrap("NIST 800-88")} ${nowrap("Step-by-Step")} Guide</h2>`);
    expect(out).toContain(
      `<strong>${nowrap("self-encrypting")}</strong> drives &amp; <a href="#notes">${nowrap("ISO 14001")} notes</a>`,
    );
    expect(out).toContain(`${nowrap("Monday–Friday")}.</p>`);
    expect(out).toContain(`<li>${nowrap("de-install")} racks</li>`);
    expect(out).toContain("<code>wipe --self-test</code>");
  });

  it("makes a code block a keyboard can scroll (a line longer than the column scrolls inside it), its text escaped", () => {
    const { html: out } = renderMarkdown("```\nserial,asset-tag,<notes>\n```");
    expect(out).toBe('<pre tabindex="0"><code>serial,asset-tag,&lt;notes&gt;\n</code></pre>\n');
  });
});

describe("read time", () => {
  it("counts words without markdown markers", () => {
    expect(countWords("## Two words\n\n- one\n- **two** three\n\n1. four")).toBe(6);
  });

  it("counts no word of an editor's note", () => {
    expect(countWords("One <!-- not these four words --> two.\n\n<!--\nnor\n\nthese\n-->\nthree")).toBe(3);
  });

  it("is words / 230, rounded, at least 1, as 'N min'", () => {
    expect(readMinutes(0)).toBe(1);
    expect(readMinutes(114)).toBe(1);
    expect(readMinutes(1380)).toBe(6);
    expect(readMinutes(3680)).toBe(16);
    expect(readTimeText(2300)).toBe("10 min");
  });
});

describe("content tokens", () => {
  it("fills every site constant and leaves unknown tokens, with their offset, for the loader to report", () => {
    expect(
      fillTokens("{{brand}}: write to {{ email }} or call {{phone}} ({{phoneVanity}}), {{address}}.", tokens),
    ).toEqual({
      text: `${site.brand}: write to ${site.email} or call ${site.phone.digits} (${site.phone.vanity}), ${addressLine(site.address)}.`,
      unknown: [],
    });
    expect(fillTokens("Fax {{fax}} or {{e-mail}} {{}}", tokens)).toEqual({
      text: "Fax {{fax}} or {{e-mail}} {{}}",
      unknown: [
        { token: "{{fax}}", offset: 4 },
        { token: "{{e-mail}}", offset: 15 },
        { token: "{{}}", offset: 26 },
      ],
    });
  });
});

describe("link and image URLs in markdown", () => {
  it("are read as marked renders them: escapes resolved, references kept, in order, with their offset", () => {
    const text =
      "See [a](/x) and ![b](c.png).\n\n- [d][ref] <https://e.example>\n\n[ref]: tel:1\n\n`[no](link)`";
    expect(markdownLinks(text)).toEqual([
      { kind: "link", href: "/x", offset: 4 },
      { kind: "image", href: "c.png", offset: 16, alt: "b" },
      { kind: "link", href: "tel:1", offset: 32 },
      { kind: "link", href: "https://e.example", offset: 41 },
    ]);
    expect(markdownLinks("[x](javascript:alert\\(1\\))")).toEqual([
      { kind: "link", href: "javascript:alert(1)", offset: 0 },
    ]);
  });

  it("are read once for the link check and the page alike (parseMarkdown, as the build loads a post)", () => {
    const text =
      "## Intro\n\nSee [a](/x) and ![b](c.png), **bold**.\n\n- [d][ref] <https://e.example>\n\n[ref]: tel:1\n\n## Intro";
    const parsed = parseMarkdown(text);
    expect(parsed.links).toEqual(markdownLinks(text));
    expect(parsed.links).toHaveLength(4);
    expect(parsed.render()).toEqual(renderMarkdown(text));
    expect(parsed.render().html).toContain('<h2 id="intro-2">Intro</h2>');
  });

  it("finds none in text without link syntax", () => {
    expect(markdownLinks("## Heading\n\nA paragraph with **bold**, (parens) and [brackets].")).toEqual([]);
  });

  it.each([
    ["http://example.com/x"],
    ["https://example.com/x?a=1&b=2#y"],
    ["//example.com/x"],
    ["mailto:info@example.com"],
    ["MAILTO:info@example.com"],
    [`tel:${site.phone.digits}`],
    [paths.contact],
    ["contact"],
    ["../blog/x"],
    ["#section"],
    ["?page=2"],
  ])("allows %s", (href) => {
    expect(urlRefusal(href)).toBeUndefined();
  });

  const scheme = (name: string) =>
    `uses the scheme "${name}", which could run code or open something outside the site: only http:, https:, mailto: and tel: links, site paths (/x, x, ../x) and fragments (#x) are allowed; change the link or remove it`;
  it.each([
    ["javascript:alert(8)", "javascript:"],
    ["JaVaScRiPt:alert(8)", "javascript:"],
    ["java\tscript:alert(8)", "javascript:"],
    ["java\nscript:alert(8)", "javascript:"],
    [" \u0001javascript:alert(8)", "javascript:"],
    ["&#106;avascript:alert(8)", "javascript:"],
    ["&#x6A;avascript&colon;alert(8)", "javascript:"],
    ["java&Tab;script:alert(8)", "javascript:"],
    ["data:text/html,<script>alert(8)</script>", "data:"],
    ["vbscript:msgbox(8)", "vbscript:"],
    ["file:///etc/passwd", "file:"],
  ])("refuses %j", (href, name) => {
    expect(urlRefusal(href)).toBe(scheme(name));
  });

  it.each([
    ["/\\evil.example", "evil.example"],
    ["\\\\evil.example/x", "evil.example"],
    ["\\/evil.example", "evil.example"],
    ["/\t/evil.example", "evil.example"],
    ["///evil.example/path", "evil.example"],
    ["&#x5C;&#x5C;evil.example", "evil.example"],
  ])("refuses %j, a site path to the browser's eye that it reads as another site", (href, host) => {
    expect(urlRefusal(href)).toBe(
      `is read by browsers as a link to another site (${host}), though it looks like a path of this one: write a path of this site with / only (${paths.about}), or the other site's whole address (https://${host}/)`,
    );
  });

  it("refuses a URL the browser cannot parse", () => {
    expect(urlRefusal("https://exa mple.com/")).toBe("is not a valid URL: fix it or remove the link");
  });

  it("never renders a refused URL, even for a caller that skipped the content check", () => {
    expect(() => renderMarkdown("[x](javascript:alert(8))")).toThrow(
      `Markdown link "javascript:alert(8)" ${scheme("javascript:")}`,
    );
    expect(renderMarkdown("[x](https://example.com)").html).toBe(
      '<p><a href="https://example.com">x</a></p>\n',
    );
  });
});

describe("raw HTML in markdown", () => {
  /** The raw HTML the build refuses in `markdown`, as problems "line: message" (the body starting on line 1). */
  const refused = (markdown: string) => {
    const problems: Problem[] = [];
    checkedMarkdown(markdown, 1, "content/blog/x.md", problems);
    return problems.map((problem) => `${problem.line}: ${problem.message}`);
  };

  it("finds tags, HTML blocks and comments that never close, each with where it starts; not an editor's note that closes", () => {
    const text =
      'Intro.\n\nA photo: <img src="/images/blog/x.jpg"> and <b>bold</b>.\n\n<div class="box">\ninside\n</div>\n\n<!-- a note -->\n\n<!-- never closed';
    expect(parseMarkdown(text).rawHtml).toEqual([
      { html: '<img src="/images/blog/x.jpg">', offset: text.indexOf("<img") },
      { html: "<b>", offset: text.indexOf("<b>") },
      { html: "</b>", offset: text.indexOf("</b>") },
      { html: '<div class="box">', offset: text.indexOf("<div") },
      { html: "<!-- never closed", offset: text.indexOf("<!-- never") },
    ]);
  });

  it("takes no text, code or autolink for HTML: a < b, <3, a code span or block showing a tag, <https://...>, \\<img>", () => {
    const text = [
      "Keep a < b and x<y, and 3 <4 and <3.",
      'Write `<img src="x.jpg">` in code, or \\<img> escaped.',
      "```\n<div>shown as code</div>\n```",
      "    <p>indented code</p>",
      "See <https://www.nist.gov/> or write to <help@example.com>.",
    ].join("\n\n");
    expect(parseMarkdown(text).rawHtml).toEqual([]);
    expect(refused(text)).toEqual([]);
  });

  it("refuses each tag with its line and what to write instead, once a line however often it is there", () => {
    const text = [
      'A photo: <img src="/images/blog/x.jpg" alt="x">',
      "",
      `Read <a href="${paths.services}">our services</a>, <b>now</b>.<br>`,
      "",
      "<!-- TODO: ask Sarah: an editor's note, not refused -->",
      "",
      "Press <Ctrl> and C.",
    ].join("\n");
    expect(refused(text)).toEqual([
      '1: <img src="/images/blog/x.jpg" alt="x"> is HTML, which an article cannot hold (the page would show it as text): write a picture as ![what it shows](/images/blog/its-name.jpg), its file in public/images/blog/',
      `3: <a href="${paths.services}"> is HTML, which an article cannot hold (the page would show it as text): write a link as [its words](/path-on-this-site), or [its words](https://other-site.example/) for another site`,
      "3: <b> is HTML, which an article cannot hold (the page would show it as text): write **bold**",
      "3: <br> is HTML, which an article cannot hold (the page would show it as text): leave a blank line to start a new paragraph",
      "7: <Ctrl> is HTML, which an article cannot hold (the page would show it as text): markdown has no way to write <Ctrl>: remove the tag and keep its text; to show the characters themselves, put them in backticks: `<Ctrl>`",
    ]);
  });

  it("names a long tag by its start", () => {
    const tag = `<iframe src="https://www.youtube.com/embed/${"x".repeat(60)}">`;
    expect(rawHtmlRefusal(tag)).toMatch(
      /^<iframe src="https:\/\/www\.youtube\.com\/embed\/x+\.\.\. is HTML, .*: an article embeds nothing from another site: link to it instead/,
    );
    expect(rawHtmlRefusal(tag).indexOf(" is HTML")).toBe(60);
  });
});

describe("an editor's note, <!-- ... -->", () => {
  /** The body as the build reads it (the body starting on line 1): its HTML and problems, "line: message". */
  const read = (markdown: string) => {
    const problems: Problem[] = [];
    const { html, headings } = checkedMarkdown(markdown, 1, "content/blog/x.md", problems);
    return { html, headings, problems: problems.map((problem) => `${problem.line}: ${problem.message}`) };
  };

  it.each([
    ["on a line of its own", "Before.\n\n<!-- PRIVATE check the figure -->\n\nAfter."],
    ["over several lines, blank ones too", "Before.\n\n<!--\nPRIVATE one\n\nPRIVATE two\n-->\n\nAfter."],
    ["inside a paragraph", "Before <!-- PRIVATE --> After."],
    ["inside a paragraph, over lines", "Before <!-- PRIVATE\nstill PRIVATE --> After."],
    ["between two lines of a paragraph", "Before\n<!-- PRIVATE -->\nAfter."],
    ["in a list", "- Before <!-- PRIVATE -->\n- After.\n\n1. one\n\n   <!-- PRIVATE -->\n2. two"],
    ["in a quote", "> Before\n> <!-- PRIVATE -->\n> After."],
    ["in a link and in bold", "[Before <!-- PRIVATE -->](/x) **After <!-- PRIVATE -->.**"],
    ["empty, <!--> and <!--->", "Before <!--> and <!---> After."],
    ["two on a line", "<!-- PRIVATE --> <!-- PRIVATE -->\n\nBefore After."],
  ])("is dropped %s: not shown, and not in the page's source either", (_, markdown) => {
    const { html, problems } = read(markdown);
    expect(problems).toEqual([]);
    expect(html).toMatch(/Before/);
    expect(html).toMatch(/After/);
    for (const kept of ["PRIVATE", "<!--", "-->", "&lt;!--", "--&gt;"]) expect(html).not.toContain(kept);
  });

  it("leaves the text after it on its line as markdown, where HTML would have taken the whole line", () => {
    expect(read("<!-- PRIVATE --> The **figure** is 30%.").html).toBe(
      "<p>The <strong>figure</strong> is 30%.</p>\n",
    );
  });

  it("is not part of a heading, its id or the table of contents", () => {
    const { html, headings } = read("## Retention <!-- PRIVATE: ask legal --> Period");
    expect(html).toBe('<h2 id="retention-period">Retention  Period</h2>\n');
    expect(headings).toEqual([{ depth: 2, id: "retention-period", text: "Retention Period" }]);
  });

  it("stays text in code: a code span, a fenced or indented block, and an escaped \\<!--", () => {
    const { html, problems } = read("`<!-- a -->`\n\n```\n<!-- b -->\n```\n\n    <!-- c -->\n\n\\<!-- d -->");
    expect(problems).toEqual([]);
    for (const shown of ["&lt;!-- a --&gt;", "&lt;!-- b --&gt;", "&lt;!-- c --&gt;", "&lt;!-- d --&gt;"])
      expect(html).toContain(shown);
  });

  it("is refused, at its line, when it never closes: on lines of its own it would hide the rest, in a paragraph (which a blank line ends) it would show", () => {
    const hidden = read("Intro.\n\n<!-- PRIVATE never closed\n\nThe rest of the article.");
    expect(hidden.problems).toEqual([
      "3: <!-- PRIVATE never closed starts a note to editors (an HTML comment) that never ends, so the page would show it as text or hide the rest of the article: end it with --> where the note ends. A note inside a paragraph must end before the paragraph's next blank line; one on lines of its own may run over several",
    ]);
    const shown = read("Intro.\n\nA paragraph <!-- PRIVATE\n\nacross a blank line -->.");
    expect(shown.problems).toHaveLength(1);
    expect(shown.problems[0]).toMatch(/^3: <!-- PRIVATE starts a note to editors/);
  });
});

describe("first-level headings in a body", () => {
  it("are refused at their line, # or underlined with =, with what to write instead: the page has its title", () => {
    const problems: Problem[] = [];
    checkedMarkdown(
      "Intro.\n\n# The Title Again\n\nText.\n\nA Title\n=======\n\n## A Section",
      10,
      "content/blog/x.md",
      problems,
    );
    expect(problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '12: "# The Title Again" is a first-level heading, which the page has already: the title, from the frontmatter\'s title field. Start the line with ## for a section heading, ### for a smaller one; if it repeats the title, remove it',
      '16: "A Title" is a first-level heading (a line underlined with = is one too), which the page has already: the title, from the frontmatter\'s title field. Start the line with ## for a section heading, ### for a smaller one; if it repeats the title, remove it',
    ]);
  });
});
