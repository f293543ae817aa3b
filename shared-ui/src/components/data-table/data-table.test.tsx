import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import { createColumnHelper } from './column-helper';

type Rate = { id: string; purpose: string; amount: number };

const helper = createColumnHelper<Rate>();
const columns = helper.columns([
  helper.accessor('purpose', { header: 'Purpose' }),
  helper.accessor('amount', { header: 'Amount', cell: (info) => `₦${info.getValue()}` }),
  helper.display({
    id: 'actions',
    header: 'Actions',
    cell: () => <button type="button">Edit</button>,
  }),
]);
const data: Rate[] = [
  { id: 'a', purpose: 'Employment', amount: 300 },
  { id: 'b', purpose: 'Admission', amount: 100 },
  { id: 'c', purpose: 'Scholarship', amount: 200 },
];
const empty: Rate[] = [];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstColumn = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

it('renders a captioned table with column headers and cells', () => {
  render(<DataTable caption="Transcript rates" columns={columns} data={data} />);
  const table = screen.getByRole('table', { name: 'Transcript rates' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Purpose', 'Amount', 'Actions']);
  expect(firstColumn()).toEqual(['Employment', 'Admission', 'Scholarship']);
  expect(within(table).getByRole('cell', { name: '₦300' })).toBeInTheDocument();
  expect(within(table).getAllByRole('button', { name: 'Edit' })).toHaveLength(3);
  expect(within(table).queryByRole('button', { name: 'Purpose' })).not.toBeInTheDocument();
});

it('wraps the table in a focusable scroll region named by the caption', () => {
  render(<DataTable caption="Payments" columns={columns} data={data} />);
  const region = screen.getByRole('region', { name: 'Payments' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toContainElement(screen.getByRole('table'));
});

it('shows the empty message in a full-width row', () => {
  render(<DataTable caption="Rates" columns={columns} data={empty} emptyMessage="No rates yet" />);
  const cell = screen.getByRole('cell', { name: 'No rates yet' });
  expect(cell).toHaveAttribute('colspan', '3');
});

it('uses a default empty message', () => {
  render(<DataTable caption="Rates" columns={columns} data={empty} />);
  expect(screen.getByRole('cell', { name: 'No records found' })).toBeInTheDocument();
});

it('shows a loading row and marks the table busy', () => {
  render(<DataTable caption="Rates" columns={columns} data={data} isLoading />);
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Loading data');
  expect(screen.queryByText('Employment')).not.toBeInTheDocument();
});

it('sorts by a header button and reports it with aria-sort', async () => {
  render(<DataTable caption="Rates" columns={columns} data={data} isSortable />);
  const purpose = screen.getByRole('columnheader', { name: /Purpose/ });
  expect(purpose).toHaveAttribute('aria-sort', 'none');
  // display columns have no value to sort by
  expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');

  await userEvent.click(within(purpose).getByRole('button'));
  expect(purpose).toHaveAttribute('aria-sort', 'ascending');
  expect(firstColumn()).toEqual(['Admission', 'Employment', 'Scholarship']);

  await userEvent.click(within(purpose).getByRole('button'));
  expect(purpose).toHaveAttribute('aria-sort', 'descending');
  expect(firstColumn()).toEqual(['Scholarship', 'Employment', 'Admission']);
});

it('sorts numeric columns numerically', async () => {
  render(<DataTable caption="Rates" columns={columns} data={data} isSortable />);
  const amount = screen.getByRole('columnheader', { name: /Amount/ });
  await userEvent.click(within(amount).getByRole('button'));
  const amounts = bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);
  // TanStack's first direction for numbers is descending
  expect(amounts).toEqual(
    amount.getAttribute('aria-sort') === 'ascending'
      ? ['₦100', '₦200', '₦300']
      : ['₦300', '₦200', '₦100'],
  );
});

describe('sorted by the caller (a server-sorted page)', () => {
  const serverColumns = helper.columns([
    helper.accessor('purpose', { header: 'Purpose', enableSorting: false }),
    helper.accessor('amount', { header: 'Amount' }),
    helper.display({ id: 'actions', header: 'Actions', cell: () => null }),
  ]);

  it('shows the given order and sort, and asks for the next order instead of sorting', async () => {
    const onSortChange = jest.fn();
    const sortedBy = (direction: 'asc' | 'desc') => (
      <DataTable
        caption="Rates"
        columns={serverColumns}
        data={data}
        sort={{ id: 'amount', direction }}
        onSortChange={onSortChange}
      />
    );
    const { rerender } = render(sortedBy('desc'));
    const amount = screen.getByRole('columnheader', { name: /Amount/ });
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    // A column the caller cannot sort by has no button and no aria-sort.
    const purpose = screen.getByRole('columnheader', { name: 'Purpose' });
    expect(purpose).not.toHaveAttribute('aria-sort');
    expect(within(purpose).queryByRole('button')).not.toBeInTheDocument();
    // The rows stay in the order given (the server's), not re-sorted here.
    expect(firstColumn()).toEqual(['Employment', 'Admission', 'Scholarship']);

    await userEvent.click(within(amount).getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'amount', direction: 'asc' });
    expect(firstColumn()).toEqual(['Employment', 'Admission', 'Scholarship']);

    rerender(sortedBy('asc'));
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    // Never back to unsorted: the next click asks for descending again.
    await userEvent.click(within(amount).getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'amount', direction: 'desc' });
  });

  it('marks sortable columns that are not the sorted one with aria-sort none', () => {
    render(
      <DataTable
        caption="Rates"
        columns={columns}
        data={data}
        sort={{ id: 'amount', direction: 'asc' }}
        onSortChange={() => undefined}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Purpose/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });
});

it('names each cell by its column when rows may become cards, and leaves a control column unnamed', () => {
  const withControl = [
    helper.display({
      id: 'select',
      header: () => <input type="checkbox" aria-label="Select all" />,
      cell: () => <input type="checkbox" aria-label="Select" />,
    }),
    ...columns,
  ];
  render(
    <DataTable caption="Rates" columns={withControl} data={data.slice(0, 1)} isStackedWhenNarrow />,
  );
  const [row] = bodyRows();
  expect(
    within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label')),
  ).toEqual([null, 'Purpose', 'Amount', 'Actions']);
  expect(within(row!).getByRole('cell', { name: '₦300' })).toBeInTheDocument();
});

it('keeps its table roles explicit when rows may become cards, and only then', () => {
  const { container, unmount } = render(
    <DataTable caption="Rates" columns={columns} data={data.slice(0, 1)} isStackedWhenNarrow />,
  );
  const roles = (selector: string) =>
    [...container.querySelectorAll(selector)].map((element) => element.getAttribute('role'));
  expect(roles('table')).toEqual(['table']);
  expect(roles('thead, tbody')).toEqual(['rowgroup', 'rowgroup']);
  expect(new Set(roles('tr'))).toEqual(new Set(['row']));
  expect(new Set(roles('th'))).toEqual(new Set(['columnheader']));
  expect(new Set(roles('td'))).toEqual(new Set(['cell']));
  unmount();
  const plain = render(<DataTable caption="Rates" columns={columns} data={data.slice(0, 1)} />);
  expect(plain.container.querySelectorAll('[role]:not([role="region"])')).toHaveLength(0);
});
