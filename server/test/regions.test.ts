import { describeSettingsCrud } from './reference-data-crud-suite';

describeSettingsCrud({
  name: 'regions',
  path: '/regions',
  table: 'regions',
  entity: 'region',
  label: 'Region',
  publicList: { key: 'regions' },
  writers: ['administrator'],
  valid: { name: 'Oceania', type: 2 },
  updated: { name: 'Kano', type: 1 },
  required: ['name', 'type'],
  wrongTypes: { name: 12, type: 3, is_active: 'yes' },
  oversized: { field: 'name', max: 100 },
  // Seeded 'Lagos' is domestic (1): the same name and type in another case.
  duplicate: { name: 'LAGOS', type: 1 },
});
