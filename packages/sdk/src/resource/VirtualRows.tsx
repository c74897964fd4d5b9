import { memo, useCallback, useRef, type RefObject } from 'react';
import type { ReactTable, Row } from '@tanstack/react-table';
import { measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { ROW_HEIGHT, type resourceTableFeatures } from './resourceTableFeatures.js';
import type { ResourceRecord } from './resourceDefinition.js';

/** Props of `VirtualRows`. */
export interface VirtualRowsProps {
  table: ReactTable<typeof resourceTableFeatures, ResourceRecord>;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** aria-rowindex of the first row of this page (header is 1). */
  firstRowIndex: number;
  /** Class of a column's cells (numbers end-aligned, the actions held in view). */
  cellClassName: (columnId: string) => string;
}

type Table = ReactTable<typeof resourceTableFeatures, ResourceRecord>;

// Memoized: while scrolling, rows that stay in view are not drawn again (each holds links and permission checks).
const VirtualRow = memo(function VirtualRow({ table, row, index, ariaRowIndex, cellClassName, columnsKey, measure }: {
  table: Table;
  row: Row<typeof resourceTableFeatures, ResourceRecord>;
  index: number;
  ariaRowIndex: number;
  cellClassName: (columnId: string) => string;
  /** Reports the row's drawn height: wrapped text makes a row taller than ROW_HEIGHT. */
  measure: (element: HTMLTableRowElement | null) => void;
  /** Changes when the visible columns change, so the row redraws then. */
  columnsKey: string;
  /** The column definitions; new ones (language change) redraw the row. */
  columns: unknown;
}) {
  return (
    <tr ref={measure} data-index={index} aria-rowindex={ariaRowIndex} data-columns={columnsKey}>
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={cellClassName(cell.column.id)}>
          <table.FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
});

/**
 * The visible rows only, with spacer rows above and below. Kept apart from the table so that
 * scrolling re-renders these rows, not the header, toolbar and table model.
 */
export function VirtualRows({ table, scrollRef, firstRowIndex, cellClassName }: VirtualRowsProps) {
  const rows = table.getRowModel().rows;
  // The same function while the rows stay: a new one makes the virtualizer lay out every row of
  // the page again on each scroll step.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  // A row not drawn yet is taken to be as tall as the shortest row measured (a row on one line).
  // Estimated at ROW_HEIGHT, each row drawn while scrolling measured taller (padding and border),
  // changed the table's height and drew the rows again: a second layout in most scrolled frames.
  const lineHeight = useRef<number | null>(null);
  const estimateSize = useCallback(() => lineHeight.current ?? ROW_HEIGHT, []);
  const measure = useCallback((element: HTMLTableRowElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>) => {
    const size = measureElement(element, entry, instance);
    if (size > 0 && (lineHeight.current === null || size < lineHeight.current)) lineHeight.current = size;
    return size;
  }, []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    measureElement: measure,
    getItemKey,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const columnsKey = table.getVisibleLeafColumns().map((column) => column.id).join(',');
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  return (
    <>
      {padTop > 0 ? <tr aria-hidden style={{ height: padTop }} /> : null}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <VirtualRow key={row.id} table={table} row={row} index={item.index} ariaRowIndex={firstRowIndex + item.index} cellClassName={cellClassName} columnsKey={columnsKey} columns={table.options.columns} measure={virtualizer.measureElement} />
        );
      })}
      {padBottom > 0 ? <tr aria-hidden style={{ height: padBottom }} /> : null}
    </>
  );
}
