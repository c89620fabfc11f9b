/** Data kept beside the page copy says what the copy says. */
import { describe, expect, it } from "vitest";
import { siteContent } from "../helpers";

describe("the data security page's media table", () => {
  const { dataSecurity } = siteContent().copy;

  it("ticks for each media type exactly the methods its recommendation names", () => {
    const named = { Clear: /\(Clear\)/, Purge: /\(Purge\)/, Destroy: /destr|shred|disintegrat/i } as const;
    const methods = Object.keys(named) as (keyof typeof named)[];
    expect(methods).toEqual(dataSecurity.methods.items.map((method) => method.title));
    for (const item of dataSecurity.media.items) {
      expect(item.methods, item.name).toEqual(
        methods.filter((method) => named[method].test(item.recommendation)),
      );
    }
  });
});
