/** Demo content for a fresh install: enough to click through every screen. Money in kobo. */
export const demoInstitution = {
  name: 'Federal University of Technology, Demo',
  acronym: 'FUTD',
  logo_url: null,
  text_logo_url: null,
  banner_url: null,
  theme_primary: '#0b5394',
  theme_secondary: '#f1c232',
};

export const demoProgrammes = [
  {
    name: 'Computer Science',
    faculty: 'Computing',
    department: 'Computer Science',
    degree: 'B.Tech.',
  },
  {
    name: 'Information Technology',
    faculty: 'Computing',
    department: 'Information Technology',
    degree: 'B.Tech.',
  },
  {
    name: 'Electrical Engineering',
    faculty: 'Engineering',
    department: 'Electrical Engineering',
    degree: 'B.Eng.',
  },
  {
    name: 'Civil Engineering',
    faculty: 'Engineering',
    department: 'Civil Engineering',
    degree: 'B.Eng.',
  },
  {
    name: 'Industrial Chemistry',
    faculty: 'Physical Sciences',
    department: 'Chemistry',
    degree: 'B.Tech.',
  },
  {
    name: 'Architecture',
    faculty: 'Environmental Technology',
    department: 'Architecture',
    degree: 'B.Tech.',
  },
];

export const demoApplicationTypes = [
  { name: 'Further Studies', description: 'Admission to a further degree programme' },
  { name: 'Employment', description: 'Verification by an employer' },
  { name: 'Scholarship', description: 'Scholarship or grant application' },
  { name: 'Professional Body', description: 'Registration with a professional body' },
];

/** Purposes are the application types; types are the level of study (stored lowercase). */
export const demoTranscriptRates = demoApplicationTypes.flatMap(({ name }, index) => [
  {
    purpose: name,
    type: 'undergraduate',
    soft_copy: 500000 + index * 50000,
    hard_copy: 1000000 + index * 50000,
  },
  {
    purpose: name,
    type: 'postgraduate',
    soft_copy: 750000 + index * 50000,
    hard_copy: 1500000 + index * 50000,
  },
]);

export const demoDeliveryRates = [
  { delivery_type: 'domestic' as const, rate: 350000 },
  { delivery_type: 'international' as const, rate: 2500000 },
];

export const demoRegions = [
  { name: 'Lagos', type: 1 as const },
  { name: 'South West', type: 1 as const },
  { name: 'North Central', type: 1 as const },
  { name: 'South East', type: 1 as const },
  { name: 'Africa', type: 2 as const },
  { name: 'Europe', type: 2 as const },
  { name: 'North America', type: 2 as const },
  { name: 'Asia', type: 2 as const },
];

export const demoCouriers = [
  { name: 'NIPOST EMS', serves_domestic: true, serves_international: true, rate: 300000 },
  { name: 'GIG Logistics', serves_domestic: true, serves_international: false, rate: 400000 },
  { name: 'DHL Express', serves_domestic: false, serves_international: true, rate: 2800000 },
];

const surnames = [
  'Adeyemi',
  'Okafor',
  'Bello',
  'Eze',
  'Ibrahim',
  'Olawale',
  'Nwosu',
  'Abubakar',
  'Ogunleye',
  'Chukwu',
];
const firstNames = [
  'Tolu',
  'Chinedu',
  'Aisha',
  'Ngozi',
  'Musa',
  'Funke',
  'Emeka',
  'Zainab',
  'Kunle',
  'Ifeoma',
];
const classes = ['First Class', 'Second Class Upper', 'Second Class Lower', 'Third Class'];

/** 20 graduates with matric numbers FUTD/<yy>/<nnnn>, spread over programmes and years. */
export const demoGraduates = Array.from({ length: 20 }, (_, i) => {
  const programme = demoProgrammes[i % demoProgrammes.length]!;
  const year = 2015 + (i % 8);
  const surname = surnames[i % surnames.length]!;
  const firstName = firstNames[(i * 3) % firstNames.length]!;
  return {
    matric_number: `FUTD/${String(year - 5).slice(2)}/${String(i + 1).padStart(4, '0')}`,
    surname,
    first_name: firstName,
    other_names: i % 3 === 0 ? 'Oluwaseun' : null,
    email: `${firstName}.${surname}${i + 1}@example.com`.toLowerCase(),
    programme: programme.name,
    faculty: programme.faculty,
    department: programme.department,
    degree: programme.degree,
    class_of_degree: classes[i % classes.length]!,
    graduation_year: year,
  };
});
