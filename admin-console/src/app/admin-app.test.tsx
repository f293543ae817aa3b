import { screen, within } from '@testing-library/react';
import { institution, renderApp, staffUser } from '../testing/render-admin';

const sidebar = () => screen.getByRole('navigation', { name: 'Admin' });
const groupButton = (name: string) => within(sidebar()).getByRole('button', { name });

describe('AdminApp top bar', () => {
  it("shows the signed-in user's name and username, the institution and a logout button", async () => {
    renderApp('/admin/overview');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText(staffUser.name)).toBeInTheDocument();
    expect(within(banner).getByText(staffUser.username)).toBeInTheDocument();
    expect(within(banner).getByText(institution.name)).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('AdminApp keyboard entry', () => {
  it('offers Skip to main content first, pointing at the main landmark', async () => {
    const { user } = renderApp('/admin/overview');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#admin-main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'admin-main');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });
});

describe('AdminApp sidebar', () => {
  it('lists the spec §2 entries with their exact labels and hrefs', async () => {
    const { user } = renderApp('/admin/overview');
    for (const name of ['Applications', 'Settings', 'Graduation Services']) {
      await user.click(groupButton(name));
    }
    const links = within(sidebar())
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/admin/overview'],
      ['Transcript Applications', '/admin/applications'],
      ['Certificate Applications', '/admin/certificate-applications'],
      ['Messaging', '/admin/messages'],
      ['Application Types', '/admin/application-types'],
      ['Transcript Rates', '/admin/transcript-rates'],
      ['Other Payments', '/admin/payment-types'],
      ['Certificate Templates', '/admin/certificate-templates'],
      ['Configuration (Institution)', '/admin/configurations'],
      ['Courier Services', '/admin/courier-agents'],
      ['Signing Keys', '/admin/signing-keys'],
      ['Graduation Copies', '/admin/graduate-copy'],
      ['Graduation Certificates', '/admin/graduate-certificate'],
      ['Identity Checks', '/admin/identity-checks'],
      ['Recipient Directory', '/admin/recipients'],
      ['Hold Reasons', '/admin/hold-reasons'],
      ['Public Holidays', '/admin/public-holidays'],
      ['Records Source', '/admin/records-source'],
      ['Payments', '/admin/payments'],
      ['Emails', '/admin/mail'],
      ['Staff Users', '/admin/staff-users'],
    ]);
  });

  it('marks the active entry and opens only its group on /admin/transcript-rates', async () => {
    renderApp('/admin/transcript-rates');
    const active = within(sidebar()).getByRole('link', { name: 'Transcript Rates' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { current: 'page' })).toBe(active);
    expect(groupButton('Settings')).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton('Applications')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('Graduation Services')).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar()).queryByRole('link', { name: 'Transcript Applications' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Transcript Rates' })).toBeInTheDocument();
  });

  it('lets the user close and reopen a group', async () => {
    const { user } = renderApp('/admin/transcript-rates');
    await user.click(groupButton('Settings'));
    expect(groupButton('Settings')).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar()).queryByRole('link', { name: 'Transcript Rates' })).toBeNull();
    await user.click(groupButton('Settings'));
    expect(groupButton('Settings')).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves the active entry when the user follows a link', async () => {
    const { user } = renderApp('/admin/overview');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(sidebar()).getByRole('link', { name: 'Payments' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { current: 'page' })).toHaveTextContent('Payments');
  });

  it('keeps the entry active on its sub-paths', () => {
    renderApp('/admin/graduate-copy/17');
    expect(within(sidebar()).getByRole('link', { name: 'Graduation Copies' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(groupButton('Graduation Services')).toHaveAttribute('aria-expanded', 'true');
  });

  it('is a permanent drawer without a menu button from 960 px', () => {
    renderApp('/admin/overview', { width: 960 });
    expect(screen.getByRole('complementary', { name: 'Admin navigation' })).toContainElement(
      sidebar(),
    );
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });
});
