/**
 * `npx tsx build/tools/nav-timing.ts [--runs 7] [--dwell 500] [--dir dist]`: how long a
 * visitor waits, from the click on a link to the next page's first paint, with and without
 * instant navigation (src/islands/prefetch.ts), in Chromium on a throttled phone-like
 * profile (after Lighthouse's mobile: 150 ms round trip, 1.6 Mbit/s down, CPU 4x slower).
 * The CPU is slowed over CDP; the network by a proxy in front of the server, because
 * Chromium's own network emulation does not slow the prefetch (measured: a prefetch was
 * ready 1 ms after it started), which would flatter it. Each run opens the first page in a fresh browser context (empty cache), lets it
 * settle, rests the pointer on the link for `dwell` ms (intent), then clicks. "without" is
 * the same site with Save-Data emulated, which adds no rules: the site as it was before.
 * Runs alternate between the two, so drift on a shared machine touches both alike.
 * Serves `dir` itself on a free port, as GitHub Pages would (build/hosts.ts).
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "@playwright/test";
import { loadConfig } from "../1-config/config";
import { commandLine } from "../cli-args";
import { startServer } from "./server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values: args } = commandLine({
  command: "npx tsx build/tools/nav-timing.ts",
  options: {
    runs: { type: "string", default: "7" },
    dwell: { type: "string", default: "500" },
    dir: { type: "string", default: "dist" },
  },
});
const runs = Number(args.runs);
const dwell = Number(args.dwell);
const { basePath } = loadConfig(root);

/** Pairs of (first page, link on it) a visitor follows: a header link, and an article from the blog list. */
const JOURNEYS = [
  { from: "", link: 'nav[aria-label="Main"] a[href$="/about-us"]' },
  { from: "blog", link: 'main a[href*="/blog/nist-800-88-guidelines-explained"]' },
];

/** The slow network, played by the server: Chromium's network emulation leaves a prefetch unthrottled. */
const RTT_MS = 150;
const BYTES_PER_MS = (1.6 * 1024 * 1024) / 8 / 1000;

/** Answers every request as `upstream` does, one round trip later and at the throttled speed. */
function slowProxy(upstream: string): Promise<Server> {
  const proxy = createServer((req, res) => {
    const forward = request(
      `${upstream}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          setTimeout(
            () => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              res.end(body);
            },
            RTT_MS + body.length / BYTES_PER_MS,
          );
        });
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  return new Promise((resolve) => proxy.listen(0, "127.0.0.1", () => resolve(proxy)));
}

/** Milliseconds from the click to the next page's first contentful paint. */
async function clickToPaint(
  browser: Browser,
  origin: string,
  journey: (typeof JOURNEYS)[number],
  prefetch: boolean,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Emulation.setDataSaverOverride", { dataSaverEnabled: !prefetch });
    await page.goto(`${origin}${basePath}${journey.from}`, { waitUntil: "networkidle" });
    const speculates = await page.locator('script[type="speculationrules"]').count();
    if (speculates !== (prefetch ? 1 : 0))
      throw new Error(`expected ${prefetch ? "" : "no "}speculation rules`);
    const link = page.locator(journey.link).first();
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error(`no link ${journey.link}`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(dwell);
    const clicked = Date.now();
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForURL((url) => url.pathname !== `${basePath}${journey.from}`, { waitUntil: "commit" });
    const paint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName("first-contentful-paint")[0];
            if (entry) resolve(performance.timeOrigin + entry.startTime);
          }).observe({ type: "paint", buffered: true });
        }),
    );
    return paint - clicked;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const server = await startServer({ dir: path.resolve(root, args.dir), port: 0, basePath });
const proxy = await slowProxy(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--headless", "--disable-gpu"],
});
try {
  console.log(
    `Click to first paint, ${runs} runs each, pointer resting ${dwell} ms on the link; ${RTT_MS} ms RTT, 1.6 Mbit/s, CPU 4x:`,
  );
  for (const journey of JOURNEYS) {
    const times: Record<"without" | "with", number[]> = { without: [], with: [] };
    for (let run = 0; run < runs; run++) {
      // Alternate which goes first, so neither always follows the other.
      const order = run % 2 ? ([true, false] as const) : ([false, true] as const);
      for (const prefetch of order)
        times[prefetch ? "with" : "without"].push(await clickToPaint(browser, origin, journey, prefetch));
    }
    const before = median(times.without);
    const after = median(times.with);
    console.log(
      `  /${journey.from} -> ${journey.link}\n    without prefetch: median ${Math.round(before)} ms (${times.without.map(Math.round).join(", ")})\n    with prefetch:    median ${Math.round(after)} ms (${times.with.map(Math.round).join(", ")})\n    ratio ${(after / before).toFixed(2)}`,
    );
  }
} finally {
  await browser.close();
  proxy.close();
  server.close();
}
