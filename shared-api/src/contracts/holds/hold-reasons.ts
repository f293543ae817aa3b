import { z } from 'zod';
import { defineEndpoint, success } from '../common/envelope';
import { ZDeletedSettingsRow, ZSettingsIdParams } from '../reference-data/settings-common';
import { ZHoldReason, ZHoldReasonInput } from './hold';

export const ZListHoldReasonsResponse = success(z.array(ZHoldReason));
export type TListHoldReasonsResponse = z.infer<typeof ZListHoldReasonsResponse>;

export const listHoldReasons = defineEndpoint({
  method: 'GET',
  path: '/hold-reasons',
  summary: 'The reasons a request is put on hold, inactive ones included (any signed-in staff)',
  auth: true,
  response: ZListHoldReasonsResponse,
});

export const ZCreateHoldReasonRequest = ZHoldReasonInput;
export type TCreateHoldReasonRequest = z.infer<typeof ZCreateHoldReasonRequest>;
export const ZHoldReasonResponse = success(ZHoldReason);
export type THoldReasonResponse = z.infer<typeof ZHoldReasonResponse>;

/** 409 with `errors.name` when the name is taken. */
export const createHoldReason = defineEndpoint({
  method: 'POST',
  path: '/hold-reasons',
  summary: 'Add a hold reason (administrator, registry officer)',
  auth: true,
  body: ZCreateHoldReasonRequest,
  response: ZHoldReasonResponse,
});

/** Replaces the fields; `is_active` absent keeps the current value. */
export const updateHoldReason = defineEndpoint({
  method: 'PUT',
  path: '/hold-reasons/:id',
  summary: 'Replace a hold reason (administrator, registry officer)',
  auth: true,
  params: ZSettingsIdParams,
  body: ZCreateHoldReasonRequest,
  response: ZHoldReasonResponse,
});

export const ZDeleteHoldReasonResponse = success(ZDeletedSettingsRow);

/** 409 when a request was held for it: deactivate it instead. */
export const deleteHoldReason = defineEndpoint({
  method: 'DELETE',
  path: '/hold-reasons/:id',
  summary: 'Delete a hold reason no request was held for (administrator, registry officer)',
  auth: true,
  params: ZSettingsIdParams,
  response: ZDeleteHoldReasonResponse,
});
