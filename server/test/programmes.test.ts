import { describeSettingsCrud } from './reference-data-crud-suite';

describeSettingsCrud({
  name: 'programmes',
  path: '/programmes',
  table: 'programmes',
  entity: 'programme',
  label: 'Programme',
  publicList: { key: 'programmes' },
  writers: ['administrator'],
  valid: {
    name: 'Statistics',
    faculty: 'Physical Sciences',
    department: 'Statistics',
    degree: 'B.Tech.',
  },
  updated: {
    name: 'Applied Statistics',
    faculty: 'Physical Sciences',
    department: 'Statistics',
    degree: 'B.Sc.',
  },
  required: ['name', 'faculty', 'department', 'degree'],
  wrongTypes: { faculty: 1, degree: false },
  oversized: { field: 'name', max: 150 },
  duplicate: {
    name: 'computer science',
    faculty: 'Computing',
    department: 'Computer Science',
    degree: 'B.Tech.',
  },
});
