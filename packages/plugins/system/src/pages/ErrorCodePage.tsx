import { ErrorCodeCategory, errorCatalogue, type ErrorCatalogueEntry } from '@fleetdeck/model';
import { Field, SearchBox, Select, makeStyles, tokens } from '@fluentui/react-components';
import { PageLayout, ReadOnlyTable, useLanguage, useT } from '@fleetdeck/sdk';
import { useMemo, useState } from 'react';
import { filterErrorCodes } from './errorCodeFilter.js';

const useStyles = makeStyles({ bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' } });
const catalogue = errorCatalogue();

/** /system/error-code/list: the spec's error and status codes, searchable, in the user's language. */
export function ErrorCodePage() {
  const styles = useStyles();
  const t = useT();
  const language = useLanguage();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<ErrorCodeCategory | ''>('');
  const rows = useMemo(() => filterErrorCodes(catalogue, text, category), [text, category]);
  return (
    <PageLayout title={t('title.errorCodeList')}>
      <div className={styles.bar}>
        <SearchBox aria-label={t('errorCode.search')} placeholder={t('errorCode.search')} value={text} onChange={(_event, data) => setText(data.value)} />
        <Field label={t('errorCode.category')}>
          <Select value={category} onChange={(_event, data) => setCategory(data.value as ErrorCodeCategory | '')}>
            <option value="">{t('errorCode.allCategories')}</option>
            {ErrorCodeCategory.map((c) => (
              <option key={c} value={c}>
                {t(`errorCode.categories.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <ReadOnlyTable<ErrorCatalogueEntry>
        label={t('title.errorCodeList')}
        testId="errorCodes"
        rows={rows}
        rowKey={(row) => `${row.category}:${row.code}`}
        columns={[
          { id: 'code', label: t('errorCode.code'), render: (row) => row.code },
          { id: 'category', label: t('errorCode.category'), render: (row) => t(`errorCode.categories.${row.category}`) },
          { id: 'description', label: t('errorCode.description'), render: (row) => row.description[language] },
        ]}
      />
    </PageLayout>
  );
}
