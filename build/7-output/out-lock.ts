/**
 * One build at a time per output folder. Two builds into one folder share its staging folder
 * (out-dir.ts): each writes over and removes the other's files, and the second stopped on
 * some 200 false dead links. So a build holds a lock while it writes: a file beside the output
 * folder (dist.lock beside dist/, as the build's record is dist.build.json), naming the
 * process that holds it, its machine, since when and its command line. It is made whole under
 * a name of its own, then linked to the lock's name, which fails when the name is taken: of
 * two builds, exactly one gets it, and nobody ever reads half a lock.
 *
 * A second build finds the lock taken and stops at once (OutputFolderLocked), saying who holds
 * it, since when, and how to clear it. A lock whose process has ended (a build killed, the
 * machine restarted) is taken over, and the build says so. A lock of another machine (a
 * folder shared over the network) is never judged: its process cannot be seen from here.
 *
 * The dev server writes no output folder (it renders each page when asked, from memory), so
 * it takes no lock; the image cache it shares with the build is written file by file under
 * names of their own, then renamed (build/3-assets/images.ts).
 *
 * What must not break: the lock is released by the build that took it and no other (release
 * removes the file only while it is still the one this build linked).
 */
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type LockHolderDetails, OutputFolderLocked, SiteBuildError } from "../errors";
import { outPath } from "./out-path";
import { shownFile, shownFolder, within } from "./out-place";

export type LockHolder = LockHolderDetails;

export interface OutFolderLock {
  /** What to tell when the lock of a build that had ended was taken over. */
  tookOver?: string;
  /** Removes the lock, if it is still this one. */
  release: () => void;
}

/** Where the lock of `outDir` is: beside it (dist -> dist.lock). */
export function lockFile(outDir: string): string {
  return outPath(path.dirname(outDir), `${path.basename(outDir)}.lock`);
}

/** The holder a lock's text names, or undefined when it names none. */
export function lockHolder(text: string | undefined): LockHolder | undefined {
  try {
    const held = JSON.parse(text ?? "") as Partial<LockHolder>;
    if (!Number.isInteger(held.pid) || (held.pid ?? 0) <= 0) return undefined;
    return {
      pid: held.pid as number,
      host: String(held.host ?? ""),
      started: String(held.started ?? ""),
      command: String(held.command ?? ""),
    };
  } catch {
    return undefined;
  }
}

/** Whether the holder may still be running: its process lives, or it is on another machine. */
export function holderRunning(holder: LockHolder, host = os.hostname()): boolean {
  if (holder.host !== host) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The command line of this process, as a lock names it: the node binary's name, then its arguments. */
function commandOf(argv: readonly string[]): string {
  const cwd = process.cwd();
  return argv
    .map((arg, i) => {
      if (i === 0) return path.basename(arg);
      return path.isAbsolute(arg) && within(cwd, arg) ? path.relative(cwd, arg) || "." : arg;
    })
    .join(" ");
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

let taken = 0;

/**
 * Takes the lock of `outDir` for this process, or stops with OutputFolderLocked when another
 * build holds it. `root` is for the messages (the folder as typed); `command` names this build
 * in its lock (by default this process's command line).
 */
export function lockOutFolder(outDir: string, options: { root: string; command?: string }): OutFolderLock {
  const file = lockFile(outDir);
  const holder: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    started: new Date().toISOString(),
    command: options.command ?? commandOf(process.argv),
  };
  const text = `${JSON.stringify(holder, null, 2)}\n`;
  const dir = path.dirname(file);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  const partial = outPath(dir, `${path.basename(file)}.${process.pid}-${++taken}.tmp`);
  writeFileSync(partial, text);
  let tookOver: string | undefined;
  let own: number | undefined;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(partial, file);
        own = statSync(file).ino;
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const seen = readText(file);
      // Released meanwhile: try again.
      if (seen === undefined) continue;
      const other = lockHolder(seen);
      if ((other && holderRunning(other)) || attempt >= 5)
        throw new SiteBuildError(OutputFolderLocked, {
          folder: shownFolder(options.root, outDir),
          lockFile: shownFile(options.root, file),
          holder: other ?? { pid: 0, host: "", started: "an unknown time", command: "unknown" },
          otherHost: other !== undefined && other.host !== holder.host,
        });
      tookOver = other
        ? `Took over the lock of ${shownFolder(options.root, outDir)} from process ${other.pid} (${other.command}), which started ${other.started} and is no longer running.`
        : `Took over the lock of ${shownFolder(options.root, outDir)}, which named no process.`;
      // Only the lock judged stale, not one another build took since.
      if (readText(file) === seen) rmSync(file, { force: true });
    }
  } finally {
    rmSync(partial, { force: true });
  }
  return {
    tookOver,
    release() {
      if (statSync(file, { throwIfNoEntry: false })?.ino === own) rmSync(file, { force: true });
    },
  };
}
