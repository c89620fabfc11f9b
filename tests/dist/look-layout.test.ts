/** Legal pages read as documents: a light header and a table of their sections. */
import { describe, expect, it } from "vitest";
import { paths } from "../../src/paths";
import { page, text } from "./dist-helpers";

describe("legal pages: a light header and a contents list of their sections", () => {
  for (const path of [paths.privacy, paths.terms]) {
    it(`${path} lists every section of its text, in order, each linking to its heading`, () => {
      const main = page(path).querySelector("main")!;
      const headings = [...main.querySelectorAll(".prose-content h2")];
      const links = [...main.querySelectorAll("nav[aria-labelledby='legal-contents'] a")];
      expect(headings.length).toBeGreaterThan(0);
      expect(links.map((a) => a.getAttribute("href"))).toEqual(headings.map((h) => `#${h.id}`));
      expect(links.map((a) => text(a))).toEqual(headings.map((h) => text(h)));
    });

    it(`${path} opens on a light header with its title and date, not an empty navy band`, () => {
      const main = page(path).querySelector("main")!;
      const hero = main.querySelector("section[data-hero]")!;
      expect(hero.getAttribute("data-hero")).toBe("legal");
      expect(hero.getAttribute("class")).not.toMatch(/from-brand|bg-brand/);
      expect(hero.querySelector("h1")).not.toBeNull();
      expect(text(hero.querySelector("time"))).toMatch(/\d{4}/);
    });
  }
});
