import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

const regions = [
  { value: '1', label: 'Domestic' },
  { value: '2', label: 'International' },
];

it('renders a labelled select with a placeholder and options', async () => {
  const onChange = jest.fn();
  render(
    <Select label="Region" options={regions} placeholder="Choose a region" onChange={onChange} />,
  );
  const select = screen.getByRole('combobox', { name: 'Region' });
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Choose a region',
    'Domestic',
    'International',
  ]);
  expect(select).toHaveValue('');
  await userEvent.selectOptions(select, 'International');
  expect(select).toHaveValue('2');
  expect(onChange).toHaveBeenCalled();
});

it('wires an error with aria-invalid and aria-describedby', () => {
  render(<Select label="Region" options={regions} error="This field is required" />);
  const select = screen.getByRole('combobox', { name: 'Region' });
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(select).toHaveAccessibleDescription('Error: This field is required');
});
