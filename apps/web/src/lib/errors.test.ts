import { describe, expect, it } from 'vitest';
import { errorText, HttpError } from './errors';

describe('errorText', () => {
  it('reads "{status}: {text}" for HTTP errors, using the status text when the body is empty', () => {
    expect(errorText(new HttpError(404, 'No such reading'))).toBe('404: No such reading');
    expect(errorText(new HttpError(503, ''))).toBe('503: Service Unavailable');
  });

  it('reads tRPC client errors by their httpStatus', () => {
    const err = Object.assign(new Error('Unknown sign'), { data: { httpStatus: 400, code: 'BAD_REQUEST' } });
    expect(errorText(err)).toBe('400: Unknown sign');
  });

  it('falls back to the message for other errors', () => {
    expect(errorText(new Error('offline'))).toBe('offline');
    expect(errorText(null)).toBe('Unknown error');
  });
});
