export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.info(`[platform-api] ${message}`),
  warn: (message) => console.warn(`[platform-api] ${message}`),
  error: (message, error) => console.error(`[platform-api] ${message}`, error ?? ''),
};
