// How the benchmark measures: a command's wall time and peak memory (GNU time, which sees the
// whole process tree's largest resident set), the machine it ran on, and the median of runs.
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { ROOT } from '../lib/configFiles.ts';

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
  /** Largest resident set of the command's process tree, in MB. */
  peakMB: number;
  output: string;
}

/** Runs `command` under GNU time; throws with its output when it fails. */
export function timed(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Timed {
  const result = spawnSync('/usr/bin/time', ['-f', '__time %e %M', command, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 2 ** 20,
  });
  const output = `${result.stdout}${result.stderr}`;
  const match = /__time ([\d.]+) (\d+)/.exec(result.stderr);
  if (result.status !== 0 || !match) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${output.slice(-4000)}`,
    );
  }
  return { seconds: Number(match[1]), peakMB: Math.round(Number(match[2]) / 1024), output };
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
