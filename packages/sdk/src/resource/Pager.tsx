import { Button, Dropdown, Field, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useListContext } from './ListContext.js';
import { useResourceT } from './useResourceT.js';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const PAGE_SIZES = [50, 100, 500, 1000];

/**
 * Total, page position, previous/next and rows per page of the surrounding list.
 * @group Forms and resources
 * @example
 * ```tsx
 * // Inside a ListContextProvider, under the table: previous, next and the page count.
 * <ResourceTable />
 * <Pager />
 * ```
 */
export function Pager() {
  const styles = useStyles();
  const list = useListContext();
  const t = useResourceT();
  return (
    <nav className={styles.root} aria-label={t('list.pagination')}>
      <Text>{t('list.total', { count: list.total })}</Text>
      <Button icon={<ChevronLeftRegular />} aria-label={t('list.previous')} disabled={list.pageIndex === 0} onClick={() => list.setPageIndex(list.pageIndex - 1)} />
      <Text aria-live="polite">{t('list.page', { page: list.pageIndex + 1, pages: list.pages })}</Text>
      <Button icon={<ChevronRightRegular />} aria-label={t('list.next')} disabled={list.pageIndex + 1 >= list.pages} onClick={() => list.setPageIndex(list.pageIndex + 1)} />
      <Field label={t('list.pageSize')} orientation="horizontal" className={styles.size}>
        <Dropdown
          value={String(list.pageSize)}
          selectedOptions={[String(list.pageSize)]}
          onOptionSelect={(_event, data) => list.setPageSize(Number(data.optionValue))}
          style={{ minWidth: '96px' }}
        >
          {PAGE_SIZES.map((size) => (
            <Option key={size} value={String(size)}>
              {String(size)}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </nav>
  );
}
