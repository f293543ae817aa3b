import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Drawer } from '.';

function Harness({ variant }: { variant: 'permanent' | 'temporary' }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Drawer
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        variant={variant}
        label="Admin navigation"
      >
        <nav aria-label="Sections">
          <a href="/admin/overview">Dashboard</a>
          <a href="/admin/payments">Payments</a>
        </nav>
      </Drawer>
    </>
  );
}

describe('permanent', () => {
  it('is always shown as a labelled landmark, not a dialog', () => {
    render(<Harness variant="permanent" />);
    expect(screen.getByRole('complementary', { name: 'Admin navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('temporary', () => {
  it('is hidden until opened, then is a labelled modal dialog', async () => {
    render(<Harness variant="temporary" />);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Admin navigation' });
    expect(dialog).toContainElement(screen.getByRole('link', { name: 'Dashboard' }));
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    render(<Harness variant="temporary" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // radix restores focus on the next tick after unmount
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus());
  });

  it('closes with its close button', async () => {
    render(<Harness variant="temporary" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps focus: Tab and Shift+Tab cycle within the drawer', async () => {
    render(<Harness variant="temporary" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close menu' });
    const first = screen.getByRole('link', { name: 'Dashboard' });
    const last = screen.getByRole('link', { name: 'Payments' });
    close.focus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab();
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on a backdrop click and locks the page scroll without a <style> element (CSP)', async () => {
    // Radix turns pointer events off on <body> while open; the backdrop turns them on in its CSS.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness variant="temporary" />);
    const before = document.querySelectorAll('style').length;
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    expect(fireEvent.wheel(opener)).toBe(false);
    expect(document.querySelectorAll('style')).toHaveLength(before);
    await user.click(screen.getByRole('dialog').previousElementSibling as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fireEvent.wheel(opener)).toBe(true);
  });
});
