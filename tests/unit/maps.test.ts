/**
 * Every map with something per category or per service has an entry for each, and is typed by
 * the union of their names, so that a category added to src/model/categories.ts (or a service
 * to serviceIds of src/model/copy/services.ts) and nowhere else fails `tsc` (npm run check) until every map has it.
 * The runtime checks catch a map that a cast let through; the expectTypeOf lines and the
 * @ts-expect-error lines are the compile-time proof, checked by `tsc` (npm run check, whose
 * tsconfig.json includes tests/), not by vitest, which runs them as no-ops: an expectTypeOf line
 * fails to compile if its map's keys are not exactly the union, a @ts-expect-error line is unused,
 * and so fails, if its map accepts a missing key.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import { categoryMotifs, categoryTints } from "../../build/tools/art/cover";
import { serviceColor } from "../../src/components/blocks/service-card";
import { serviceArt } from "../../src/components/blocks/service-hero";
import { categoryTones } from "../../src/components/blog/category-badge";
import { type Category, categories } from "../../src/model/categories";
import { type ServiceId, serviceIds } from "../../src/model/copy";
import { categoryArt } from "../../src/pages/blog/blog-category";
import { pagesByServiceId } from "../../src/pages/services/service-page";

const byCategory = { categoryTones, categoryArt, categoryMotifs, categoryTints };
const byService = { serviceArt, serviceColor, pagesByServiceId };

/** The map without one key: what a map that forgot a new key would be. */
function without<M extends object, K extends keyof M>(map: M, key: K): Omit<M, K> {
  const rest = { ...map };
  delete rest[key];
  return rest;
}

describe("maps keyed by category", () => {
  it.each(Object.entries(byCategory))("%s has an entry for every category and no other", (_, map) => {
    expect(Object.keys(map).sort()).toEqual([...categories].sort());
    for (const value of Object.values(map)) expect(value).toBeTruthy();
  });

  it("are typed by the Category union, so one without a category's entry does not compile", () => {
    // Checked by tsc: each map's keys are exactly the Category union (no index signature, no key missing).
    expectTypeOf<keyof typeof categoryTones>().toEqualTypeOf<Category>();
    expectTypeOf<keyof typeof categoryArt>().toEqualTypeOf<Category>();
    expectTypeOf<keyof typeof categoryMotifs>().toEqualTypeOf<Category>();
    expectTypeOf<keyof typeof categoryTints>().toEqualTypeOf<Category>();

    // @ts-expect-error: Compliance is missing
    const tones: typeof categoryTones = without(categoryTones, "Compliance");
    // @ts-expect-error: Compliance is missing
    const art: typeof categoryArt = without(categoryArt, "Compliance");
    // @ts-expect-error: Compliance is missing
    const motifs: typeof categoryMotifs = without(categoryMotifs, "Compliance");
    // @ts-expect-error: Compliance is missing
    const tints: typeof categoryTints = without(categoryTints, "Compliance");
    for (const map of [tones, art, motifs, tints]) expect(Object.keys(map)).not.toContain("Compliance");
  });
});

describe("maps keyed by service", () => {
  const ids = serviceIds;

  it.each(Object.entries(byService))("%s has an entry for every service and no other", (_, map) => {
    expect(Object.keys(map).sort()).toEqual([...ids].sort());
    for (const value of Object.values(map)) expect(value).toBeTruthy();
  });

  it("are typed by the service ids, so one without a service's entry does not compile", () => {
    // Checked by tsc: each map's keys are exactly the service ids (no index signature, no key missing).
    expectTypeOf<keyof typeof serviceArt>().toEqualTypeOf<ServiceId>();
    expectTypeOf<keyof typeof serviceColor>().toEqualTypeOf<ServiceId>();
    expectTypeOf<keyof typeof pagesByServiceId>().toEqualTypeOf<ServiceId>();

    // @ts-expect-error: mobility is missing
    const art: typeof serviceArt = without(serviceArt, "mobility");
    // @ts-expect-error: mobility is missing
    const colors: typeof serviceColor = without(serviceColor, "mobility");
    // @ts-expect-error: mobility is missing
    const pages: typeof pagesByServiceId = without(pagesByServiceId, "mobility");
    for (const map of [art, colors, pages]) expect(Object.keys(map)).not.toContain("mobility");
  });
});
