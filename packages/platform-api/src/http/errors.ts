import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface Issue {
  path: string;
  message: string;
}

/**
 * An expected failure with the status and JSON body the client gets. Everything else that is
 * thrown is a bug and becomes a logged 500.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly extra: { issues?: Issue[]; headers?: Record<string, string> };

  constructor(
    status: ContentfulStatusCode,
    message: string,
    extra: { issues?: Issue[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.extra = extra;
  }

  body(): { message: string; issues?: Issue[] } {
    return this.extra.issues
      ? { message: this.message, issues: this.extra.issues }
      : { message: this.message };
  }
}

export const badRequest = (message: string, issues?: Issue[]) =>
  new ApiError(400, message, issues ? { issues } : {});
export const unauthorized = (message: string) => new ApiError(401, message);
export const notFound = (message: string) => new ApiError(404, message);
