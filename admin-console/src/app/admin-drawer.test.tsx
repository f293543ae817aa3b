import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../testing/render-admin';

const menuButton = () => screen.getByRole('button', { name: 'Open navigation' });

describe('AdminApp below 960 px', () => {
  it('hides the navigation until the menu button opens it as a dialog', async () => {
    const { user } = renderApp('/admin/overview', { width: 959 });
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', 'admin-navigation');

    const button = menuButton();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Admin navigation' });
    const nav = within(dialog).getByRole('navigation', { name: 'Admin' });
    expect(nav).toHaveAttribute('id', 'admin-navigation');
    // The modal hides the rest of the page from assistive technology, so query the element itself.
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user } = renderApp('/admin/overview', { width: 360 });
    await user.click(menuButton());
    await screen.findByRole('dialog', { name: 'Admin navigation' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when the user navigates', async () => {
    const { user } = renderApp('/admin/overview', { width: 360 });
    await user.click(menuButton());
    const dialog = await screen.findByRole('dialog', { name: 'Admin navigation' });

    await user.click(within(dialog).getByRole('button', { name: 'Settings' }));
    await user.click(within(dialog).getByRole('link', { name: 'Courier Services' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Courier Services' }),
    ).toBeInTheDocument();
  });
});
