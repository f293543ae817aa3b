/** The settings screens' tests use the admin console's one test API helper. */
export { ok, setupTestApi as setupSettingsServer } from '../../testing/test-api';
