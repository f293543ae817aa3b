export { conflict, inUse, mapDbErrors } from './db-errors';
export type { CrudTableName, KeyComparison, RowOf, ValuesOf } from './queries';
export { isReferenced } from './references';
export {
  ANY_STAFF,
  defineSettingsResource,
  type SettingsResourceConfig,
  type SettingsService,
} from './resource';
export {
  actorOf,
  registerSettingsRoutes,
  type SettingsEndpoints,
  type SettingsMessages,
} from './routes';
export { activeOf, changesOf, textOrNull } from './values';
