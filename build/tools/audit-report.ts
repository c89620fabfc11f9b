/**
 * The pure half of `npm run audit`: what a Lighthouse result means for us.
 * Reads the scores and metrics out of a result, checks them against the
 * thresholds, names the audits that cost points, and formats the table.
 */

export type Preset = "mobile" | "desktop";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** Lowest passing score (0-100, as the report shows it) per preset and category. */
export const THRESHOLDS: Record<Preset, Record<CategoryId, number>> = {
  mobile: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
  desktop: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
};

/**
 * Most a paint may take on phones (ms, Lighthouse's simulated mobile load): the first paint
 * (FCP), the largest (LCP), and the largest after the first (LCP - FCP). The page's largest
 * content must come in its first paint, not wait for a font, a stylesheet or an image after it
 * (docs/front-end.md, "First paint"). Desktop has no limits of its own: its scores hold it.
 * Measured on this machine; a shared CI runner is slower, so `--ci` leaves them out.
 */
export const PAINT_LIMITS: Record<Preset, PaintLimits> = {
  mobile: { fcp: 1100, lcp: 1100, lcpAfterFcp: 100 },
  desktop: {},
};

export interface PaintLimits {
  fcp?: number;
  lcp?: number;
  /** LCP - FCP. */
  lcpAfterFcp?: number;
}
export type PaintCheck = keyof PaintLimits;

/**
 * Audits the 404 page fails on purpose: it must answer with status 404 and
 * carry `noindex`. They are skipped there, so its SEO score covers the rest.
 */
export const SKIPPED_ON_404 = ["http-status-code", "is-crawlable"];

/**
 * Console errors ignored on the 404 page (errors-in-console's ignoredPatterns,
 * which replace its default): Chromium logs the page's own 404 status as
 * "Failed to load resource". A missing asset would log the same words; the
 * build's dead-link check already fails on those.
 */
export const CONSOLE_ERRORS_IGNORED_ON_404 = [
  "ERR_BLOCKED_BY_CLIENT.Inspector",
  "the server responded with a status of 404",
];

/** The parts of a Lighthouse result (LH.Result) this module reads. */
export interface LhrLike {
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Partial<
    Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>
  >;
  audits: Record<
    string,
    {
      score: number | null;
      scoreDisplayMode: string;
      title: string;
      numericValue?: number;
      displayValue?: string;
      /** Estimated gain per metric (ms, or CLS units) of a performance hint. */
      metricSavings?: Record<string, number | undefined>;
    }
  >;
}

/** An audit that scored below 1 in a category. */
export interface Loss {
  category: CategoryId;
  audit: string;
  title: string;
  score: number;
  displayValue?: string;
  /** Counts in the category score (a metric or a scored audit); else a performance hint with estimated savings. */
  weighted: boolean;
}

export interface AuditRow {
  route: string;
  preset: Preset;
  /** 0-100, rounded as the report shows it; null when the category did not run. */
  scores: Record<CategoryId, number | null>;
  /** Milliseconds, except CLS (unitless). */
  metrics: { fcp: number | null; lcp: number | null; tbt: number | null; cls: number | null };
  losses: Loss[];
  warnings: string[];
  /** Lighthouse's runtime error (the page did not load), if any. */
  error?: string;
}

export interface Failure {
  route: string;
  preset: Preset;
  category: CategoryId;
  score: number | null;
  min: number;
}

/** A paint slower than its limit (PAINT_LIMITS). */
export interface SlowPaint {
  route: string;
  preset: Preset;
  check: PaintCheck;
  /** Milliseconds; null when Lighthouse measured no paint. */
  ms: number | null;
  max: number;
}

const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
} as const;

