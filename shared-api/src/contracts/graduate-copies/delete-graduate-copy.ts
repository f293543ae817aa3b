import { defineEndpoint, ZMessageResponse } from '../common/envelope';
import { ZGraduateCopyParams } from './graduate-copy';

export const deleteGraduateCopy = defineEndpoint({
  method: 'DELETE',
  path: '/graduate-copies/:id',
  summary: 'Delete an uploaded transcript copy',
  auth: true,
  params: ZGraduateCopyParams,
  response: ZMessageResponse,
});
