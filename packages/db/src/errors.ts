import { defaultLocale, refusalText } from '@celtic/zodiac-core';

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
    super(refusalText('idempotencyKeyReused', undefined, defaultLocale));
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
    super(refusalText('accountDeleted', undefined, defaultLocale));
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
    super(refusalText('idempotentRowDeleted', undefined, defaultLocale));
    this.name = 'IdempotentRowDeletedError';
    this.key = key;
  }
}
