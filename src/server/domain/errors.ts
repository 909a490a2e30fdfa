/**
 * Errors a domain command raises for things a user or client did: each carries a stable code,
 * a message in the user's words and the HTTP status the route layer should answer with.
 * Anything else that escapes a command is a bug and is answered as a 500 without details.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 423 | 429 | 503,
    readonly code: string,
    message: string,
    readonly reason?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badInput = (code: string, message: string, details?: Record<string, unknown>) =>
  new DomainError(400, code, message, undefined, details);
export const notFound = (code: string, message: string) => new DomainError(404, code, message);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new DomainError(409, code, message, undefined, details);
export const unprocessable = (code: string, message: string, details?: Record<string, unknown>) =>
  new DomainError(422, code, message, undefined, details);
export const forbidden = (code: string, message: string) => new DomainError(403, code, message);
