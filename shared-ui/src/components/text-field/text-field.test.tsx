import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMessages } from '../../constants';
import { TextField } from './text-field';

it('labels the input and passes input attributes through', async () => {
  render(<TextField label="Email address" type="email" name="email" autoComplete="email" />);
  const input = screen.getByLabelText('Email address');
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAttribute('name', 'email');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
  await userEvent.type(input, 'ada@example.org');
  expect(input).toHaveValue('ada@example.org');
});

it('wires an error with aria-invalid and aria-describedby', () => {
  render(<TextField label="Email address" error={fieldMessages.email} />);
  const input = screen.getByRole('textbox', { name: 'Email address' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Error: Please enter a valid email');
});

it('describes the input by its hint, then its error', () => {
  render(
    <TextField
      label="Matric number"
      hint="As printed on your ID card"
      error={fieldMessages.required}
    />,
  );
  expect(screen.getByRole('textbox', { name: 'Matric number' })).toHaveAccessibleDescription(
    'As printed on your ID card Error: This field is required',
  );
});

it('keeps a caller-supplied id and aria-describedby', () => {
  render(
    <>
      <p id="extra">Extra help</p>
      <TextField label="Name" id="name" aria-describedby="extra" hint="Full name" />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Name' });
  expect(input).toHaveAttribute('id', 'name');
  expect(input).toHaveAccessibleDescription('Full name Extra help');
});

it('forwards ref to the input (React 19 ref prop)', () => {
  let element: HTMLInputElement | null = null;
  render(<TextField label="Password" type="password" ref={(node) => void (element = node)} />);
  expect(element).toBe(screen.getByLabelText('Password'));
});
