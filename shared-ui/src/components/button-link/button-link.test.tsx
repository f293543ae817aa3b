import { render, screen } from '@testing-library/react';
import { ButtonLink } from './button-link';

it('is a link (not a button) with its href', () => {
  render(<ButtonLink href="/apply">Start application</ButtonLink>);
  expect(screen.getByRole('link', { name: 'Start application' })).toHaveAttribute('href', '/apply');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
