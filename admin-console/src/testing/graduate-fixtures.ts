import type { TGraduate } from '@registrar/shared-api';

/** A graduate record as the API answers it: Ada Okafor (id 11) unless told otherwise. */
export const graduateRecord = (overrides: Partial<TGraduate> = {}): TGraduate => ({
  id: 11,
  matric_number: 'CSC/2016/001',
  surname: 'Okafor',
  first_name: 'Ada',
  other_names: null,
  email: 'ada@example.com',
  programme: 'Computer Science',
  faculty: 'Science',
  department: 'Computer Science',
  degree: 'B.Sc.',
  class_of_degree: 'First Class',
  graduation_year: 2020,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  ...overrides,
});
