import {
  apiRequest,
  createStaffUser,
  listStaffUsers,
  setStaffUserPassword,
  updateStaffUser,
  type RequestFailure,
  type TCreateStaffUserRequest,
  type TListStaffUsersQuery,
  type TUpdateStaffUserRequest,
} from '@registrar/shared-api';

type OnFailure = (failure: RequestFailure) => void;

export const PER_PAGE = 10;

export const staffUsersApi = {
  list: (query: Partial<TListStaffUsersQuery>, signal?: AbortSignal) =>
    apiRequest(listStaffUsers, { query: { ...query, per_page: PER_PAGE }, signal }),
  create: (body: TCreateStaffUserRequest, onFailure: OnFailure) =>
    apiRequest(createStaffUser, { body, onFailure }),
  update: (id: number, body: TUpdateStaffUserRequest, onFailure: OnFailure) =>
    apiRequest(updateStaffUser, { params: { id }, body, onFailure }),
  setPassword: (id: number, password: string, onFailure: OnFailure) =>
    apiRequest(setStaffUserPassword, { params: { id }, body: { password }, onFailure }),
};
