import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary, type SummaryError } from './error-summary';

const emailRequired: SummaryError = {
  fieldId: 'email',
  label: 'Email',
  message: 'This field is required',
};

function renderSummary(errors: SummaryError[], focusKey: number) {
  const onSelect = jest.fn();
  const view = render(
    <>
      <input aria-label="Elsewhere" />
      <ErrorSummary errors={errors} focusKey={focusKey} onSelect={onSelect} />
    </>,
  );
  const rerender = (next: SummaryError[], key: number) =>
    view.rerender(
      <>
        <input aria-label="Elsewhere" />
        <ErrorSummary errors={next} focusKey={key} onSelect={onSelect} />
      </>,
    );
  return { onSelect, rerender };
}

describe('ErrorSummary', () => {
  it('renders nothing and takes no focus before a failed submit', () => {
    renderSummary([], 0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes focus when the errors arrive a render after the failed submit', () => {
    const { rerender } = renderSummary([], 0);
    rerender([], 1);
    rerender([emailRequired], 1);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  });

  it('does not take focus again while the user edits, only on the next failed submit', () => {
    const { rerender } = renderSummary([emailRequired], 1);
    screen.getByRole('textbox', { name: 'Elsewhere' }).focus();
    rerender([{ ...emailRequired, message: 'Please enter a valid email' }], 1);
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
    rerender([emailRequired], 2);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  });

  it('hands the field id to onSelect instead of following the link', async () => {
    const { onSelect } = renderSummary([emailRequired], 1);
    await userEvent.click(screen.getByRole('link', { name: 'Email: This field is required' }));
    expect(onSelect).toHaveBeenCalledWith('email');
  });

  it.each([
    ['links to the field on this page by default', emailRequired, '#email'],
    [
      'links elsewhere when the field is on another page',
      { ...emailRequired, href: '/start-application' },
      '/start-application',
    ],
  ])('%s', (_, error, href) => {
    renderSummary([error], 1);
    expect(screen.getByRole('link', { name: 'Email: This field is required' })).toHaveAttribute(
      'href',
      href,
    );
  });
});
