import { describe, expect, it } from "vitest";
import {
  type AuditRow,
  belowThreshold,
  formatAuditTable,
  formatLosses,
  type LhrLike,
  medianRun,
  type PaintLimits,
  type Preset,
  reportName,
  slowPaints,
  summarize,
} from "../../build/tools/audit-report";

/** A Lighthouse result with the given category scores (0-1) and a few audits. */
function lhr(scores: Record<string, number | null>, extra: Partial<LhrLike> = {}): LhrLike {
  const audit = (score: number | null, numericValue?: number) => ({
    score,
    scoreDisplayMode: "numeric",
    title: "t",
    ...(numericValue === undefined ? {} : { numericValue }),
  });
  return {
    categories: Object.fromEntries(
      Object.entries(scores).map(([id, score]) => [id, { score, auditRefs: [] }]),
    ),
    audits: {
      "first-contentful-paint": audit(1, 812.4),
      "largest-contentful-paint": audit(1, 1203.6),
      "total-blocking-time": audit(1, 0),
      "cumulative-layout-shift": audit(1, 0.0123),
    },
    ...extra,
  };
}

const perfect = { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 };

describe("summarize", () => {
  it("reads the scores as the report rounds them, and the four metrics", () => {
    const row = summarize("/", "mobile", lhr({ ...perfect, performance: 0.945 }));
    expect(row.scores).toEqual({ performance: 95, accessibility: 100, "best-practices": 100, seo: 100 });
    expect(row.metrics).toEqual({ fcp: 812.4, lcp: 1203.6, tbt: 0, cls: 0.0123 });
    expect(row.error).toBeUndefined();
  });

  it("gives null scores and the error when the page did not load", () => {
    const row = summarize(
      "/",
      "desktop",
      lhr(
        { performance: null, accessibility: null, "best-practices": null, seo: null },
        { runtimeError: { code: "ERRORED_DOCUMENT_REQUEST", message: "Status code: 404" } },
      ),
    );
    expect(row.scores.performance).toBeNull();
    expect(row.error).toBe("ERRORED_DOCUMENT_REQUEST: Status code: 404");
  });

  it("lists weighted audits below 1 and hints with savings, but not passing or unscored ones", () => {
    const result: LhrLike = {
      categories: {
        seo: {
          score: 0.92,
          auditRefs: [
            { id: "link-text", weight: 1 },
            { id: "canonical", weight: 1 },
            { id: "structured-data", weight: 0 },
          ],
        },
        performance: {
          score: 0.9,
          auditRefs: [
            { id: "total-blocking-time", weight: 30 },
            { id: "unused-javascript", weight: 0 },
            { id: "render-blocking-insight", weight: 0 },
          ],
        },
      },
      audits: {
        "link-text": { score: 0, scoreDisplayMode: "binary", title: "Links lack descriptive text" },
        canonical: { score: 1, scoreDisplayMode: "binary", title: "Valid rel=canonical" },
        "structured-data": { score: null, scoreDisplayMode: "manual", title: "Structured data is valid" },
        "total-blocking-time": {
          score: 0.57,
          scoreDisplayMode: "numeric",
          title: "Total Blocking Time",
          numericValue: 510,
          displayValue: "510 ms",
        },
        "unused-javascript": {
          score: 0.5,
          scoreDisplayMode: "metricSavings",
          title: "Reduce unused JavaScript",
          metricSavings: { FCP: 0, LCP: 0 },
        },
        "render-blocking-insight": {
          score: 0,
          scoreDisplayMode: "metricSavings",
          title: "Render blocking requests",
          metricSavings: { FCP: 150, LCP: 150 },
          displayValue: "Est savings of 150 ms",
        },
      },
    };
    expect(summarize("/x", "mobile", result).losses).toEqual([
      {
        category: "performance",
        audit: "total-blocking-time",
        title: "Total Blocking Time",
        score: 0.57,
        displayValue: "510 ms",
        weighted: true,
      },
      {
        category: "performance",
        audit: "render-blocking-insight",
        title: "Render blocking requests",
        score: 0,
        displayValue: "Est savings of 150 ms",
        weighted: false,
      },
      { category: "seo", audit: "link-text", title: "Links lack descriptive text", score: 0, weighted: true },
    ]);
  });
});

describe("belowThreshold", () => {
  const row = (preset: "mobile" | "desktop", performance: number, seo: number | null = 1) =>
    summarize("/", preset, lhr({ ...perfect, performance, seo }));

  it("passes 95 on mobile and 100 on desktop", () => {
    expect(belowThreshold([row("mobile", 0.95), row("desktop", 0.995)])).toEqual([]);
  });

  it("fails 94 on mobile and 99 on desktop, naming route, preset, category, score and threshold", () => {
    expect(belowThreshold([row("mobile", 0.94), row("desktop", 0.99)])).toEqual([
      { route: "/", preset: "mobile", category: "performance", score: 94, min: 95 },
      { route: "/", preset: "desktop", category: "performance", score: 99, min: 100 },
    ]);
  });

  it("fails anything below 100 in accessibility, best practices and SEO on either preset", () => {
    const rows = [
      summarize("/a", "mobile", lhr({ ...perfect, accessibility: 0.99 })),
      summarize("/b", "desktop", lhr({ ...perfect, "best-practices": 0.96 })),
    ];
    expect(belowThreshold(rows).map((f) => `${f.route} ${f.category} ${f.score}`)).toEqual([
      "/a accessibility 99",
      "/b best-practices 96",
    ]);
  });

  it("fails a category that has no score", () => {
    expect(belowThreshold([row("mobile", 1, null)])).toEqual([
      { route: "/", preset: "mobile", category: "seo", score: null, min: 100 },
    ]);
  });
});

