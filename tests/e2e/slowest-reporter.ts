/**
 * Prints, after the run, the time each spec file took (its tests' durations added up) and the
 * slowest tests, so a CI log shows where the browser layer's minutes go.
 */
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const SLOWEST = 8;

export default class SlowestReporter implements Reporter {
  private readonly tests: { file: string; title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*tests\/e2e\//, "");
    this.tests.push({ file, title: test.titlePath().slice(3).join(" › "), ms: result.duration });
  }

  onEnd(_result: FullResult): void {
    const byFile = new Map<string, number>();
    for (const { file, ms } of this.tests) byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
    const lines = ["", "Time in each spec file (its tests added up):"];
    for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1])) lines.push(`${seconds(ms)}  ${file}`);
    lines.push("Slowest tests:");
    for (const test of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
      lines.push(`${seconds(test.ms)}  ${test.file} › ${test.title}`);
    console.log(lines.join("\n"));
  }

  printsToStdio(): boolean {
    return true;
  }
}
