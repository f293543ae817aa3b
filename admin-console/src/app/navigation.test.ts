import {
  adminNavigation,
  navigationFor,
  isEntryActive,
  isGroupOpen,
  type GroupToggle,
  type NavGroupEntry,
} from './navigation';

describe('isEntryActive', () => {
  it.each([
    ['/admin/overview', '/admin/overview', true],
    ['/admin/applications/42', '/admin/applications', true],
    ['/admin/applications/', '/admin/applications', true],
    ['/admin/applications-archive', '/admin/applications', false],
    ['/admin/payments', '/admin/payment-types', false],
    ['/admin/payment-types', '/admin/payments', false],
    ['/admin/standalone-payments', '/admin/payments', false],
    ['/admin', '/admin/overview', false],
    ['/admin/messages/7/reply', '/admin/messages', true],
    ['/admin/compose-message', '/admin/messages', false],
  ])('path %s with route %s → %s', (path, route, expected) => {
    expect(isEntryActive(path, route)).toBe(expected);
  });
});

const group = (id: string): NavGroupEntry => {
  const found = adminNavigation.find((entry) => entry.kind === 'group' && entry.id === id);
  if (!found || found.kind !== 'group') throw new Error(`no group ${id}`);
  return found;
};

describe('isGroupOpen', () => {
  const closedHere = (atPath: string): GroupToggle => ({ isOpen: false, atPath });
  const openedHere = (atPath: string): GroupToggle => ({ isOpen: true, atPath });

  it.each<[string, string, GroupToggle | undefined, boolean]>([
    ['settings', '/admin/transcript-rates', undefined, true],
    ['settings', '/admin/transcript-rates/new', undefined, true],
    ['applications', '/admin/transcript-rates', undefined, false],
    ['graduation-services', '/admin/graduate-certificate', undefined, true],
    ['applications', '/admin/certificate-applications', undefined, true],
    ['settings', '/admin/overview', undefined, false],
    // the user closes the auto-opened group on the same path
    ['settings', '/admin/transcript-rates', closedHere('/admin/transcript-rates'), false],
    // ...and navigating into the group opens it again
    ['settings', '/admin/courier-agents', closedHere('/admin/transcript-rates'), true],
    // a group opened by hand stays open elsewhere
    ['applications', '/admin/overview', openedHere('/admin/transcript-rates'), true],
    ['applications', '/admin/payments', closedHere('/admin/applications'), false],
  ])('group %s on %s with toggle %j → %s', (id, path, toggle, expected) => {
    expect(isGroupOpen(group(id), path, toggle)).toBe(expected);
  });
});

describe('adminNavigation', () => {
  it('lists the product entries in order, then Emails and Staff Users', () => {
    const flat = adminNavigation.map((entry) =>
      entry.kind === 'link'
        ? `${entry.label} ${entry.route}`
        : `${entry.label}: ${entry.children.map((c) => `${c.label} ${c.route}`).join('; ')}`,
    );
    expect(flat).toEqual([
      'Dashboard /admin/overview',
      'Applications: Transcript Applications /admin/applications; Certificate Applications /admin/certificate-applications',
      'Messaging /admin/messages',
      'Settings: Application Types /admin/application-types; Transcript Rates /admin/transcript-rates; Other Payments /admin/payment-types; Certificate Templates /admin/certificate-templates; Configuration (Institution) /admin/configurations; Courier Services /admin/courier-agents; Signing Keys /admin/signing-keys',
      'Graduation Services: Graduation Copies /admin/graduate-copy; Graduation Certificates /admin/graduate-certificate; Identity Checks /admin/identity-checks; Recipient Directory /admin/recipients; Hold Reasons /admin/hold-reasons; Public Holidays /admin/public-holidays; Records Source /admin/records-source',
      'Payments /admin/payments',
      'Emails /admin/mail',
      'Staff Users /admin/staff-users',
    ]);
  });

  it('drops the entries a role cannot use, and groups left empty', () => {
    const labels = (role: Parameters<typeof navigationFor>[0]) =>
      navigationFor(role).map((entry) =>
        entry.kind === 'link' ? entry.label : `${entry.label}(${String(entry.children.length)})`,
      );
    expect(labels('administrator')).toHaveLength(adminNavigation.length);
    expect(labels('registry_officer')).toEqual([
      'Dashboard',
      'Applications(2)',
      'Messaging',
      'Graduation Services(6)',
      'Emails',
    ]);
    expect(labels('bursary')).toEqual(['Dashboard', 'Settings(2)', 'Payments']);
    expect(labels(undefined)).toEqual(['Dashboard']);
  });
});
