/**
 * File operations run in the background while the caller goes on rendering:
 * at most `concurrency` at a time (libuv's thread pool has four threads), each
 * operation's own steps in order, operations started in the order they were
 * added (p-limit's queue).
 *
 * What p-limit does not do is count bytes: the queue holds at most `maxBytes`
 * of pending data before `ready()` makes the caller wait, so memory stays flat
 * however many pages there are and however slow the disk. The first failure is
 * kept, later operations are skipped (the build is going to stop), and
 * `flush()` throws it.
 */
import pLimit from "p-limit";

export interface FileQueue {
  /** Queues an operation that writes `bytes` bytes (they count until it finishes). */
  add: (bytes: number, operation: () => Promise<unknown>) => void;
  /** Resolves at once while the backlog is under the limit, else once it has halved. */
  ready: () => Promise<void>;
  /** Resolves when every queued operation has finished; rejects with the first failure. */
  flush: () => Promise<void>;
}

export function fileQueue(maxBytes: number, concurrency = 4): FileQueue {
  const limit = pLimit(concurrency);
  let pending = 0;
  let backlog = 0;
  let failure: { error: unknown } | undefined;
  let resume: (() => void) | undefined;
  let idle: (() => void) | undefined;

  return {
    add(bytes, operation) {
      backlog += bytes;
      pending++;
      // Never rejects, and settles before p-limit starts the next operation (which sees the failure).
      void limit(async () => {
        try {
          if (!failure) await operation();
        } catch (error) {
          failure ??= { error };
        } finally {
          backlog -= bytes;
          if (resume && backlog <= maxBytes / 2) {
            resume();
            resume = undefined;
          }
          if (!--pending) idle?.();
        }
      });
    },
    ready: () =>
      backlog <= maxBytes
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            resume = resolve;
          }),
    async flush() {
      if (pending) {
        await new Promise<void>((resolve) => {
          idle = resolve;
        });
      }
      if (failure) throw failure.error;
    },
  };
}
