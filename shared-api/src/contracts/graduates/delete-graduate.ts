import { defineEndpoint, ZMessageResponse } from '../common/envelope';
import { ZGraduateParams } from './graduate';

/** 409 while applications, certificate applications, copies or certificates refer to it. */
export const deleteGraduate = defineEndpoint({
  method: 'DELETE',
  path: '/graduates/:id',
  summary: 'Delete a graduate record nothing refers to',
  auth: true,
  params: ZGraduateParams,
  response: ZMessageResponse,
});
