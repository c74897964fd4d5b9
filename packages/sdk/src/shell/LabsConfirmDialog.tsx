import { useState } from 'react';
import {
  Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { answerLabs, useLabsPending } from './labsStore.js';

/**
 * The dialog behind `confirmLabs`; the host renders it once.
 * @group Labs
 * @example
 * ```tsx
 * // Rendered once by the console; a plugin calls confirmLabs() instead.
 * <LabsConfirmDialog />
 * ```
 */
export function LabsConfirmDialog() {
  const pending = useLabsPending();
  const { t } = useTranslation('common');
  const [hide, setHide] = useState(false);
  // A plugin's own wording, part by part; the console's page text for the rest.
  const text = pending?.text;
  const answer = (confirmed: boolean) => {
    answerLabs(confirmed, hide);
    setHide(false);
  };
  return (
    <Dialog open={pending !== null} onOpenChange={(_e, data) => (data.open ? undefined : answer(false))}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{text?.title ?? t('labs.title')}</DialogTitle>
          <DialogContent>
            <p>{text?.body ?? t('labs.body')}</p>
            <Checkbox checked={hide} onChange={(_e, data) => setHide(data.checked === true)} label={text?.dontShowAgain ?? t('labs.dontShowAgain')} />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => answer(false)}>
              {t('actions.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => answer(true)}>
              {text?.open ?? t('labs.open')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
