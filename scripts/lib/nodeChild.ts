import { type ChildProcess, spawn } from 'node:child_process';

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

/** A command started with its output (stdout and stderr, interleaved) collected. */
export function startCollecting(
  command: string,
  args: readonly string[],
  { cwd, env }: { cwd: string; env: NodeJS.ProcessEnv },
): { child: ChildProcess; exited: Promise<{ code: number | null; output: string }> } {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  if (code !== 0)
    throw new ChildBuildError(tool, code, output.trim().split('\n').slice(-keepLines));
}
