import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
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
}

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
 * column choice, an empty-state line when there are no rows.
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
  if (rows.length === 0) return <Text>{t('list.empty')}</Text>;
  return (
    <Table aria-label={label} data-testid={testId ? `readonly-table-${testId}` : undefined} size="small">
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.id}>{column.label}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} style={emphasize?.(row) ? { fontWeight: 600 } : undefined}>
            {columns.map((column) => (
              <TableCell key={column.id}>{column.render(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
