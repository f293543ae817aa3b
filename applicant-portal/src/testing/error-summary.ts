import { screen, waitFor, within } from '@testing-library/react';

/**
 * The error summary once it has focus. Focus moves in an effect after the summary renders, so it
 * is awaited, not read the instant the summary appears.
 */
export async function focusedErrorSummary() {
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  await waitFor(() => expect(summary).toHaveFocus());
  return summary;
}

/** The summary's links as read, in page order. */
export const summaryLinkTexts = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
