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
