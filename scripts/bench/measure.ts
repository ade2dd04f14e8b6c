// How the benchmark measures: a command's wall time and peak memory (its whole process tree's,
// sampled), the machine it ran on, and the median of runs.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { ROOT } from '../lib/configFiles.ts';
import { startCollecting } from '../lib/nodeChild.ts';

export interface Machine {
  cores: number;
  cpu: string;
  memoryGiB: number;
  node: string;
}

export function machine(): Machine {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
  };
}

export interface Timed {
  seconds: number;
  /** The most memory the command's processes held at once (their resident sets summed), in MB. */
  peakMB: number;
  output: string;
}

const PAGE_BYTES = 4096;

/**
 * The resident memory of `root` and all its descendants now, in bytes (Linux /proc). A build runs
 * several processes at once (one render process per core), so the largest single process — what GNU
 * time reports — would understate what the machine needs.
 */
function treeBytes(root: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command name in parentheses: state, ppid, ... rss is field 24 of the line.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * PAGE_BYTES);
    } catch {
      // The process ended while it was being read.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let current: number | undefined = pid; current; current = parents.get(current)) {
      if (current === root) return true;
    }
    return false;
  };
  let total = 0;
  for (const [pid, bytes] of rss) if (inTree(pid)) total += bytes;
  return total;
}

/** Runs `command`, sampling its process tree's memory; rejects with its output when it fails. */
export async function timed(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<Timed> {
  const started = performance.now();
  const { child, exited } = startCollecting(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeBytes(child.pid));
  }, 200);
  try {
    const { code, output } = await exited;
    if (code !== 0)
      throw new Error(`${commandLine(command, args)} exited with ${code}:\n${output}`);
    const seconds = (performance.now() - started) / 1000;
    return { seconds: Math.round(seconds * 10) / 10, peakMB: Math.round(peak / 2 ** 20), output };
  } finally {
    clearInterval(sampler);
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The shell command a reader reruns to get a figure (relative to the repository). */
export function commandLine(command: string, args: readonly string[]): string {
  return [command, ...args].map((part) => (/[\s{}']/.test(part) ? `'${part}'` : part)).join(' ');
}
