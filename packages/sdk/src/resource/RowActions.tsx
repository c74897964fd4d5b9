import { useMemo, useState, type ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { Session } from '../auth/session.js';
import { useSession } from '../auth/sessionStore.js';
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

// The actions wrap onto more lines rather than widen their column past the row's other cells.
const useStyles = makeStyles({ root: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, alignItems: 'center' } });

/** What every row's actions share: decided once per table, not in each row a scroll step draws. */
export interface RowActionsKit {
  t: TFunction;
  canWrite: boolean;
  canDelete: boolean;
  /** The signed-in user, for the resource's `deletable` rule of each row. */
  session: Session | null;
  className: string;
}

/** The row actions' kit for the list on screen (the same object while none of it changes). */
export function useRowActionsKit(): RowActionsKit {
  const styles = useStyles();
  const t = useResourceT();
  const { resource } = useListContext();
  const canWrite = useCan(resource.access, 'update').can;
  const canDelete = useCan(resource.access, 'delete').can;
  const session = useSession();
  return useMemo(() => ({ t, canWrite, canDelete, session, className: styles.root }), [t, canWrite, canDelete, session, styles.root]);
}

/** Edit and delete for one row, each shown only when the user's access level (and for delete, the resource's rule for the row) allows it. */
export function RowActions({ row, extra, kit }: { row: ResourceRecord; extra?: ReactNode; kit: RowActionsKit }) {
  const { t, canWrite } = kit;
  const list = useListContext();
  const { resource } = list;
  const canDelete = kit.canDelete && (resource.deletable?.(row, kit.session) ?? true);
  const [confirming, setConfirming] = useState(false);
  // The dialog mounts on the first Delete, not with every row: a closed Fluent dialog still costs
  // its hooks and motion state, in each of the rows a scroll step draws. Kept once mounted, so it
  // closes with its animation.
  const [asked, setAsked] = useState(false);
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
    <span className={kit.className}>
      {canWrite ? (
        <Link to={resolvePath(resource.routes.edit, { ...row, id: row.id } as Record<string, string | number>)} aria-label={`${t('list.edit')}: ${name}`}>
          {t('list.edit')}
        </Link>
      ) : null}
      {canDelete ? (
        <Button
          size="small"
          appearance="subtle"
          aria-label={`${t('list.delete')}: ${name}`}
          onClick={() => {
            setAsked(true);
            setConfirming(true);
          }}
        >
          {t('list.delete')}
        </Button>
      ) : null}
      {extra}
      {asked ? <DeleteDialog open={confirming} name={name} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} /> : null}
    </span>
  );
}