describe("slowPaints", () => {
  /** A run with the given paints (ms). */
  const run = (preset: Preset, fcp: number | null, lcp: number | null): AuditRow => ({
    ...summarize("/x", preset, lhr(perfect)),
    metrics: { fcp, lcp, tbt: 0, cls: 0 },
  });
  const limits: Record<Preset, PaintLimits> = {
    mobile: { fcp: 1100, lcp: 1100, lcpAfterFcp: 100 },
    desktop: {},
  };

  it("passes paints at their limits, the largest 100 ms after the first", () => {
    expect(slowPaints([run("mobile", 1000, 1100), run("mobile", 1100, 1100)], limits)).toEqual([]);
  });

  it("fails a largest paint more than its limit after the first, though both are fast", () => {
    expect(slowPaints([run("mobile", 700, 801)], limits)).toEqual([
      { route: "/x", preset: "mobile", check: "lcpAfterFcp", ms: 101, max: 100 },
    ]);
  });

  it("fails a first and a largest paint over their limits, comparing whole milliseconds", () => {
    expect(slowPaints([run("mobile", 1100.4, 1100.6)], limits)).toEqual([
      { route: "/x", preset: "mobile", check: "lcp", ms: 1101, max: 1100 },
    ]);
    expect(slowPaints([run("mobile", 1150, 1180)], limits).map((s) => s.check)).toEqual(["fcp", "lcp"]);
  });

  it("checks each preset against its own limits", () => {
    expect(slowPaints([run("desktop", 2000, 3000)], limits)).toEqual([]);
  });

  it("fails a limit whose figure Lighthouse did not measure", () => {
    expect(slowPaints([run("mobile", 900, null)], limits)).toEqual([
      { route: "/x", preset: "mobile", check: "lcp", ms: null, max: 1100 },
      { route: "/x", preset: "mobile", check: "lcpAfterFcp", ms: null, max: 100 },
    ]);
  });
});

describe("formatAuditTable", () => {
  it("prints one aligned line per run, marking scores below threshold with !", () => {
    const rows: AuditRow[] = [
      summarize("/", "mobile", lhr({ ...perfect, performance: 0.87 })),
      summarize("/news", "desktop", lhr(perfect)),
      summarize(
        "/lost",
        "desktop",
        lhr({ performance: null, accessibility: null, "best-practices": null, seo: null }),
      ),
    ];
    expect(formatAuditTable(rows)).toBe(
      [
        "Route  Preset   Perf  A11y   BP  SEO     FCP      LCP  LCP-FCP   TBT    CLS",
        "-----  -------  ----  ----  ---  ---  ------  -------  -------  ----  -----",
        "/      mobile    87!   100  100  100  812 ms  1204 ms   391 ms  0 ms  0.012",
        "/news  desktop   100   100  100  100  812 ms  1204 ms   391 ms  0 ms  0.012",
        "/lost  desktop    -!    -!   -!   -!  812 ms  1204 ms   391 ms  0 ms  0.012",
      ].join("\n"),
    );
  });

  it("marks a paint over its limit with ! when given the limits", () => {
    const rows = [summarize("/", "mobile", lhr(perfect)), summarize("/", "desktop", lhr(perfect))];
    const limits: Record<Preset, PaintLimits> = { mobile: { lcp: 1200, lcpAfterFcp: 100 }, desktop: {} };
    expect(formatAuditTable(rows, undefined, limits).split("\n").slice(2)).toEqual([
      "/      mobile    100   100  100  100  812 ms  1204 ms!  391 ms!  0 ms  0.012",
      "/      desktop   100   100  100  100  812 ms   1204 ms   391 ms  0 ms  0.012",
    ]);
  });
});

describe("formatLosses", () => {
  it("prints nothing when nothing lost points", () => {
    expect(formatLosses([summarize("/", "mobile", lhr(perfect))])).toBe("");
  });

  it("names the run that did not load", () => {
    const row = summarize(
      "/",
      "desktop",
      lhr(perfect, { runtimeError: { code: "NO_FCP", message: "No paint" } }),
    );
    expect(formatLosses([row])).toBe("/ (desktop): did not run: NO_FCP: No paint");
  });
});

describe("reportName", () => {
  it.each([
    ["/", "mobile", "home.mobile.json"],
    ["/lost", "desktop", "lost.desktop.json"],
    ["/news/by/ada-byron", "mobile", "news-by-ada-byron.mobile.json"],
  ] as const)("names %s %s %s", (route, preset, name) => {
    expect(reportName(route, preset)).toBe(name);
  });
});

describe("medianRun", () => {
  const runs = (...scores: (number | null)[]) =>
    scores.map((performance) => summarize("/", "mobile", lhr({ ...perfect, performance })));

  it("keeps the run with the median performance score", () => {
    expect(medianRun(runs(0.86, 1, 0.99))).toBe(2);
    expect(medianRun(runs(1, 0.5, 0.97, 0.98, 0.99))).toBe(3);
  });

  it("keeps the lower middle of an even count, and ranks a run that did not load lowest", () => {
    expect(medianRun(runs(1, 0.9))).toBe(1);
    expect(medianRun(runs(null, 1, 0.99))).toBe(2);
  });

  it("keeps the only run", () => {
    expect(medianRun(runs(0.5))).toBe(0);
  });
});
