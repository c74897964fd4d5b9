import { useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, MessageBar, MessageBarBody, Text,
} from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';

/** Shows a robot's new credential once, with a copy button and the warning that it will not be shown again. */
export function CredentialDialog({ serialNo, credential, onDone }: { serialNo: string; credential: string; onDone: () => void }) {
  const t = useT();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyCredential = async () => {
    try {
      await navigator.clipboard.writeText(credential);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('admin.credentialTitle')}</DialogTitle>
          <DialogContent>
            <MessageBar intent="warning">
              <MessageBarBody>{t('admin.credentialWarning')}</MessageBarBody>
            </MessageBar>
            <Field label={t('admin.credentialLabel', { serialNo })}>
              <Input readOnly value={credential} data-testid="robot-credential" onFocus={(event) => event.target.select()} />
            </Field>
            {copy === 'idle' ? null : <Text role="status">{t(copy === 'copied' ? 'admin.copied' : 'admin.copyFailed')}</Text>}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void copyCredential()}>{t('admin.copy')}</Button>
            <Button appearance="primary" onClick={onDone}>{t('admin.done')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
