import {
  applyRecordsSyncRun,
  checkRecordsSource,
  decideRecordsSyncConflict,
  discardRecordsSyncRun,
  getRecordsSource,
  getRecordsSyncRun,
  listRecordsSyncRows,
  listRecordsSyncRuns,
  startRecordsSync,
  updateRecordsSource,
} from '@registrar/shared-api/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertRole } from '../../lib/roles';
import { dataRoute, listRoute } from '../../lib/success-route';
import * as service from './service';
import * as settings from './source-settings';

/** The records source screen's API; administrators only. */
const recordsSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const runner = app.recordsSync;
  const options = { source: runner.sourceOptions };
  dataRoute(app, getRecordsSource, (_request, by) =>
    settings.getSource(app.db, by.actor, options.source),
  );
  dataRoute(app, updateRecordsSource, 'Records source saved', ({ body }, by) =>
    settings.updateSource(app.db, by.actor, body, by.audit, options.source),
  );
  dataRoute(app, checkRecordsSource, (_request, by) =>
    settings.checkSource(app.db, by.actor, options.source),
  );
  dataRoute(app, startRecordsSync, 'Sync started', async ({ body }, by) => {
    assertRole(by.actor, 'administrator');
    const run = await runner.start({ mode: body.mode, trigger: 'manual', by: by.audit });
    return service.viewRun(app.db, run.id);
  });
  listRoute(app, listRecordsSyncRuns, service.listRuns);
  dataRoute(app, getRecordsSyncRun, ({ params }, by) => {
    assertRole(by.actor, 'administrator');
    return service.viewRun(app.db, params.id);
  });
  dataRoute(app, listRecordsSyncRows, ({ params, query }, by) =>
    service.listRows(app.db, by.actor, params.id, query),
  );
  dataRoute(app, applyRecordsSyncRun, 'Applying', async ({ params }, by) => {
    assertRole(by.actor, 'administrator');
    await runner.apply(params.id, by.audit);
    return service.viewRun(app.db, params.id);
  });
  dataRoute(app, discardRecordsSyncRun, 'Run discarded', async ({ params }, by) => {
    await service.discardRun(app.db, by.actor, params.id, by.audit);
    return service.viewRun(app.db, params.id);
  });
  dataRoute(app, decideRecordsSyncConflict, 'Decision recorded', ({ params, body }, by) =>
    service.decideConflict(app.db, by.actor, params.id, params.seq, body.keep, by.audit),
  );
};

export default recordsSyncRoutes;
