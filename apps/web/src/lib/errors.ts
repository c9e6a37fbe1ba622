import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const statusTexts: Record<number, MessageDescriptor> = {
  400: msg`Bad Request`,
  401: msg`Unauthorized`,
  403: msg`Forbidden`,
  404: msg`Not Found`,
  409: msg`Conflict`,
  429: msg`Too Many Requests`,
  500: msg`Internal Server Error`,
  502: msg`Bad Gateway`,
  503: msg`Service Unavailable`,
};

/** The status's text in the language shown, or "Error" for one without a text of its own. */
function statusText(status: number): string {
  const text = statusTexts[status];
  return text ? i18n._(text) : i18n._(msg`Error`);
}

/** A non-OK HTTP answer from a plain fetch. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`${status}: ${text || statusText(status)}`);
    this.name = 'HttpError';
  }
}

export function httpStatusOf(err: unknown): number | null {
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
  if (status === null) return message || i18n._(msg`Unknown error`);
  return `${status}: ${message || statusText(status)}`;
}

/** A 400: the server refused what was asked (a date out of its range), so asking again cannot help. */
export function isBadRequest(err: unknown): boolean {
  return httpStatusOf(err) === 400;
}
