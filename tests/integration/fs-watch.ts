/**
 * Wraps the file system calls that create, change or remove a file or folder, so that a
 * test sees every path a build touches (tests/integration/build-properties.test.ts mocks node:fs
 * and node:fs/promises with it). Reading calls pass through untouched.
 */
import path from "node:path";

/** Calls whose first argument is a path they change. */
const FIRST = [
  "writeFile",
  "appendFile",
  "mkdir",
  "mkdtemp",
  "rm",
  "rmdir",
  "unlink",
  "truncate",
  "createWriteStream",
  "utimes",
  "chmod",
];
/** Calls whose second argument is the path they create (link, copy): the first is only read. */
const SECOND = ["link", "symlink", "copyFile", "cp"];
/** Calls that change both. */
const BOTH = ["rename"];

function asPath(value: unknown): string | undefined {
  if (typeof value === "string") return path.resolve(value);
  if (value instanceof URL && value.protocol === "file:")
    return path.resolve(decodeURIComponent(value.pathname));
  if (Buffer.isBuffer(value)) return path.resolve(value.toString("utf8"));
  return undefined;
}

export function watch<T extends object>(module: T, paths: string[]): T {
  const wrapped: Record<string, unknown> = { ...(module as Record<string, unknown>) };
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== "function") continue;
    const base = name.replace(/Sync$/, "");
    const at = FIRST.includes(base)
      ? [0]
      : SECOND.includes(base)
        ? [1]
        : BOTH.includes(base)
          ? [0, 1]
          : undefined;
    if (!at) continue;
    wrapped[name] = function (this: unknown, ...args: unknown[]) {
      for (const index of at) {
        const file = asPath(args[index]);
        if (file) paths.push(file);
      }
      return (value as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
  return wrapped as T;
}
