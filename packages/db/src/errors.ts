/** A row the caller named does not exist (or is not theirs). */
export class NotFoundError extends Error {
  readonly entity: string;
  readonly id: number | string;

  constructor(entity: string, id: number | string) {
    super(`${entity} ${id} not found`);
    this.name = 'NotFoundError';
    this.entity = entity;
    this.id = id;
  }
}

/** An idempotency key the caller already used, within its 24 hours, for another request (422). */
export class IdempotencyKeyReusedError extends Error {
  readonly key: string;

  constructor(key: string) {
    super('Idempotency-Key was already used with a different request');
    this.name = 'IdempotencyKeyReusedError';
    this.key = key;
  }
}
