/**
 * How the search dialog loads Pagefind and looks words up (src/components/search/engine.ts):
 * a failed pagefind.js is asked for again at a new address, and a search during which a file
 * of the index did not arrive fails instead of answering with pages missing.
 */
import { describe, expect, it } from "vitest";
import {
  attemptUrl,
  EXCERPT_WORDS,
  type FoundPage,
  indexedWords,
  type PagefindScript,
  SearchUnavailable,
  searchEngine,
  watchFailures,
} from "../../src/components/search/engine";
import { paths } from "../../src/paths";

const DIR = "https://www.example.com/pagefind/";
const page = (url: string): FoundPage => ({ url, excerpt: url, content: url, meta: { title: url } });
/** Pagefind's URLs of two pages: a folder each. */
const ABOUT = `${paths.about}/`;
const POST = `${paths["blog-post"]({ slug: "x" })}/`;

/** A stand-in for pagefind.js: each instance answers `pages`; `lose` runs as it fetches the index. */
function fakePagefind(pages: FoundPage[], lose: () => void = () => {}) {
  const made: { options: object; destroyed: boolean }[] = [];
  const script: PagefindScript = {
    createInstance(options) {
      const instance = { options, destroyed: false };
      made.push(instance);
      return {
        async debouncedSearch(words) {
          if (instance.destroyed) throw new Error("destroyed");
          lose();
          return words === "superseded"
            ? null
            : { results: pages.map((found) => ({ data: async () => found })) };
        },
        async destroy() {
          instance.destroyed = true;
        },
      };
    },
  };
  return { script, made };
}

describe("indexedWords", () => {
  it("looks CO2 up as the copy writes it, CO₂, in any case and as CO₂e; other words as typed", () => {
    expect(indexedWords("CO2 avoided")).toBe("CO₂ avoided");
    expect(indexedWords("co2e per laptop")).toBe("co₂e per laptop");
    expect(indexedWords("CO₂")).toBe("CO₂");
    expect(indexedWords("ECO2 CO20 co2x")).toBe("ECO2 CO20 co2x");
  });
});

describe("attemptUrl", () => {
  it("asks for the script's own address first, then a new one on each try after a failure", () => {
    expect(attemptUrl("/pagefind/pagefind.js", 0)).toBe("/pagefind/pagefind.js");
    expect(attemptUrl("/pagefind/pagefind.js", 1)).toBe("/pagefind/pagefind.js?retry=1");
    expect(attemptUrl("/buyitad-site/pagefind/pagefind.js", 2)).toBe(
      "/buyitad-site/pagefind/pagefind.js?retry=2",
    );
    expect(attemptUrl("/pagefind/pagefind.js?v=1", 3)).toBe("/pagefind/pagefind.js?v=1&retry=3");
  });
});

describe("watchFailures", () => {
  const scope = (answer: (url: string) => Promise<Response>) => {
    const asked: string[] = [];
    const target = {
      fetch: ((input: RequestInfo | URL) => {
        asked.push(String(input));
        return answer(String(input));
      }) as typeof fetch,
    };
    return { target, asked };
  };

  it("counts the files of Pagefind's folder answered with an error or not at all, and passes every answer on", async () => {
    const { target, asked } = scope(async (url) =>
      url.includes("missing") ? new Response("", { status: 404 }) : new Response("ok"),
    );
    const failed = watchFailures(DIR, target);
    expect((await target.fetch("/pagefind/index/en_1.pf_index")).status).toBe(200);
    expect(failed()).toBe(0);
    expect((await target.fetch("/pagefind/index/missing.pf_index")).status).toBe(404);
    expect(failed()).toBe(1);
    expect((await target.fetch(`${DIR}fragment/missing.pf_fragment`)).status).toBe(404);
    expect(failed()).toBe(2);
    expect(asked).toEqual([
      "/pagefind/index/en_1.pf_index",
      "/pagefind/index/missing.pf_index",
      `${DIR}fragment/missing.pf_fragment`,
    ]);
  });

  it("counts a request that got no answer, and still rejects it", async () => {
    const { target } = scope(() => Promise.reject(new TypeError("Failed to fetch")));
    const failed = watchFailures(DIR, target);
    await expect(target.fetch("/pagefind/pagefind.en_1.pf_meta")).rejects.toThrow("Failed to fetch");
    expect(failed()).toBe(1);
  });

  it("leaves other requests alone: a form's send that fails is not search's business", async () => {
    const { target } = scope(async () => new Response("", { status: 500 }));
    const failed = watchFailures(DIR, target);
    await target.fetch("https://api.emailjs.com/api/v1.0/email/send");
    await target.fetch("/pagefind-notes/x");
    await target.fetch(new Request(`https://www.example.com${paths.about}`));
    expect(failed()).toBe(0);
  });
});

describe("searchEngine", () => {
  it("after pagefind.js failed to load, loads it again from a new address, and then searches", async () => {
    const { script } = fakePagefind([page(ABOUT)]);
    const asked: string[] = [];
    const engine = searchEngine("/pagefind/pagefind.js", {
      importScript: async (url) => {
        asked.push(url);
        if (asked.length < 3) throw new TypeError("Failed to fetch dynamically imported module");
        return script;
      },
      failures: () => 0,
    });
    await expect(engine.ready()).rejects.toThrow("dynamically imported");
    await expect(engine.search("nist", 8)).rejects.toThrow("dynamically imported");
    await engine.ready();
    expect(await engine.search("nist", 8)).toEqual([page(ABOUT)]);
    expect(asked).toEqual([
      "/pagefind/pagefind.js",
      "/pagefind/pagefind.js?retry=1",
      "/pagefind/pagefind.js?retry=2",
    ]);
  });

  it("loads pagefind.js once, and runs Pagefind on the page's thread so its fetches are watched", async () => {
    const { script, made } = fakePagefind([page("/")]);
    let imports = 0;
    const engine = searchEngine("/pagefind/pagefind.js", {
      importScript: async () => {
        imports += 1;
        return script;
      },
      failures: () => 0,
    });
    await Promise.all([engine.ready(), engine.ready(), engine.search("a", 8)]);
    expect(imports).toBe(1);
    expect(made.map((instance) => instance.options)).toEqual([
      { excerptLength: EXCERPT_WORDS, baseUrl: "/", noWorker: true },
    ]);
  });

  it("a search during which a file of the index failed is unavailable, not an answer; the next starts a new Pagefind", async () => {
    let lost = 0;
    let failing = true;
    const { script, made } = fakePagefind([page(POST), page("/")], () => {
      if (failing) lost += 1;
    });
    const engine = searchEngine("/pagefind/pagefind.js", {
      importScript: async () => script,
      failures: () => lost,
    });
    await expect(engine.search("nist", 8)).rejects.toBeInstanceOf(SearchUnavailable);
    expect(made.map((instance) => instance.destroyed)).toEqual([true]);
    failing = false;
    await engine.ready();
    expect(await engine.search("nist", 1)).toEqual([page(POST)]);
    expect(made.map((instance) => instance.destroyed)).toEqual([true, false]);
  });

  it("answers null to words newer words replaced", async () => {
    const { script } = fakePagefind([page("/")]);
    const engine = searchEngine("/pagefind/pagefind.js", {
      importScript: async () => script,
      failures: () => 0,
    });
    expect(await engine.search("superseded", 8)).toBeNull();
  });
});
