/**
 * Domain errors: services throw these with the words the user should read;
 * the central error handler (http/error-handler.ts) turns them into `{ message }` with the status.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly headers?: Record<string, string>;

  constructor(status: number, message: string, code = 'app_error', headers?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export const badRequest = (message: string, code = 'bad_request') => new AppError(400, message, code);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message, 'unauthorized');
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message, 'forbidden');
export const notFound = (message = 'Not found.') => new AppError(404, message, 'not_found');
export const conflict = (message: string, code = 'conflict') => new AppError(409, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, 'rate_limited', { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (message: string) => new AppError(503, message, 'unavailable');
