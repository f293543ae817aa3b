import { render, screen } from '@testing-library/react';
import { Card } from './card';

it('is a region named by its title heading', () => {
  render(
    <Card title="Track an application" headingLevel={3}>
      <p>Enter your reference</p>
    </Card>,
  );
  const region = screen.getByRole('region', { name: 'Track an application' });
  expect(
    screen.getByRole('heading', { level: 3, name: 'Track an application' }),
  ).toBeInTheDocument();
  expect(region).toHaveTextContent('Enter your reference');
});

it('is not a landmark without a title', () => {
  render(<Card>Plain</Card>);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});
