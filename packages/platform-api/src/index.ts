export {
  createPlatformApi,
  defaultImagesDir,
  MAX_BODY_BYTES,
  MAX_UPLOAD_BYTES,
  type PlatformApi,
  type PlatformApiOptions,
} from './app.ts';
export { AUTH_OPTIONAL_HEADER } from './auth/guards.ts';
export { FAILED_LOGIN_WINDOW_MS, MAX_FAILED_LOGINS } from './auth/loginThrottle.ts';
export { DEFAULT_SESSION_TTL_MS } from './auth/sessions.ts';
export { MIGRATIONS, migrate } from './db/migrations.ts';
export { DEALS_PER_SERVICE, generateDeals } from './demo/dealGenerator.ts';
export { DEMO_PASSWORD, demoUsersFor } from './demo/users.ts';
export { consoleLogger, type Logger } from './logger.ts';
export { SETTINGS_CHANGED_MESSAGE } from './routes/settings.ts';
export { UPLOADS_FOLDER } from './settings/images.ts';
export type { Publisher } from './settings/publishQueue.ts';
export {
  latestStoredConfig,
  publishedSettingsConfigs,
  type StoredConfig,
} from './settings/savedConfigs.ts';
export type { ConfigVersion, PublishStatus } from './settings/versions.ts';
