import {
  apiRequest,
  createStaffUser,
  listStaffUsers,
  setStaffUserPassword,
  updateStaffUser,
  type TCreateStaffUserRequest,
  type TListStaffUsersQuery,
  type TUpdateStaffUserRequest,
} from '@registrar/shared-api';
import { pageQuery } from '../../components/page-size';
import type { OnFailure } from '../../components/form-errors';

export const staffUsersApi = {
  list: (query: Partial<TListStaffUsersQuery>, signal?: AbortSignal) =>
    apiRequest(listStaffUsers, { query: pageQuery(query), signal }),
  create: (body: TCreateStaffUserRequest, onFailure: OnFailure) =>
    apiRequest(createStaffUser, { body, onFailure }),
  update: (id: number, body: TUpdateStaffUserRequest, onFailure: OnFailure) =>
    apiRequest(updateStaffUser, { params: { id }, body, onFailure }),
  setPassword: (id: number, password: string, onFailure: OnFailure) =>
    apiRequest(setStaffUserPassword, { params: { id }, body: { password }, onFailure }),
};
