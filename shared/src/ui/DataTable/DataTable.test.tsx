import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumn } from './DataTable';

interface Person {
  id: string;
  name: string;
  email: string;
}
const columns: DataTableColumn<Person>[] = [
  { header: 'Name', rowHeader: true, cell: (p) => p.name },
  { header: 'Email', cell: (p) => p.email },
];
const people: Person[] = [
  { id: 'a', name: 'Ana Moreau', email: 'ana@example.test' },
  { id: 'g', name: 'Gabriel Moreau', email: 'g@example.test' },
];
const messages = { loading: 'Loading people…', error: 'The people could not be loaded.', empty: 'No people found' };
const loaded = { isLoading: false, isError: false };

describe('DataTable', () => {
  it('shows its rows in a table named by its caption, with column and row headers', () => {
    render(<DataTable caption="People" columns={columns} rows={people} rowKey={(p) => p.id} query={loaded} messages={messages} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Name', 'Email']);
    expect(within(table).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Ana Moreau', 'Gabriel Moreau']);
    const row = within(table).getByRole('row', { name: /Gabriel Moreau/ });
    expect(within(row).getByRole('cell')).toHaveTextContent('g@example.test');
    // Each cell carries its column's name for the stacked (card) layout, hidden from assistive technology.
    expect(within(row).getByText('Email')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the loading text, the error, or the empty state instead of the table', () => {
    const props = { caption: 'People', columns, rowKey: (p: Person) => p.id, messages };
    const { rerender } = render(<DataTable {...props} rows={undefined} query={{ isLoading: true, isError: false }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading people…');
    rerender(<DataTable {...props} rows={undefined} query={{ isLoading: false, isError: true }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The people could not be loaded.');
    rerender(<DataTable {...props} rows={[]} query={loaded} />);
    expect(screen.getByRole('heading', { name: 'No people found' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
