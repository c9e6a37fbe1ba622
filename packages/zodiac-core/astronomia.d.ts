// astronomia ships JavaScript without types; these are the few functions the birth-chart test calls.
declare module 'astronomia/moonphase' {
  /** Julian ephemeris day of the phase nearest the decimal year. */
  export function newMoon(year: number): number;
  export function first(year: number): number;
  export function full(year: number): number;
  export function last(year: number): number;
}
declare module 'astronomia/moonillum' {
  /** The Moon's phase angle in radians (Meeus, chapter 48, low precision). */
  export function phaseAngle3(jde: number): number;
}
declare module 'astronomia/julian' {
  export function DateToJDE(date: Date): number;
  export function JDEToDate(jde: number): Date;
}
