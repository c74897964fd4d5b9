import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { api, useT } from '@fleetdeck/sdk';
import { CredentialDialog } from './CredentialDialog.js';

/** "Issue new credential": confirms (the old one stops at once), then shows the new one once. */
export function NewCredentialButton({ robotId, name, serialNo }: { robotId: number; name: string; serialNo: string }) {
  const t = useT();
  const [step, setStep] = useState<'idle' | 'confirm' | 'failed'>('idle');
  const [credential, setCredential] = useState<string | null>(null);
  const issue = async () => {
    try {
      const answer = await api.post<{ credential: string }>(`/robots/${robotId}/credential`);
      setStep('idle');
      setCredential(answer.credential);
    } catch {
      setStep('failed');
    }
  };
  return (
    <>
      <Button onClick={() => setStep('confirm')}>{t('admin.newCredential')}</Button>
      {step === 'failed' ? <MessageBar intent="error"><MessageBarBody>{t('admin.credentialFailed')}</MessageBarBody></MessageBar> : null}
      {/* Mounted only while asking: a closed dialog leaves tabster's focusable aria-hidden elements on the page. */}
      {step === 'confirm' ? <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : setStep('idle'))}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('admin.newCredential')}</DialogTitle>
            <DialogContent>{t('admin.newCredentialConfirm', { name })}</DialogContent>
            <DialogActions>
              <Button onClick={() => setStep('idle')}>{t('admin.cancel')}</Button>
              <Button appearance="primary" onClick={() => void issue()}>{t('admin.issue')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog> : null}
      {credential ? <CredentialDialog serialNo={serialNo} credential={credential} onDone={() => setCredential(null)} /> : null}
    </>
  );
}
