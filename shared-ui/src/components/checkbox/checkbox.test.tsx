import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';

it('toggles when its label is clicked', async () => {
  render(<Checkbox label="Remember me" name="remember" />);
  const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
  expect(checkbox).not.toBeChecked();
  await userEvent.click(screen.getByText('Remember me'));
  expect(checkbox).toBeChecked();
});

it('wires an error with aria-invalid and aria-describedby', () => {
  render(<Checkbox label="I accept the terms" error="This field is required" hint="Required" />);
  const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
  expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  expect(checkbox).toHaveAccessibleDescription('Required Error: This field is required');
});
