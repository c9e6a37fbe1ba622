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

/**
 * The account of this Firebase uid was deleted after the token's sign-in: the token is refused (401) everywhere,
 * and only a new sign-in by the person makes a new account.
 */
export class AccountDeletedError extends Error {
  readonly firebaseUid: string;

  constructor(firebaseUid: string) {
    super('This account has been deleted. Sign in again to start a new one.');
    this.name = 'AccountDeletedError';
    this.firebaseUid = firebaseUid;
  }
}

/**
 * An idempotency key whose first request wrote a row that has since been deleted (409): the stored answer is gone
 * with it, so the key answers nothing; a new key writes anew.
 */
export class IdempotentRowDeletedError extends Error {
  readonly key: string;

  constructor(key: string) {
    super(
      'Idempotency-Key: what the first request with this key saved has since been deleted; send a new key to save it again',
    );
    this.name = 'IdempotentRowDeletedError';
    this.key = key;
  }
}
