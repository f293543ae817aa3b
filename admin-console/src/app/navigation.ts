/**
 * The admin sidebar as data (spec §2): labels, groups and routes exactly as the product owner
 * listed them, plus the two pure rules the sidebar follows. Keeping them here means the rules are
 * tested without rendering. `navigationFor(role)` hides what a role cannot use (`access.ts`).
 */
import { canOpen, type StaffRole } from './access';

export interface NavLinkEntry {
  kind: 'link';
  label: string;
  route: string;
}

export interface NavGroupEntry {
  kind: 'group';
  /** Stable key, also used to build DOM ids. */
  id: string;
  label: string;
  children: readonly NavLinkEntry[];
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

const link = (label: string, route: string): NavLinkEntry => ({ kind: 'link', label, route });

export const adminNavigation: readonly NavEntry[] = [
  link('Dashboard', '/admin/overview'),
  {
    kind: 'group',
    id: 'applications',
    label: 'Applications',
    children: [
      link('Transcript Applications', '/admin/applications'),
      link('Certificate Applications', '/admin/certificate-applications'),
    ],
  },
  link('Messaging', '/admin/messages'),
  {
    kind: 'group',
    id: 'settings',
    label: 'Settings',
    children: [
      link('Application Types', '/admin/application-types'),
      link('Transcript Rates', '/admin/transcript-rates'),
      link('Other Payments', '/admin/payment-types'),
      link('Certificate Templates', '/admin/certificate-templates'),
      link('Configuration (Institution)', '/admin/configurations'),
      link('Courier Services', '/admin/courier-agents'),
      // Not in the spec's sidebar: the keys documents are signed with, administrators only.
      link('Signing Keys', '/admin/signing-keys'),
    ],
  },
  {
    kind: 'group',
    id: 'graduation-services',
    label: 'Graduation Services',
    children: [
      link('Graduation Copies', '/admin/graduate-copy'),
      link('Graduation Certificates', '/admin/graduate-certificate'),
      // Not in the spec's sidebar: applicants without a usable email on their record.
      link('Identity Checks', '/admin/identity-checks'),
      // Not in the spec's sidebar: the receivers applicants choose from.
      link('Recipient Directory', '/admin/recipients'),
      // Not in the spec's sidebar: why staff put a request on hold.
      link('Hold Reasons', '/admin/hold-reasons'),
      // Not in the spec's sidebar: the days expected completion dates skip.
      link('Public Holidays', '/admin/public-holidays'),
      // Not in the spec's sidebar: the student records system's feed, administrators only.
      link('Records Source', '/admin/records-source'),
    ],
  },
  link('Payments', '/admin/payments'),
  // Not in the spec's sidebar: the outbox of emails.
  link('Emails', '/admin/mail'),
  // Not in the spec's sidebar: staff accounts and roles, administrators only.
  link('Staff Users', '/admin/staff-users'),
];

/** The sidebar for a role: links it cannot open go, and so do groups left empty. */
export function navigationFor(role: StaffRole | undefined): NavEntry[] {
  return adminNavigation.flatMap((entry): NavEntry[] => {
    if (entry.kind === 'link') return canOpen(role, entry.route) ? [entry] : [];
    const children = entry.children.filter((child) => canOpen(role, child.route));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** Spec §2: active when the path equals the route or starts with it followed by a slash. */
export function isEntryActive(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

export function hasActiveChild(group: NavGroupEntry, path: string): boolean {
  return group.children.some((child) => isEntryActive(path, child.route));
}

/** What the user last did to a group's disclosure button, and on which path. */
export interface GroupToggle {
  isOpen: boolean;
  atPath: string;
}

/**
 * A group opens automatically when one of its children is active (spec §2); the user may still
 * open or close it. A toggle made on an earlier path yields to the automatic rule once the user
 * navigates into the group, so following a link never lands on a collapsed active entry.
 */
export function isGroupOpen(group: NavGroupEntry, path: string, toggle?: GroupToggle): boolean {
  const isAutoOpen = hasActiveChild(group, path);
  if (!toggle) return isAutoOpen;
  if (isAutoOpen && toggle.atPath !== path) return true;
  return toggle.isOpen;
}
