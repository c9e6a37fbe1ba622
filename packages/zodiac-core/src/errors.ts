/** Thrown when a sign name is not one of the thirteen. */
export class UnknownSignError extends Error {
  readonly signName: string;

  constructor(signName: string) {
    super(`Unknown zodiac sign "${signName}"`);
    this.name = 'UnknownSignError';
    this.signName = signName;
  }
}
