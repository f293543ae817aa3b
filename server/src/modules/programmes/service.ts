import type { TProgrammeDetails, TProgrammeInput } from '@registrar/shared-api/contracts';
import { activeOf, defineNamedResource, type SettingsService } from '../../lib/crud';

/** Programmes on the application form: administrators write; names are unique in any case. */
export const programmes: SettingsService<TProgrammeInput, TProgrammeDetails> = defineNamedResource({
  table: 'programmes',
  entity: 'programme',
  columns: ['name', 'faculty', 'department', 'degree', 'is_active'],
  label: 'programme',
  writers: ['administrator'],
  valuesOf: (input, before) => ({
    name: input.name.trim(),
    faculty: input.faculty.trim(),
    department: input.department.trim(),
    degree: input.degree.trim(),
    is_active: activeOf(input, before),
  }),
});
