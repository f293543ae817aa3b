import {
  createProgramme,
  deleteProgramme,
  listProgrammes,
  updateProgramme,
} from '@registrar/shared-api/contracts';
import { settingsRoutes } from '../../lib/crud';
import { programmes } from './service';

export default settingsRoutes(
  {
    list: listProgrammes,
    create: createProgramme,
    update: updateProgramme,
    remove: deleteProgramme,
  },
  programmes,
  { created: 'Programme added', updated: 'Programme updated', deleted: 'Programme deleted' },
);
