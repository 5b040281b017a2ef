/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table's
   own roles (table, rowgroup, row, columnheader, rowheader, cell) are stated because the narrow layout changes its CSS
   display, and some browsers then drop a table's implicit roles (its rows and cells would read as plain text). */
import { useId, type ReactNode } from 'react';
import { EmptyState } from '../feedback/EmptyState';
import { InlineMessage } from '../feedback/InlineMessage';
import { LoadingText } from '../feedback/Loading';
import { Pagination, type PaginationProps } from './Pagination';
import styles from './DataTable.module.css';

export interface DataTableColumn<Row> {
  /** The column's header; on a narrow screen, where rows stack as cards, also the label of each of its cells. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row (`<th scope="row">`, and the card's title on a narrow screen); one column at most. */
  rowHeader?: boolean;
  className?: string;
}

export interface DataTableProps<Row> {
  /** The table's name, shown above it. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  /** The rows; undefined until they have loaded (or when they could not be). */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Where the rows are (an RTK Query result will do). */
  query: { isLoading: boolean; isError: boolean };
  messages: DataTableMessages;
  /** When the rows are one page of a longer list: the pages under the table. */
  pagination?: PaginationProps;
}

export interface DataTableMessages {
  /** e.g. "Loading users…" */
  loading: string;
  /** e.g. "The users could not be loaded." */
  error: string;
  /** The title of what shows instead of the table when there are no rows, and its text. */
  empty: string;
  emptyDescription?: string;
}

/**
 * A list of records as a table, with its states: loading, could not load, nothing yet, or the rows. The caption names
 * the table and every column has its header. Where the table has less than about 40rem (a phone), each row becomes a
 * card of label and value pairs, so no column is cut off and nothing scrolls sideways. A paged list passes
 * `pagination`: Previous, Next and where the page is in the list, under the table.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, query, messages, pagination }: DataTableProps<Row>) {
  const captionId = useId();
  if (query.isLoading) return <LoadingText>{messages.loading}</LoadingText>;
  if (query.isError || !rows) return <InlineMessage tone="error">{messages.error}</InlineMessage>;
  const pages = pagination && <Pagination {...pagination} />;
  if (rows.length === 0)
    return (
      <>
        <EmptyState title={messages.empty} description={messages.emptyDescription} />
        {pages}
      </>
    );
  return (
    <div className={styles.container}>
      <div className={styles.frame}>
        <table role="table" aria-labelledby={captionId} className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead role="rowgroup" className={styles.head}>
            <tr role="row">
              {columns.map((column) => (
                <th key={column.header} role="columnheader" scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={rowKey(row)} role="row" className={styles.row}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.header} role="rowheader" scope="row" className={`${styles.rowHeader} ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} role="cell" className={column.className}>
                      <span className={styles.label} aria-hidden="true">
                        {column.header}
                      </span>
                      <span className={styles.value}>{column.cell(row)}</span>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages}
    </div>
  );
}
