import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** One column: its heading and what each row shows in it. */
export interface DataColumn<Row> {
  header: ReactNode;
  cell(row: Row): ReactNode;
  /** The cell names its row (a row header, `<th scope="row">`). */
  rowHeader?: boolean;
  /** Classes of the column's cells, e.g. `whitespace-nowrap`. */
  className?: string;
}

const looks = {
  /** Rows inside a section or a card: tight cells, a gap after every column but the last. */
  plain: { head: undefined, cell: 'py-1' },
  /** A page's main table: roomy cells under a tinted header. */
  roomy: { head: 'bg-canvas text-ink-muted', cell: 'px-3 py-2' },
} as const;

/**
 * A table of `rows`, one per row and one cell per column, headed by the columns' headers. `caption`
 * is the table's own `<caption>` element, as the page words and styles it.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  look = 'plain',
  gap = look === 'plain' ? 'pr-4' : undefined,
  rowClassName,
  className,
  ...props
}: {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  caption?: ReactNode;
  look?: keyof typeof looks;
  /** The space after each column but the last (`pr-…`). */
  gap?: string;
  rowClassName?: string;
} & Omit<ComponentProps<'table'>, 'children'>) {
  const { head, cell } = looks[look];
  const cellClass = (index: number, extra?: string) => cn(cell, index < columns.length - 1 && gap, extra);
  return (
    <table data-slot="data-table" className={cn('w-full text-left text-sm', className)} {...props}>
      {caption}
      <thead className={head}>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={cellClass(index)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={cn('border-t border-line', rowClassName)}>
            {columns.map((column, index) =>
              column.rowHeader ? (
                <th key={index} scope="row" className={cellClass(index, column.className)}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={index} className={cellClass(index, column.className)}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
