import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZGraduateParams } from '../graduates/graduate';
import { ZGraduateCopy } from './graduate-copy';

export const ZListGraduateCopiesResponse = success(z.array(ZGraduateCopy));
export type TListGraduateCopiesResponse = z.infer<typeof ZListGraduateCopiesResponse>;

export const listGraduateCopies = defineEndpoint({
  method: 'GET',
  path: '/graduates/:id/copies',
  summary: "A graduate's uploaded transcript copies, newest first",
  auth: true,
  params: ZGraduateParams,
  response: ZListGraduateCopiesResponse,
});
