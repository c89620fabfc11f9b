import { describe, expect, it } from "vitest";
import { paths } from "../../src/paths";
import {
  NOTE_UNREADABLE,
  NOTHING_RECORDED,
  parseVisit,
  readVisit,
  VISIT_HEADING,
  type VisitNote,
  visitLines,
  withVisit,
} from "../../src/visit/lines";
import { nextVisit, noteVisit, optedOut, VISIT_KEY } from "../../src/visit/note";
import type { Visit } from "../../src/visit/record";
import { siteContent } from "../helpers";

/** The project's site constants (content/site.yaml), as loaded. */
const { site } = siteContent();

const url = (href: string) => new URL(href, site.origin);
/** A post's page: a made-up slug, its path built by src/paths.ts as the site builds it. */
const POST = paths["blog-post"]({ slug: "x" });
/** A note read whole. */
const read = (visit: Visit): VisitNote => ({ kind: "read", visit, unreadable: [] });

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("nextVisit", () => {
  it("notes the first touch: landing path, referrer host only, campaign fields, ad ids without values", () => {
    const visit = nextVisit(
      undefined,
      url(`${POST}?utm_source=google&utm_medium=cpc&utm_term=itad&gclid=SECRET&other=1`),
      "https://www.google.com/search?q=itad+vendor",
    );
    expect(visit).toEqual({
      landing: POST,
      referrer: "www.google.com",
      utm: [
        ["utm_source", "google"],
        ["utm_medium", "cpc"],
        ["utm_term", "itad"],
      ],
      ads: ["gclid"],
      pages: [POST],
    });
    expect(JSON.stringify(visit)).not.toContain("SECRET");
  });

  it("keeps the first touch on later pages and adds each page read, the last ten, reloads once", () => {
    let visit = nextVisit(undefined, url(paths.home), "");
    expect(visit.referrer).toBeUndefined();
    const later = nextVisit(visit, url(`${paths.about}?utm_source=late`), "https://other.example/");
    expect(later.landing).toBe(paths.home);
    expect(later.utm).toEqual([]);
    expect(later.referrer).toBeUndefined();
    expect(nextVisit(later, url(paths.about), "").pages).toEqual([paths.home, paths.about]);
    for (let i = 0; i < 12; i++) visit = nextVisit(visit, url(`/p${i}`), "");
    expect(visit.pages).toHaveLength(10);
    expect(visit.pages.at(-1)).toBe("/p11");
    expect(visit.pages[0]).toBe("/p2");
  });

  it("does not count the site itself as a referring site", () => {
    expect(nextVisit(undefined, url(paths.blog), `${site.origin}/`).referrer).toBeUndefined();
  });
});

