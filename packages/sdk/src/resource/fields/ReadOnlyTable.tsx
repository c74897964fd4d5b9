import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useResourceT } from '../useResourceT.js';

/**
 * One column of a read-only table: its header text and how a row fills the cell.
 * @group Forms and resources
 * @example
 * ```ts
 * const columns: ReadOnlyColumn<DeviceRecord>[] = [
 *   { id: 'name', label: t('name'), render: (row) => row.name },
 *   { id: 'updatedAt', label: t('updatedAt'), render: (row) => formatDateTime(row.updatedAt) },
 * ];
 * ```
 */
export interface ReadOnlyColumn<T> {
  id: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Where the cell's content sits: numbers `end` so their digits line up; default `start`. */
  align?: 'start' | 'end';
}

// Columns size to their content and long text (paths, addresses, messages) wraps inside its own
// cell, so no column runs over the next; a table wider than a phone scrolls sideways in its box.
const useStyles = makeStyles({
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  table: { tableLayout: 'auto', minWidth: '100%' },
  cell: { overflowWrap: 'anywhere', verticalAlign: 'top', paddingBlock: tokens.spacingVerticalXS },
  header: { minWidth: '64px', verticalAlign: 'bottom' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // Fluent's header cell lays its label out in a row; the end column's label goes to the end.
  endHeader: { '& > *': { justifyContent: 'flex-end' } },
});

/**
 * Props of `ReadOnlyTable`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const props: ReadOnlyTableProps<MessageRecord> = { label: t('messages'), columns, rows: messages, rowKey: (row) => row.id, emphasize: (row) => row.readAt === null };
 * return <ReadOnlyTable {...props} />;
 * ```
 */
export interface ReadOnlyTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: ReadonlyArray<ReadOnlyColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** `data-testid` hook for tests (`readonly-table-<testId>`). */
  testId?: string;
  /** Highlights rows (unread messages, the current device). */
  emphasize?: (row: T) => boolean;
}

/**
 * A plain table for pages that only show records (catalogues, histories, logs): no sorting or
 * column choice, an empty-state line when there are no rows; long text wraps, numbers sit at the end.
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * <ReadOnlyTable
 *   label={t('history')}
 *   rows={history}
 *   rowKey={(row) => row.id}
 *   columns={[{ id: 'at', label: t('at'), render: (row) => formatDateTime(row.at) }]}
 * />
 * ```
 */
export function ReadOnlyTable<T>({ label, columns, rows, rowKey, testId, emphasize }: ReadOnlyTableProps<T>) {
  const t = useResourceT();
  const styles = useStyles();
  if (rows.length === 0) return <Text>{t('list.empty')}</Text>;
  const end = (column: ReadOnlyColumn<T>) => column.align === 'end';
  return (
    <div className={styles.scroller}>
      <Table aria-label={label} data-testid={testId ? `readonly-table-${testId}` : undefined} size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.id} className={mergeClasses(styles.cell, styles.header, end(column) && styles.end, end(column) && styles.endHeader)}>
                {column.label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} style={emphasize?.(row) ? { fontWeight: 600 } : undefined}>
              {columns.map((column) => (
                <TableCell key={column.id} className={mergeClasses(styles.cell, end(column) && styles.end)}>{column.render(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
