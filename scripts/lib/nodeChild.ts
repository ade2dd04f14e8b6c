import { spawn } from 'node:child_process';

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

/**
 * Runs a build tool's JavaScript entry with the Node running this script (the repo's own, not
 * whichever `node` a bin's shebang finds), collecting its output for the error when it fails.
 */
export function runNodeTool(
  tool: string,
  entry: string,
  args: readonly string[],
  { cwd, env, keepLines = 30 }: { cwd: string; env: NodeJS.ProcessEnv; keepLines?: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      reject(new ChildBuildError(tool, code, output.trim().split('\n').slice(-keepLines)));
    });
  });
}
