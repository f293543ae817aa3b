import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationArea } from './notification-area';
import { notify, notifyAdmin, resetNotifications, showModal } from './notification-store';
import type { NotificationType } from './types';

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<NotificationArea />);
  return { user };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => resetNotifications());
  jest.useRealTimers();
});

describe('toasts', () => {
  it.each<[NotificationType, string, string]>([
    ['success', 'Success!', 'Successful'],
    ['info', 'Info', 'Informational message'],
    ['warning', 'Warning', 'This is a warning'],
    ['error', 'Error', 'Something went wrong'],
  ])('uses the default title and message for %s', (type, title, message) => {
    setup();
    act(() => void notify({ type }));
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('defaults to an info toast and keeps given texts', () => {
    setup();
    act(() => void notify({ title: 'Rate is Updated', message: 'Saved.' }));
    expect(within(screen.getByRole('status')).getByText('Rate is Updated')).toBeInTheDocument();
    expect(screen.getByText('Saved.')).toBeInTheDocument();
  });

  it('announces errors as alerts and other types politely', () => {
    setup();
    act(() => {
      notify({ type: 'error', message: 'Boom' });
      notify({ type: 'success', message: 'Done' });
    });
    expect(within(screen.getByRole('alert')).getByText('Boom')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Done')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a toast raised before the area mounted (callable outside React)', () => {
    notify({ message: 'From the API client' });
    setup();
    expect(screen.getByText('From the API client')).toBeInTheDocument();
  });

  it('auto-hides after 5000 ms, not before', () => {
    setup();
    act(() => void notify({ message: 'Hello' }));
    advance(4999);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('honours a custom time', () => {
    setup();
    act(() => void notify({ message: 'Quick', time: 1000 }));
    advance(999);
    expect(screen.getByText('Quick')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('pauses while hovered and restarts the full time on leave', async () => {
    const { user } = setup();
    act(() => void notify({ message: 'Hover me' }));
    advance(3000);
    await user.hover(screen.getByText('Hover me'));
    advance(20000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    await user.unhover(screen.getByText('Hover me'));
    advance(4999);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('is dismissed by a click', async () => {
    const { user } = setup();
    act(() => void notify({ message: 'Click me' }));
    await user.click(screen.getByText('Click me'));
    expect(screen.queryByText('Click me')).not.toBeInTheDocument();
  });

  it('is dismissed from the keyboard with its close button', async () => {
    const { user } = setup();
    act(() => void notify({ type: 'warning', message: 'Careful' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss: Warning' }));
    expect(screen.queryByText('Careful')).not.toBeInTheDocument();
  });

  it('notifyAdmin hides after 3000 ms by default', () => {
    setup();
    act(() => void notifyAdmin('success', 'Rate Added Successfully'));
    expect(screen.getByText('Success!')).toBeInTheDocument();
    advance(2999);
    expect(screen.getByText('Rate Added Successfully')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Rate Added Successfully')).not.toBeInTheDocument();
  });

  it('notifyAdmin accepts a timeout and shows errors as alerts', () => {
    setup();
    act(() => void notifyAdmin('error', 'Failed', 500));
    expect(within(screen.getByRole('alert')).getByText('Error')).toBeInTheDocument();
    advance(500);
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });
});

describe('modal notification', () => {
  it('stays open until its close icon is used', async () => {
    const { user } = setup();
    act(() =>
      showModal({
        type: 'success',
        title: 'Transcript Application Submitted...',
        message: 'Ref T-1',
      }),
    );
    advance(60000);
    const dialog = screen.getByRole('dialog', { name: /Transcript Application Submitted/ });
    expect(dialog).toHaveAccessibleDescription('Ref T-1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close on an outside click', () => {
    setup();
    act(() => showModal({ title: 'Stay', message: 'Here' }));
    advance(10); // radix starts listening for outside pointer-downs on the next tick
    // body has pointer-events: none under a modal, so user-event refuses it; dispatch directly.
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog', { name: /Stay/ })).toBeInTheDocument();
  });

  it('uses per-type defaults', () => {
    setup();
    act(() => showModal({ type: 'error' }));
    expect(screen.getByRole('dialog', { name: /Error/ })).toHaveAccessibleDescription(
      'Something went wrong',
    );
  });

  it('renders its button as a link when a route is given', async () => {
    const { user } = setup();
    act(() => showModal({ title: 'Paid', showButton: true, route: '/track' }));
    const link = screen.getByRole('link', { name: 'Continue' });
    expect(link).toHaveAttribute('href', '/track');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders an OK button without a route, and no button unless asked', async () => {
    const { user } = setup();
    act(() => showModal({ title: 'Plain' }));
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    act(() => showModal({ title: 'With button', showButton: true }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('auto-hides after autoHideMs (admin modal: 3000)', () => {
    setup();
    act(() => showModal({ title: 'Saved', autoHideMs: 3000 }));
    advance(2999);
    expect(screen.getByRole('dialog', { name: /Saved/ })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