export function summarize(route: string, preset: Preset, lhr: LhrLike): AuditRow {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<CategoryId, number | null>;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const losses: Loss[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const weighted = ref.weight > 0;
      // Performance lists many zero-weight hints; keep those estimated to cost a metric something.
      const saves = Object.values(audit.metricSavings ?? {}).some((value) => (value ?? 0) > 0);
      if (!weighted && !saves) continue;
      losses.push({
        category,
        audit: ref.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        weighted,
      });
    }
  }
  return {
    route,
    preset,
    scores,
    metrics: {
      fcp: metric(METRICS.fcp),
      lcp: metric(METRICS.lcp),
      tbt: metric(METRICS.tbt),
      cls: metric(METRICS.cls),
    },
    losses,
    warnings: lhr.runWarnings ?? [],
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** Every score below its threshold; a category that did not run is a failure too. */
export function belowThreshold(rows: AuditRow[], thresholds = THRESHOLDS): Failure[] {
  const failures: Failure[] = [];
  for (const row of rows) {
    for (const category of CATEGORIES) {
      const min = thresholds[row.preset][category];
      const score = row.scores[category];
      if (score === null || score < min)
        failures.push({ route: row.route, preset: row.preset, category, score, min });
    }
  }
  return failures;
}

/** The figure a paint limit applies to: FCP, LCP, or LCP - FCP; null when either paint is missing. */
export function paintFigure(row: AuditRow, check: PaintCheck): number | null {
  const { fcp, lcp } = row.metrics;
  if (check === "fcp") return fcp;
  if (check === "lcp") return lcp;
  return fcp === null || lcp === null ? null : lcp - fcp;
}

/**
 * Every paint over its limit, compared as the table prints it (whole milliseconds); a run
 * without the figure fails a limit set for it.
 */
export function slowPaints(rows: AuditRow[], limits = PAINT_LIMITS): SlowPaint[] {
  const slow: SlowPaint[] = [];
  for (const row of rows) {
    for (const [check, max] of Object.entries(limits[row.preset]) as [PaintCheck, number][]) {
      const figure = paintFigure(row, check);
      const ms = figure === null ? null : Math.round(figure);
      if (ms === null || ms > max) slow.push({ route: row.route, preset: row.preset, check, ms, max });
    }
  }
  return slow;
}

/**
 * The run to keep of several of one page: the one with the median performance
 * score (the lower middle of an even count); a run that did not load ranks lowest.
 */
export function medianRun(rows: AuditRow[]): number {
  const order = rows
    .map((row, index) => ({ index, score: row.scores.performance ?? -1 }))
    .sort((a, b) => a.score - b.score || a.index - b.index);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
}

const ms = (value: number | null) => (value === null ? "-" : `${Math.round(value)} ms`);
const cls = (value: number | null) => (value === null ? "-" : value.toFixed(3));
const score = (value: number | null) => (value === null ? "-" : String(value));

/** What the table calls a paint figure. */
export const PAINT_LABELS: Record<PaintCheck, string> = { fcp: "FCP", lcp: "LCP", lcpAfterFcp: "LCP-FCP" };

/**
 * The result table; a score below its threshold and a paint over its limit (when `paintLimits`
 * are given) are marked with "!". LCP-FCP is how long the largest paint came after the first.
 */
export function formatAuditTable(
  rows: AuditRow[],
  thresholds = THRESHOLDS,
  paintLimits?: Record<Preset, PaintLimits>,
): string {
  const header = ["Route", "Preset", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "LCP-FCP", "TBT", "CLS"];
  const lines = rows.map((row) => {
    const slow = new Set(paintLimits ? slowPaints([row], paintLimits).map((s) => s.check) : []);
    const paint = (check: PaintCheck) => `${ms(paintFigure(row, check))}${slow.has(check) ? "!" : ""}`;
    return [
      row.route,
      row.preset,
      ...CATEGORIES.map((category) => {
        const value = row.scores[category];
        const low = value === null || value < thresholds[row.preset][category];
        return `${score(value)}${low ? "!" : ""}`;
      }),
      paint("fcp"),
      paint("lcp"),
      paint("lcpAfterFcp"),
      ms(row.metrics.tbt),
      cls(row.metrics.cls),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const fmt = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  return [fmt(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(fmt)].join("\n");
}

/** What cost points, per route and preset: one line per audit below 1. */
export function formatLosses(rows: AuditRow[]): string {
  const out: string[] = [];
  for (const row of rows) {
    if (row.error) out.push(`${row.route} (${row.preset}): did not run: ${row.error}`);
    if (!row.losses.length) continue;
    out.push(`${row.route} (${row.preset}):`);
    for (const loss of row.losses) {
      const value = loss.displayValue ? ` (${loss.displayValue})` : "";
      const kind = loss.weighted ? `score ${Math.round(loss.score * 100)}` : "hint";
      out.push(`  ${loss.category}: ${loss.audit}: ${loss.title}${value} [${kind}]`);
    }
  }
  return out.join("\n");
}

/** The report file name of a route: "/" -> "home", "/blog/x" -> "blog-x". */
export function reportName(route: string, preset: Preset): string {
  const slug = route.replace(/^\/+|\/+$/g, "").replace(/[^A-Za-z0-9]+/g, "-") || "home";
  return `${slug}.${preset}.json`;
}
