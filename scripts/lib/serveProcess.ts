// `scripts/serve.ts` as its own process, as `npm start` runs it, on a free port: what the load
// test puts under load and what `npm run bench` compares with nginx.
import { type ChildProcess, spawn } from 'node:child_process';
import { CONFIG_DIR, ROOT } from './configFiles.ts';

export interface ServeProcess {
  child: ChildProcess;
  port: number;
  stop(): Promise<void>;
}

export function startServeProcess(options: {
  sitesDir: string;
  databaseFile: string;
  configDir?: string;
  /** Caps the server's heap (`--max-old-space-size`), so growth under load shows a leak. */
  heapMB?: number;
}): Promise<ServeProcess> {
  // Node itself with tsx's loader, not the tsx command: that runs the server as a child of its
  // own, so a kill -9 would kill the wrapper and leave the server running, orphaned.
  const child = spawn(
    process.execPath,
    [
      ...(options.heapMB ? [`--max-old-space-size=${options.heapMB}`] : []),
      '--import',
      'tsx',
      'scripts/serve.ts',
      '--sites',
      options.sitesDir,
      '--configs',
      options.configDir ?? CONFIG_DIR,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', PLATFORM_DB: options.databaseFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Serving on [\d.]+:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), stop });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`serve exited (${code}):\n${out}`)));
  });
}
