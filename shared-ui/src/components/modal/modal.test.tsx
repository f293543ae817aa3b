import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';
import { Modal } from './modal';

function Harness({ isDismissable }: { isDismissable?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title="Delete rate"
        description="This cannot be undone."
        isDismissable={isDismissable}
        footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}
      >
        <p>Body text</p>
      </Modal>
    </>
  );
}

it('opens as a labelled, described modal dialog and moves focus into it', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete rate' });
  expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(screen.getByText('Body text')).toBeInTheDocument();
});

it('closes with the close icon and returns focus to the trigger', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // radix restores focus on the next tick after unmount
  await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
});

it('closes on Escape', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('keeps Tab focus inside the dialog', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog');
  for (let i = 0; i < 5; i += 1) {
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
});

it('closes on a backdrop click, unless it is not dismissable', async () => {
  // Radix turns pointer events off on <body> while open; the backdrop turns them on in its CSS.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const { unmount } = render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const backdrop = screen.getByRole('dialog').previousElementSibling as HTMLElement;
  await user.click(backdrop);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  unmount();

  render(<Harness isDismissable={false} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('dialog').previousElementSibling as HTMLElement);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('locks the page scroll without writing a <style> element (the CSP refuses inline styles)', async () => {
  render(<Harness />);
  const styles = () => document.querySelectorAll('style').length;
  const before = styles();
  const opener = screen.getByRole('button', { name: 'Open' });
  expect(fireEvent.wheel(opener)).toBe(true);
  await userEvent.click(opener);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  // A wheel over the page behind is stopped.
  expect(fireEvent.wheel(opener)).toBe(false);
  expect(styles()).toBe(before);
});
