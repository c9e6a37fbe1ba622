/**
 * Every router's input and output schemas, as the package exports them (the web imports their types). Each
 * router's schemas are in the module named after it; shared.ts holds the building blocks several use.
 */
export * from './admin';
// The birth chart's schemas are the birth router's own; only the kept birth date is part of the profile export.
export { type KeptBirth, keptBirthSchema } from './birth';
export * from './calendar';
export * from './compatibility';
export * from './feeds';
export * from './horoscope';
export * from './keys';
export * from './push';
export * from './readings';
export * from './reminder';
// The building blocks other packages may build on; the rest of shared.ts stays inside the package.
export {
  idSchema,
  inputLimits,
  isoDateSchema,
  listByUserInput,
  noInput,
  pageInput,
  pageLimitDefault,
  pageLimitMax,
  pageShape,
  signNameEnum,
  signNameSchema,
  text,
  unstorableMessage,
  userIdParamSchema,
  wholeNumber,
} from './shared';
export * from './signs';
export * from './status';
export * from './user';
