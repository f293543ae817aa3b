import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { hydrateServerHtml, renderOnServer } from '../../../../jest/support/server-render';

it('is a non-submitting button by default and calls onClick', async () => {
  const onClick = jest.fn();
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <Button onClick={onClick}>Save</Button>
    </form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).not.toHaveBeenCalled();
});

it('submits when type="submit"', async () => {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <Button type="submit">Send</Button>
    </form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('while loading stays focusable, reports busy and ignores clicks', async () => {
  const onClick = jest.fn();
  render(
    <Button isLoading onClick={onClick}>
      Sign in
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Sign in' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  button.focus();
  expect(button).toHaveFocus();
});

it('forwards ref and native attributes', () => {
  let element: HTMLButtonElement | null = null;
  render(
    <Button ref={(node) => void (element = node)} disabled variant="danger" size="sm">
      Delete
    </Button>,
  );
  expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  expect(element).toBe(screen.getByRole('button', { name: 'Delete' }));
});

describe('Button in server-rendered HTML', () => {
  const form = (
    <form>
      <input name="reference" defaultValue="AB12" />
      <Button type="submit">Track</Button>
      <Button>Other</Button>
    </form>
  );

  it('keeps a submit button disabled until React has hydrated it, so the browser cannot submit the form itself', async () => {
    const html = await renderOnServer(() => form);
    const shell = document.createElement('div');
    shell.innerHTML = html;
    expect(within(shell).getByRole('button', { name: 'Track' })).toBeDisabled();
    expect(within(shell).getByRole('button', { name: 'Other' })).toBeEnabled();

    const { container, recoverableErrors } = await hydrateServerHtml(html, form);
    expect(recoverableErrors).toEqual([]);
    expect(within(container).getByRole('button', { name: 'Track' })).toBeEnabled();
  });

  it('renders an enabled submit button when the browser renders it itself', () => {
    render(form);
    expect(screen.getByRole('button', { name: 'Track' })).toBeEnabled();
  });
});
