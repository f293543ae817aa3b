import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
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
