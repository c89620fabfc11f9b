/**
 * File operations run in the background while the caller goes on rendering:
 * at most `concurrency` at a time (libuv's thread pool has four threads), each
 * operation's own steps in order, operations started in the order they were added.
 *
 * The queue holds at most `maxBytes` of pending data before `ready()` makes the
 * caller wait, so memory stays flat however many pages there are and however
 * slow the disk. The first failure is kept, later operations are skipped (the
 * build is going to stop), and `flush()` throws it.
 */
export interface FileQueue {
  /** Queues an operation that writes `bytes` bytes (they count until it finishes). */
  add: (bytes: number, operation: () => Promise<unknown>) => void;
  /** Resolves at once while the backlog is under the limit, else once it has halved. */
  ready: () => Promise<void>;
  /** Resolves when every queued operation has finished; rejects with the first failure. */
  flush: () => Promise<void>;
}

export function fileQueue(maxBytes: number, concurrency = 4): FileQueue {
  const waiting: { bytes: number; operation: () => Promise<unknown> }[] = [];
  let running = 0;
  let backlog = 0;
  let failure: { error: unknown } | undefined;
  let resume: (() => void) | undefined;
  let idle: (() => void) | undefined;

  const next = () => {
    while (running < concurrency && waiting.length) {
      const { bytes, operation } = waiting.shift() as (typeof waiting)[number];
      running++;
      (failure ? Promise.resolve() : operation())
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => {
          running--;
          backlog -= bytes;
          if (resume && backlog <= maxBytes / 2) {
            resume();
            resume = undefined;
          }
          next();
          if (!running && !waiting.length && idle) {
            idle();
            idle = undefined;
          }
        });
    }
  };

  return {
    add(bytes, operation) {
      backlog += bytes;
      waiting.push({ bytes, operation });
      next();
    },
    ready: () =>
      backlog <= maxBytes
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            resume = resolve;
          }),
    async flush() {
      if (running || waiting.length) {
        await new Promise<void>((resolve) => {
          idle = resolve;
        });
      }
      if (failure) throw failure.error;
    },
  };
}
