import { z } from 'zod';
import { ZApplicationIdParams } from '../applications/get-application';
import { defineEndpoint, success } from '../common/envelope';
import { ZMessageBody, ZStaffMessage } from './message';

export const ZStaffMessagesResponse = success(z.array(ZStaffMessage));
export type TStaffMessagesResponse = z.infer<typeof ZStaffMessagesResponse>;

export const listApplicationMessages = defineEndpoint({
  method: 'GET',
  path: '/applications/:id/messages',
  summary: "An application's message thread (marks the applicant's messages read)",
  auth: true,
  params: ZApplicationIdParams,
  response: ZStaffMessagesResponse,
});

export const ZPostApplicationMessageRequest = z.strictObject({ body: ZMessageBody });
export type TPostApplicationMessageRequest = z.infer<typeof ZPostApplicationMessageRequest>;

export const ZPostApplicationMessageResponse = success(ZStaffMessage);
export type TPostApplicationMessageResponse = z.infer<typeof ZPostApplicationMessageResponse>;

export const postApplicationMessage = defineEndpoint({
  method: 'POST',
  path: '/applications/:id/messages',
  summary: 'Staff reply to the applicant of an application',
  auth: true,
  params: ZApplicationIdParams,
  body: ZPostApplicationMessageRequest,
  response: ZPostApplicationMessageResponse,
});
