import { describeSettingsCrud } from './reference-data-crud-suite';

describeSettingsCrud({
  name: 'application types',
  path: '/application-types',
  table: 'application_types',
  entity: 'application_type',
  label: 'Application type',
  publicList: { key: 'application_types' },
  writers: ['administrator'],
  valid: { name: 'Immigration', description: 'Visa and immigration' },
  updated: { name: 'Immigration (visa)', description: null },
  required: ['name'],
  wrongTypes: { name: ['x'], description: 5 },
  oversized: { field: 'name', max: 100 },
  duplicate: { name: 'EMPLOYMENT', description: null },
});
