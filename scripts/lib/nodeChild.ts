import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';

/**
 * A bundler's native thread pools (rolldown's, and libuv's for Node itself) held to one thread.
 * The build runs two bundlers at once on 2 cores (buildSites.ts); each with its own pools, a
 * remote and the shell took longer (8.3-9.5 s against 7.3-7.5 s) and held more (1710-1773 MB
 * against 1504-1512 MB); a remote alone was faster too (6.6-6.8 s against 5.9-6.1 s).
 * docs/measurements.md, "The build's fixed part".
 */
export const ONE_THREAD_BUNDLER_ENV: Readonly<NodeJS.ProcessEnv> = {
  RAYON_NUM_THREADS: '1',
  TOKIO_WORKER_THREADS: '1',
  ROLLDOWN_WORKER_THREADS: '1',
  UV_THREADPOOL_SIZE: '1',
};

/** A build tool that failed, with the last lines it printed. */
export class ChildBuildError extends Error {
  constructor(
    readonly tool: string,
    readonly code: number | null,
    readonly lastLines: string[],
  ) {
    super(`${tool} exited with ${code}\n${lastLines.join('\n')}`);
  }
}

/** The last lines a tool printed, for its failure's message. */
export function lastLines(output: string, count: number): string[] {
  return output.trim().split('\n').slice(-count);
}

/**
 * A command started with its output (stdout and stderr, interleaved) collected; with `ipc`, a
 * Node child that also talks over `child.send` and `'message'`.
 */
export function startCollecting(
  command: string,
  args: readonly string[],
  { cwd, env, ipc = false }: { cwd: string; env: NodeJS.ProcessEnv; ipc?: boolean },
): { child: ChildProcess; exited: Promise<{ code: number | null; output: string }> } {
  const stdio: StdioOptions = ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'];
  const child = spawn(command, args, { cwd, env, stdio });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
  return { child, exited };
}

/**
 * Runs a build tool's JavaScript entry with the Node running this script (the repo's own, not
 * whichever `node` a bin's shebang finds), collecting its output for the error when it fails.
 */
export async function runNodeTool(
  tool: string,
  entry: string,
  args: readonly string[],
  { cwd, env, keepLines = 30 }: { cwd: string; env: NodeJS.ProcessEnv; keepLines?: number },
): Promise<void> {
  const { code, output } = await startCollecting(process.execPath, [entry, ...args], { cwd, env })
    .exited;
  if (code !== 0) throw new ChildBuildError(tool, code, lastLines(output, keepLines));
}
