import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTable, type ColumnDef, type ColumnVisibilityState, type SortingState, type Updater } from '@tanstack/react-table';
import { Button, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular, ArrowSortRegular } from '@fluentui/react-icons';
import type { TFunction } from 'i18next';
import { useT } from '../i18n/useT.js';
import { useListContext } from './ListContext.js';
import { initialVisibility, loadHiddenColumns, saveHiddenColumns } from './columnPreferences.js';
import { ColumnPicker } from './ColumnPicker.js';
import { RowActions, useRowActionsKit } from './RowActions.js';
import type { ResourceColumn, ResourceRecord } from './resourceDefinition.js';
import { useResourceT } from './useResourceT.js';
import { ROW_HEIGHT, resourceTableFeatures as features } from './resourceTableFeatures.js';
import { VirtualRows } from './VirtualRows.js';

const ACTIONS_COLUMN = '__actions';
/** A column's narrowest width when its declaration gives none, in pixels. */
const MIN_COLUMN_WIDTH = 96;
/** The actions' narrowest width: Edit and Delete side by side, a plugin's extra link below them. */
const ACTIONS_MIN_WIDTH = 176;

// Columns share the table's width and their text wraps, so nothing is cut at 1440 px; each keeps
// its declared narrowest width, and when those do not fit (a phone) the table scrolls sideways
// with the row actions held at its end.
const useStyles = makeStyles({
  toolbar: { display: 'flex', justifyContent: 'flex-end' },
  scroller: { maxHeight: '60vh', overflow: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  table: { width: '100%', borderCollapse: 'separate', borderSpacing: 0, tableLayout: 'auto', fontSize: tokens.fontSizeBase300 },
  th: {
    position: 'sticky', top: 0, zIndex: 1, textAlign: 'start', verticalAlign: 'bottom', backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, height: `${ROW_HEIGHT}px`,
    fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere',
  },
  // The sort button's text wraps like any header instead of being cut at the button's edge.
  sortButton: { minWidth: 0, maxWidth: '100%', height: 'auto', whiteSpace: 'normal', textAlign: 'start', padding: 0, fontWeight: tokens.fontWeightSemibold },
  td: {
    height: `${ROW_HEIGHT}px`, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    whiteSpace: 'normal', overflowWrap: 'anywhere', verticalAlign: 'middle', backgroundColor: tokens.colorNeutralBackground1,
  },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // The actions stay in view at the table's end however far it scrolls sideways; not on a phone
  // (below 600 px, the SDK's `phone` size), where a held column would lie over the cells it is beside.
  // Actions break between links, never inside a word (a letter-wide column made rows very tall on a phone).
  actions: { overflowWrap: 'normal', '@media (min-width: 600px)': { position: 'sticky', right: 0, boxShadow: `-1px 0 0 ${tokens.colorNeutralStroke2}` } },
  actionsHeader: { '@media (min-width: 600px)': { zIndex: 2 } },
  status: { padding: tokens.spacingVerticalL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function toColumnDefs(columns: ResourceColumn<ResourceRecord>[], t: TFunction, actions: (row: ResourceRecord) => ReactNode, actionsLabel: string) {
  const defs: ColumnDef<typeof features, ResourceRecord>[] = columns.map((column) => ({
    id: column.id,
    accessorFn: (row: ResourceRecord) => row[column.id],
    header: t(column.labelKey),
    enableSorting: column.sortable !== false,
    enableHiding: true,
    cell: (info) => (column.render ? column.render(info.row.original, t) : cellText(info.getValue())),
  }));
  defs.push({ id: ACTIONS_COLUMN, header: actionsLabel, enableSorting: false, enableHiding: false, cell: (info) => actions(info.row.original) });
  return defs;
}

/**
 * The one bridge between TanStack Table and the list controller: sorting is the server's
 * (manual), rows are virtualized, the column choice is saved per resource, and row actions
 * follow the user's permissions.
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * // Inside a ListContextProvider (ResourceList sets one up)
 * <ResourceTable rowActions={(row) => <Link to={`/building/${row.id}`}>{t('open')}</Link>} />
 * ```
 */
export function ResourceTable({ rowActions }: { rowActions?: (row: ResourceRecord) => ReactNode }) {
  const styles = useStyles();
  const list = useListContext();
  const t = useT();
  const rt = useResourceT();
  const { resource } = list;
  const kit = useRowActionsKit();
  const columns = useMemo(
    () => toColumnDefs(resource.columns as ResourceColumn<ResourceRecord>[], t, (row) => <RowActions row={row} extra={rowActions?.(row)} kit={kit} />, rt('list.actions')),
    [resource.columns, t, rt, rowActions, kit],
  );
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => initialVisibility(resource.columns, loadHiddenColumns(resource.name)));
  const sorting: SortingState = list.sort ? [list.sort] : [];
  const widths = useMemo(() => new Map<string, number>(resource.columns.map((c): [string, number] => [c.id, c.width ?? MIN_COLUMN_WIDTH])), [resource.columns]);
  const ends = useMemo(() => new Set(resource.columns.filter((c) => c.align === 'end').map((c) => c.id)), [resource.columns]);
  // One function while the columns stay, so the memoized rows are not drawn again on every render.
  const cellClass = useCallback(
    (columnId: string) => mergeClasses(styles.td, ends.has(columnId) && styles.end, columnId === ACTIONS_COLUMN && styles.actions),
    [ends, styles],
  );

  const onVisibilityChange = (updater: Updater<ColumnVisibilityState>) => {
    setVisibility((current: ColumnVisibilityState) => {
      const next = typeof updater === 'function' ? updater(current) : updater;
      saveHiddenColumns(resource.name, Object.entries(next).filter(([, shown]) => !shown).map(([id]) => id));
      return next;
    });
  };
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    list.setSort(next[0] ? { id: next[0].id, desc: next[0].desc } : null);
  };

  const table = useTable({
    features,
    columns,
    data: list.rows,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting, columnVisibility: visibility },
    onSortingChange,
    onColumnVisibilityChange: onVisibilityChange,
  });

  const scrollRef = useRef<HTMLDivElement>(null);
  const rowCount = table.getRowModel().rows.length;
  const visibleCount = table.getVisibleLeafColumns().length;

  return (
    <>
      <div className={styles.toolbar}>
        <ColumnPicker
          columns={resource.columns.map((c) => ({ id: c.id, label: t(c.labelKey), visible: visibility[c.id] !== false }))}
          onToggle={(id, shown) => table.getColumn(id)?.toggleVisibility(shown)}
        />
      </div>
      <div ref={scrollRef} className={styles.scroller} data-testid={`resource-table-${resource.name}`}>
        <table className={styles.table} aria-rowcount={list.total + 1} aria-busy={list.loading}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                  const id = header.column.id;
                  return (
                    <th
                      key={header.id}
                      className={mergeClasses(styles.th, ends.has(id) && styles.end, id === ACTIONS_COLUMN && styles.actions, id === ACTIONS_COLUMN && styles.actionsHeader)}
                      style={{ minWidth: id === ACTIONS_COLUMN ? ACTIONS_MIN_WIDTH : (widths.get(id) ?? MIN_COLUMN_WIDTH) }}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : header.column.getCanSort() ? 'none' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <Button
                          appearance="transparent"
                          size="small"
                          className={styles.sortButton}
                          icon={sorted === 'asc' ? <ArrowSortUpRegular /> : sorted === 'desc' ? <ArrowSortDownRegular /> : <ArrowSortRegular />}
                          iconPosition="after"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                        </Button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            <VirtualRows table={table} scrollRef={scrollRef} firstRowIndex={list.pageIndex * list.pageSize + 2} cellClassName={cellClass} />
            {rowCount === 0 ? (
              <tr>
                <td colSpan={visibleCount} className={styles.status}>
                  {list.loading ? <Spinner size="tiny" label={rt('list.loading')} /> : rt('list.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </>
  );
}
