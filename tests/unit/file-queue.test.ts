import { describe, expect, it } from "vitest";
import { fileQueue } from "../../build/4-pages/file-queue";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("fileQueue", () => {
  it("runs at most `concurrency` operations at a time, starting them in the order they were added", async () => {
    const queue = fileQueue(1_000, 2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    for (let i = 0; i < 6; i++) {
      queue.add(10, async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
      });
    }
    await queue.flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it("flushes at once when nothing is queued", async () => {
    await expect(fileQueue(1_000).flush()).resolves.toBeUndefined();
  });

  it("makes the caller wait past the byte limit, until the backlog has halved", async () => {
    const queue = fileQueue(100, 1);
    const finished: number[] = [];
    for (let i = 0; i < 4; i++) {
      queue.add(40, async () => {
        await tick();
        finished.push(i);
      });
    }
    // 160 bytes waiting: over the limit of 100, so ready() waits until at most 50 remain.
    await queue.ready();
    expect(finished).toEqual([0, 1, 2]);
    await queue.flush();
    expect(finished).toEqual([0, 1, 2, 3]);
  });

  it("is ready at once under the limit", async () => {
    const queue = fileQueue(100);
    queue.add(60, () => new Promise(() => {})); // never finishes
    let ready = false;
    await queue.ready().then(() => {
      ready = true;
    });
    expect(ready).toBe(true);
  });

  it("keeps the first failure for flush() and writes nothing after it", async () => {
    const queue = fileQueue(1_000, 1);
    const ran: string[] = [];
    queue.add(1, async () => {
      ran.push("first");
    });
    queue.add(1, async () => {
      throw new Error("EACCES: permission denied, open 'dist/about-us.html'");
    });
    queue.add(1, async () => {
      ran.push("after");
    });
    await expect(queue.flush()).rejects.toThrow(/EACCES.*about-us/);
    expect(ran).toEqual(["first"]);
  });
});
