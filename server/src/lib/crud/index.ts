export { conflict } from '../http-errors';
export { actorOf } from '../request-actor';
export { inUse, mapDbErrors } from './db-errors';
export type { CrudTableName, KeyComparison, RowOf, ValuesOf } from './queries';
export { isReferenced } from './references';
export {
  ANY_STAFF,
  defineSettingsResource,
  type SettingsResourceConfig,
  type SettingsService,
} from './resource';
export {
  registerSettingsRoutes,
  settingsRoutes,
  type SettingsEndpoints,
  type SettingsMessages,
} from './routes';
export { activeOf, textOrNull } from './values';
export { defineNamedResource, type NamedResourceConfig } from './named-resource';
