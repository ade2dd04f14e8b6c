import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface Issue {
  path: string;
  message: string;
}

/**
 * An expected failure with the status and JSON body the client gets. Everything else that is
 * thrown is a bug and becomes a logged 500.
 */
export interface ApiErrorExtra {
  issues?: Issue[];
  headers?: Record<string, string>;
  /** A stable code beside the English message, for a client that words the failure itself. */
  code?: string;
}

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly extra: ApiErrorExtra;

  constructor(status: ContentfulStatusCode, message: string, extra: ApiErrorExtra = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.extra = extra;
  }

  body(): { message: string; code?: string; issues?: Issue[] } {
    return {
      message: this.message,
      ...(this.extra.code ? { code: this.extra.code } : {}),
      ...(this.extra.issues ? { issues: this.extra.issues } : {}),
    };
  }
}

export const badRequest = (message: string, issues?: Issue[]) =>
  new ApiError(400, message, issues ? { issues } : {});
export const unauthorized = (message: string) => new ApiError(401, message);
export const notFound = (message: string) => new ApiError(404, message);
