/**
 * The bench's timing of a command with every process it starts (build/tools/process-tree.ts):
 * the memory of a grandchild that its parent never waits for counts, as Pagefind's does.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { timeTree } from "../../build/tools/process-tree";

describe.runIf(process.platform === "linux")("timeTree", () => {
  it("counts the memory and CPU of a process its parent leaves running, summed with the parent's", async () => {
    // The shell starts a Node process that holds 200 MB in the background, waits until it holds
    // them (a slow runner may take a second to start Node), and exits without waiting for it.
    const ready = path.join(mkdtempSync(path.join(tmpdir(), "tree-")), "ready");
    const holder = `${JSON.stringify(process.execPath)} -e "const b = Buffer.alloc(200e6, 1); require('fs').writeFileSync(process.argv[1], ''); setTimeout(() => b.length, 1500)" ${JSON.stringify(ready)}`;
    const wait = `while [ ! -e ${JSON.stringify(ready)} ]; do sleep 0.05; done`;
    const timing = await timeTree(`${holder} & ${wait}; sleep 0.5`, process.cwd(), 50);
    expect(timing.status).toBe(0);
    expect(timing.seconds).toBeGreaterThanOrEqual(0.5);
    expect(timing.peakMb).toBeGreaterThan(200);
    expect(timing.cpu).toBeGreaterThan(0);
    expect(Object.keys(timing.cpuByCommand ?? {})).toEqual(expect.arrayContaining(["node", "sh", "sleep"]));
    expect(timing.cpuByCommand?.node).toBeGreaterThan(0);
  });

  it("reports a failing command's status and what it wrote to standard error", async () => {
    const timing = await timeTree("echo broken >&2; exit 3", process.cwd());
    expect(timing.status).toBe(3);
    expect(timing.stderr).toBe("broken\n");
  });
});
