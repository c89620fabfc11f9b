/**
 * Times a shell command together with every process it starts, for `npm run bench`.
 * GNU time counts only the children a process waits for: Pagefind's service, which the
 * build stops with a signal as it exits, and esbuild's would escape it. On Linux this
 * reads /proc every `intervalMs` instead: the peak of the summed resident memory of the
 * whole process tree at one moment, and the CPU time of each process as last seen.
 * Processes that live less than the interval (the `rm` of an output folder) are not
 * seen; elsewhere only the wall-clock time is measured.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

export interface TreeTiming {
  /** Wall-clock seconds. */
  seconds: number;
  /** User and system CPU seconds of every process seen in the tree; undefined without /proc. */
  cpu?: number;
  /** Peak of the summed resident memory of the tree, MB; undefined without /proc. */
  peakMb?: number;
  /** CPU seconds by command name (node, esbuild, pagefind_extended, ...); undefined without /proc. */
  cpuByCommand?: Record<string, number>;
  status: number | null;
  stderr: string;
}

/** Linux's clock ticks per second and page size for /proc/<pid>/stat (the kernel's usual values on x86-64 and arm64). */
const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;

interface ProcStat {
  pid: number;
  ppid: number;
  command: string;
  cpuTicks: number;
  rssBytes: number;
}

/** /proc/<pid>/stat, or undefined when the process is gone. The command name may hold spaces and parentheses. */
function readStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  const open = text.indexOf("(");
  const close = text.lastIndexOf(")");
  const fields = text.slice(close + 2).split(" ");
  // After the name: state, ppid, ... utime (field 14 of the whole line), stime (15), ... rss (24).
  return {
    pid,
    ppid: Number(fields[1]),
    command: text.slice(open + 1, close),
    cpuTicks: Number(fields[11]) + Number(fields[12]),
    rssBytes: Number(fields[21]) * PAGE_BYTES,
  };
}

/** Every live process that descends from `root` (itself included). */
function processTree(root: number): ProcStat[] {
  const all: ProcStat[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) all.push(stat);
  }
  const children = new Map<number, ProcStat[]>();
  for (const stat of all) {
    const siblings = children.get(stat.ppid);
    if (siblings) siblings.push(stat);
    else children.set(stat.ppid, [stat]);
  }
  const tree: ProcStat[] = [];
  const rootStat = all.find((stat) => stat.pid === root);
  const queue = rootStat ? [rootStat] : [];
  while (queue.length) {
    const next = queue.shift() as ProcStat;
    tree.push(next);
    queue.push(...(children.get(next.pid) ?? []));
  }
  return tree;
}

export interface TreeSampler {
  /** Stops sampling: the peak summed memory (MB) and the CPU seconds of every process seen, in all and by command. */
  stop: () => { peakMb: number; cpu: number; cpuByCommand: Record<string, number> };
}

/** Samples the tree under `pid` every `intervalMs` (Linux); undefined where there is no /proc. */
export function sampleTree(pid: number, intervalMs = 100): TreeSampler | undefined {
  if (process.platform !== "linux" || !existsSync("/proc/self/stat")) return undefined;
  let peak = 0;
  /** The last CPU time seen of each process, and its command (a shell that execs changes its name). */
  const seen = new Map<number, { ticks: number; command: string }>();
  const sample = () => {
    let rss = 0;
    for (const stat of processTree(pid)) {
      rss += stat.rssBytes;
      seen.set(stat.pid, {
        ticks: Math.max(seen.get(stat.pid)?.ticks ?? 0, stat.cpuTicks),
        command: stat.command,
      });
    }
    peak = Math.max(peak, rss);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const cpuByCommand: Record<string, number> = {};
      for (const { ticks, command } of seen.values())
        cpuByCommand[command] = (cpuByCommand[command] ?? 0) + ticks / TICKS_PER_SECOND;
      const cpu = Object.values(cpuByCommand).reduce((sum, value) => sum + value, 0);
      return { peakMb: peak / 1024 / 1024, cpu, cpuByCommand };
    },
  };
}

/** Runs `script` with sh in `cwd`, its standard error kept, timed with its whole process tree. */
export function timeTree(script: string, cwd: string, intervalMs = 100): Promise<TreeTiming> {
  const started = performance.now();
  const child = spawn("sh", ["-c", script], { cwd, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const sampler = child.pid === undefined ? undefined : sampleTree(child.pid, intervalMs);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (status) => {
      const seconds = (performance.now() - started) / 1000;
      resolve({ seconds, ...sampler?.stop(), status, stderr });
    });
  });
}
