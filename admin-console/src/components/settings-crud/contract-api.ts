import type { z } from 'zod';
import { apiRequest, type Endpoint } from '@registrar/shared-api';
import type { SettingsApi } from './types';

type IdParams = z.ZodType<{ id: number }>;

/** The four contract endpoints of a settings list: list, create, update and delete by id. */
export interface SettingsEndpoints<Row, Input> {
  list: Endpoint & { params?: undefined; query?: undefined; response: z.ZodType<{ data: Row[] }> };
  create: Endpoint & {
    params?: undefined;
    query?: undefined;
    body: z.ZodType<unknown, Input>;
    response: z.ZodType<{ data: Row; message?: string }>;
  };
  update: Endpoint & {
    params: IdParams;
    query?: undefined;
    body: z.ZodType<unknown, Input>;
    response: z.ZodType<{ data: Row; message?: string }>;
  };
  remove: Endpoint & {
    params: IdParams;
    query?: undefined;
    body?: undefined;
    response: z.ZodType<{ message?: string }>;
  };
}

/** A settings screen's calls: each endpoint through apiRequest, the row's id as the path's `:id`. */
export function contractApi<Row, Input>(
  endpoints: SettingsEndpoints<Row, Input>,
): SettingsApi<Row, Input> {
  return {
    list: (signal) => apiRequest(endpoints.list, { signal }),
    create: (body, onFailure) => apiRequest(endpoints.create, { body, onFailure }),
    update: (id, body, onFailure) =>
      apiRequest(endpoints.update, { params: { id }, body, onFailure }),
    remove: (id, onFailure) => apiRequest(endpoints.remove, { params: { id }, onFailure }),
  };
}
