import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ReloadReason } from './hotUpdate.js';
import { dismissReloadReason, useReloadReason } from './devReloadNotice.js';

const useStyles = makeStyles({
  bar: { position: 'fixed', insetInline: '16px', bottom: '16px', zIndex: 1000000, width: 'auto' },
});

function reasonKey(reason: ReloadReason): string {
  switch (reason.code) {
    case 'manifest':
      return 'dev.reasonManifest';
    case 'notComponents':
      return 'dev.reasonNotComponents';
    case 'failed':
      return 'dev.reasonFailed';
    case 'noRefresh':
      return 'dev.reasonNoRefresh';
  }
}

/** After a development rebuild reloaded the page instead of updating it in place: why, until closed. */
export function DevReloadNotice() {
  const styles = useStyles();
  const reason = useReloadReason();
  const { t } = useTranslation('common');
  if (!reason) return null;
  const why = t(reasonKey(reason), reason);
  return (
    <MessageBar intent="info" className={styles.bar} data-testid="dev-reload-notice">
      <MessageBarBody>{t('dev.reloaded', { reason: why })}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={dismissReloadReason}>{t('actions.close')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
