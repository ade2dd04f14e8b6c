import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createPlatformApi } from './app.ts';

/** Manual runs: `node_modules/.bin/tsx packages/platform-api/src/server.ts` from the repo root. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const port = Number(process.env.PORT ?? 4321);
const databaseFile = process.env.PLATFORM_DB ?? `${repoRoot}.data/platform.sqlite`;
const configDir = process.env.AGENCY_CONFIG_DIR ?? `${repoRoot}agency-configs`;

const { app, close } = createPlatformApi({ databaseFile, configDir });
const server = serve(
  { fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' },
  (info) => {
    console.info(
      `[platform-api] listening on http://horizon.localhost:${info.port}/api (database ${databaseFile})`,
    );
  },
);

const shutdown = () => {
  server.close(() => {
    close();
    process.exit(0);
  });
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
