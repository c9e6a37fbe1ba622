const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** A non-OK HTTP answer from a plain fetch. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`${status}: ${text || statusTexts[status] || 'Error'}`);
    this.name = 'HttpError';
  }
}

function httpStatusOf(err: unknown): number | null {
  if (err instanceof HttpError) return err.status;
  if (typeof err !== 'object' || err === null || !('data' in err)) return null;
  const data = (err as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || !('httpStatus' in data)) return null;
  const status = (data as { httpStatus: unknown }).httpStatus;
  return typeof status === 'number' ? status : null;
}

/** docs/PRODUCT.md §8: any non-OK answer reads "{status}: {text}" (status text when the body is empty). */
export function errorText(err: unknown): string {
  if (err instanceof HttpError) return err.message;
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  const status = httpStatusOf(err);
  if (status === null) return message || 'Unknown error';
  return `${status}: ${message || statusTexts[status] || 'Error'}`;
}