describe("noteVisit", () => {
  it("stores the visit in session storage", () => {
    const storage = memoryStorage();
    noteVisit({ url: `${site.origin}${paths.contact}`, referrer: "", nav: {}, storage });
    expect(JSON.parse(storage.items.get(VISIT_KEY) ?? "null")?.landing).toBe(paths.contact);
  });

  it.each([[{ globalPrivacyControl: true }], [{ doNotTrack: "1" }]])(
    "keeps nothing, and drops what was kept, when the browser opts out (%o)",
    (nav) => {
      const storage = memoryStorage();
      storage.setItem(VISIT_KEY, "{}");
      noteVisit({ url: `${site.origin}/`, referrer: "", nav, storage });
      expect(storage.items.size).toBe(0);
      expect(optedOut(nav)).toBe(true);
    },
  );

  it("never throws on storage that fails or holds something else", () => {
    const broken = {
      getItem: () => "not json",
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(() => noteVisit({ url: `${site.origin}/`, referrer: "", nav: {}, storage: broken })).not.toThrow();
  });
});

describe("visitLines", () => {
  const visit: Visit = {
    landing: POST,
    referrer: "www.bing.com",
    utm: [
      ["utm_source", "bing"],
      ["utm_campaign", "spring"],
    ],
    ads: ["msclkid"],
    pages: [POST, paths.contact],
  };

  it("lists the first touch and the pages read under the heading", () => {
    expect(visitLines(read(visit))).toEqual([
      "How this visitor found us",
      `Landing page: ${POST}`,
      "Referring site: www.bing.com",
      "Campaign: utm_source=bing, utm_campaign=spring",
      "Ad click: Microsoft Advertising (msclkid)",
      `Pages read (last 10 at most, oldest first): ${POST}, ${paths.contact}`,
    ]);
  });

  it("says a direct visit had no referring site and leaves out what is absent", () => {
    const lines = visitLines(read({ ...visit, referrer: undefined, utm: [], ads: [] }));
    expect(lines).toContain("Referring site: none (direct visit, or the referrer was withheld)");
    expect(lines.some((line) => line.startsWith("Campaign") || line.startsWith("Ad click"))).toBe(false);
  });

  it("says in one line that nothing was recorded", () => {
    expect(visitLines({ kind: "none" })).toEqual(["How this visitor found us", NOTHING_RECORDED]);
  });
});

describe("readVisit", () => {
  it("reads what was noted, unless the value is not a visit", () => {
    const storage = memoryStorage();
    noteVisit({ url: `${site.origin}${paths.careers}`, referrer: "", nav: {}, storage });
    expect(readVisit(storage)).toEqual(
      read({ landing: paths.careers, utm: [], ads: [], pages: [paths.careers] }),
    );
    storage.setItem(VISIT_KEY, '{"landing":1}');
    expect(readVisit(storage)).toEqual({ kind: "unreadable" });
    expect(readVisit(undefined)).toEqual({ kind: "none" });
  });
});

describe("a visit note of another shape", () => {
  /** The body a form sends with `stored` as the note: it must always be there, and end with the block. */
  const sentWith = (stored: string) => {
    const storage = memoryStorage();
    storage.setItem(VISIT_KEY, stored);
    return withVisit("Name: Jordan Lee", () => storage as unknown as Storage);
  };
  const block = (body: string) => body.slice(body.indexOf(VISIT_HEADING)).split("\n");

  it.each([
    ["no ads field (saved before ad ids were noted)", `{"landing":"${POST}","utm":[],"pages":["${POST}"]}`],
    ["ads as a string", `{"landing":"${POST}","utm":[],"ads":"gclid","pages":["${POST}"]}`],
    ["a null campaign entry", `{"landing":"${POST}","utm":[null],"ads":[],"pages":["${POST}"]}`],
    ["pages as a string", `{"landing":"${POST}","utm":[],"ads":[],"pages":"${POST}"}`],
  ])("keeps what fits of a note with %s and names what it left out", (_shape, stored) => {
    const lines = block(sentWith(stored));
    expect(lines[0]).toBe(VISIT_HEADING);
    expect(lines).toContain(`Landing page: ${POST}`);
    expect(lines.at(-1)).toMatch(
      /^Left out, not readable in the visit note: (Campaign|Ad click|Pages read)$/,
    );
    expect(lines.filter((line) => /: ?$/.test(line))).toEqual([]);
  });

  it("reads each list item on its own: a bad campaign entry or page does not cost the good ones", () => {
    const note = parseVisit(
      JSON.stringify({
        landing: paths.home,
        utm: [
          null,
          ["utm_source", "bing"],
          ["utm_evil", "x"],
          ["utm_medium", 5],
          ["utm_term", "t".repeat(101)],
        ],
        ads: ["msclkid", 7],
        pages: [paths.home, 1, "not-a-path", paths.contact],
      }),
    );
    expect(note).toEqual({
      kind: "read",
      visit: {
        landing: paths.home,
        utm: [["utm_source", "bing"]],
        ads: ["msclkid"],
        pages: [paths.home, paths.contact],
      },
      unreadable: ["utm", "ads", "pages"],
    });
  });

  it.each([
    ["not JSON", "{landing:"],
    ["an array", `["${POST}"]`],
    ["a number", "42"],
    ["a string", `"${POST}"`],
    ["JSON null", "null"],
    ["an empty object", "{}"],
    ["fields only on the prototype", '{"__proto__":{"landing":"/x","pages":["/x"]}}'],
    ["every field of another type", '{"landing":1,"referrer":2,"utm":3,"ads":4,"pages":5}'],
  ])("a stored value that is %s is reported as unreadable, and the body is still sent", (_shape, stored) => {
    expect(parseVisit(stored)).toEqual({ kind: "unreadable" });
    expect(block(sentWith(stored))).toEqual([VISIT_HEADING, NOTE_UNREADABLE]);
  });

  it("a huge note is read within bounds: at most the last 10 pages, no value past its limit", () => {
    const stored = JSON.stringify({
      landing: `/${"l".repeat(1_000_000)}`,
      referrer: "www.bing.com",
      utm: Array.from({ length: 10_000 }, () => ["utm_source", "x".repeat(1000)]),
      ads: Array.from({ length: 10_000 }, () => "gclid"),
      pages: Array.from({ length: 100_000 }, (_, i) => `/p${i}`),
    });
    const body = sentWith(stored);
    expect(body.length).toBeLessThan(2000);
    expect(block(body)).toContain(
      "Pages read (last 10 at most, oldest first): /p99990, /p99991, /p99992, /p99993, /p99994, /p99995, /p99996, /p99997, /p99998, /p99999",
    );
    expect(block(body)).toContain("Ad click: Google Ads (gclid)");
    expect(block(body).at(-1)).toBe(
      "Left out, not readable in the visit note: Landing page, Campaign, Ad click",
    );
  });

  it("storage that throws on reading, or cannot be reached, still gives a body", () => {
    const failing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(block(withVisit("B", () => failing))).toEqual([VISIT_HEADING, NOTHING_RECORDED]);
    expect(
      block(
        withVisit("B", () => {
          throw new Error("SecurityError");
        }),
      ),
    ).toEqual([VISIT_HEADING, NOTE_UNREADABLE]);
  });

  it("the entry adds the pages read to a note of another shape and keeps its first touch for the forms", () => {
    const storage = memoryStorage();
    storage.setItem(VISIT_KEY, `{"landing":"${POST}","utm":[null],"pages":"${POST}"}`);
    noteVisit({ url: `${site.origin}${paths.contact}`, referrer: "", nav: {}, storage });
    expect(readVisit(storage)).toEqual({
      kind: "read",
      visit: { landing: POST, utm: [], ads: [], pages: [paths.contact] },
      unreadable: ["utm", "ads"],
    });
  });
});

describe("what the block says when the note cannot be read", () => {
  it("an unreadable visit note says it could not be read, not that the browser asks sites not to track", () => {
    const lines = visitLines(parseVisit("{not json"));
    expect(lines).toEqual([VISIT_HEADING, NOTE_UNREADABLE]);
    expect(lines.join("\n")).not.toMatch(/track|Privacy Control/);
    // The privacy text stays for the real case: nothing noted at all.
    expect(visitLines(parseVisit(null))).toEqual([VISIT_HEADING, NOTHING_RECORDED]);
  });

  it("an unknown ad id is left out and named, never an empty 'Ad click:' line", () => {
    const base = { landing: "/", utm: [], pages: ["/"] };
    const unknownOnly = visitLines(parseVisit(JSON.stringify({ ...base, ads: ["fbclid"] })));
    expect(unknownOnly.some((line) => line.startsWith("Ad click"))).toBe(false);
    expect(unknownOnly.at(-1)).toBe("Left out, not readable in the visit note: Ad click");
    const mixed = visitLines(parseVisit(JSON.stringify({ ...base, ads: ["fbclid", "gclid"] })));
    expect(mixed).toContain("Ad click: Google Ads (gclid)");
  });
});
