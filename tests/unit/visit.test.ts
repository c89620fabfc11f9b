import { describe, expect, it } from "vitest";
import { NOTHING_RECORDED, readVisit, visitLines } from "../../src/visit/lines";
import { nextVisit, noteVisit, optedOut, VISIT_KEY } from "../../src/visit/note";
import type { Visit } from "../../src/visit/record";

const url = (href: string) => new URL(href, "https://www.buyitad.com");

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
      url("/blog/x?utm_source=google&utm_medium=cpc&utm_term=itad&gclid=SECRET&other=1"),
      "https://www.google.com/search?q=itad+vendor",
    );
    expect(visit).toEqual({
      landing: "/blog/x",
      referrer: "www.google.com",
      utm: [
        ["utm_source", "google"],
        ["utm_medium", "cpc"],
        ["utm_term", "itad"],
      ],
      ads: ["gclid"],
      pages: ["/blog/x"],
    });
    expect(JSON.stringify(visit)).not.toContain("SECRET");
  });

  it("keeps the first touch on later pages and adds each page read, the last ten, reloads once", () => {
    let visit = nextVisit(undefined, url("/"), "");
    expect(visit.referrer).toBeUndefined();
    const later = nextVisit(visit, url("/about-us?utm_source=late"), "https://other.example/");
    expect(later.landing).toBe("/");
    expect(later.utm).toEqual([]);
    expect(later.referrer).toBeUndefined();
    expect(nextVisit(later, url("/about-us"), "").pages).toEqual(["/", "/about-us"]);
    for (let i = 0; i < 12; i++) visit = nextVisit(visit, url(`/p${i}`), "");
    expect(visit.pages).toHaveLength(10);
    expect(visit.pages.at(-1)).toBe("/p11");
    expect(visit.pages[0]).toBe("/p2");
  });

  it("does not count the site itself as a referring site", () => {
    expect(nextVisit(undefined, url("/blog"), "https://www.buyitad.com/").referrer).toBeUndefined();
  });
});

describe("noteVisit", () => {
  it("stores the visit in session storage", () => {
    const storage = memoryStorage();
    noteVisit({ url: "https://www.buyitad.com/contact", referrer: "", nav: {}, storage });
    expect(JSON.parse(storage.items.get(VISIT_KEY) ?? "null")?.landing).toBe("/contact");
  });

  it.each([[{ globalPrivacyControl: true }], [{ doNotTrack: "1" }]])(
    "keeps nothing, and drops what was kept, when the browser opts out (%o)",
    (nav) => {
      const storage = memoryStorage();
      storage.setItem(VISIT_KEY, "{}");
      noteVisit({ url: "https://www.buyitad.com/", referrer: "", nav, storage });
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
    expect(() =>
      noteVisit({ url: "https://www.buyitad.com/", referrer: "", nav: {}, storage: broken }),
    ).not.toThrow();
  });
});

describe("visitLines", () => {
  const visit: Visit = {
    landing: "/blog/x",
    referrer: "www.bing.com",
    utm: [
      ["utm_source", "bing"],
      ["utm_campaign", "spring"],
    ],
    ads: ["msclkid"],
    pages: ["/blog/x", "/contact"],
  };

  it("lists the first touch and the pages read under the heading", () => {
    expect(visitLines(visit)).toEqual([
      "How this visitor found us",
      "Landing page: /blog/x",
      "Referring site: www.bing.com",
      "Campaign: utm_source=bing, utm_campaign=spring",
      "Ad click: Microsoft Advertising (msclkid)",
      "Pages read (last 10 at most, oldest first): /blog/x, /contact",
    ]);
  });

  it("says a direct visit had no referring site and leaves out what is absent", () => {
    const lines = visitLines({ ...visit, referrer: undefined, utm: [], ads: [] });
    expect(lines).toContain("Referring site: none (direct visit, or the referrer was withheld)");
    expect(lines.some((line) => line.startsWith("Campaign") || line.startsWith("Ad click"))).toBe(false);
  });

  it("says in one line that nothing was recorded", () => {
    expect(visitLines(undefined)).toEqual(["How this visitor found us", NOTHING_RECORDED]);
  });
});

describe("readVisit", () => {
  it("reads what was noted, unless the value is not a visit", () => {
    const storage = memoryStorage();
    noteVisit({ url: "https://www.buyitad.com/careers", referrer: "", nav: {}, storage });
    expect(readVisit(storage)?.landing).toBe("/careers");
    storage.setItem(VISIT_KEY, '{"landing":1}');
    expect(readVisit(storage)).toBeUndefined();
    expect(readVisit(undefined)).toBeUndefined();
  });
});
