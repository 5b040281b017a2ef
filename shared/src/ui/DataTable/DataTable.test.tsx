import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('pages a longer list: where the page is, Previous and Next by keyboard, none when one page holds it all', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const props = { caption: 'People', columns, rows: people, rowKey: (p: Person) => p.id, query: loaded, messages };
    const { rerender } = render(<DataTable {...props} pagination={{ page: 1, pageSize: 2, total: 5, onPageChange, label: 'People pages' }} />);
    const nav = screen.getByRole('navigation', { name: 'People pages' });
    expect(nav).toHaveTextContent('Page 1 of 3 · 1–2 of 5');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.tab();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<DataTable {...props} pagination={{ page: 3, pageSize: 2, total: 5, onPageChange, label: 'People pages' }} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 3 of 3 · 5–5 of 5');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<DataTable {...props} pagination={{ page: 1, pageSize: 20, total: 2, onPageChange, label: 'People pages' }} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers the way back from a page past the end (an old link): the empty state and Previous to the last page', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    render(<DataTable caption="People" columns={columns} rows={[]} rowKey={(p) => p.id} query={loaded} messages={messages} pagination={{ page: 9, pageSize: 2, total: 5, onPageChange, label: 'People pages' }} />);
    expect(screen.getByRole('heading', { name: 'No people found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'People pages' })).toHaveTextContent('Page 9 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
