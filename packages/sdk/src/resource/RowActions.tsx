import { useState, type ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useCan } from '../auth/useCan.js';
import { api } from '../data/apiClient.js';
import { Link } from '../routing/Link.js';
import { showAlert } from '../shell/alertStore.js';
import { DeleteDialog } from './DeleteDialog.js';
import { failureMessage } from './failureMessage.js';
import { useListContext } from './ListContext.js';
import { recordTitle } from './recordTitle.js';
import { resolvePath } from './resourcePath.js';
import type { ResourceRecord } from './resourceDefinition.js';
import { useResourceT } from './useResourceT.js';

const useStyles = makeStyles({ root: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' } });

/** Edit and delete for one row, each shown only when the user's access level allows it. */
export function RowActions({ row, extra }: { row: ResourceRecord; extra?: ReactNode }) {
  const styles = useStyles();
  const list = useListContext();
  const t = useResourceT();
  const { resource } = list;
  const canWrite = useCan(resource.access, 'update').can;
  const canDelete = useCan(resource.access, 'delete').can;
  const [confirming, setConfirming] = useState(false);
  const name = recordTitle(resource, row);

  const remove = async () => {
    setConfirming(false);
    try {
      await api.delete(list.recordPath(row.id));
      showAlert({ type: 'success', message: t('form.deleted') });
      list.reload();
    } catch (error) {
      const failure = failureMessage('delete', error);
      showAlert({ type: 'error', message: [t(failure.key), failure.reason].filter(Boolean).join(' ') });
    }
  };

  return (
    <span className={styles.root}>
      {canWrite ? (
        <Link to={resolvePath(resource.routes.edit, { ...row, id: row.id } as Record<string, string | number>)} aria-label={`${t('list.edit')}: ${name}`}>
          {t('list.edit')}
        </Link>
      ) : null}
      {canDelete ? (
        <Button size="small" appearance="subtle" aria-label={`${t('list.delete')}: ${name}`} onClick={() => setConfirming(true)}>
          {t('list.delete')}
        </Button>
      ) : null}
      {extra}
      <DeleteDialog open={confirming} name={name} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
    </span>
  );
}
