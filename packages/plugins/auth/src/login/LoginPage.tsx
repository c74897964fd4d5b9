import { useState } from 'react';
import type { LoginPending, Session } from '@fleetdeck/model';
import { completeSignIn, showAlert, useT } from '@fleetdeck/sdk';
import { AuthCard } from '../shared/AuthCard.js';
import { CredentialsForm } from './CredentialsForm.js';
import { CodeStepForm } from './CodeStepForm.js';

/** /auth/login: email and password, then the e-mailed code when the server answers 202. */
export function LoginPage() {
  const t = useT();
  const [pending, setPending] = useState<LoginPending | null>(null);

  const finish = (session: Session) => {
    showAlert({ type: 'success', message: t('login.success') });
    void completeSignIn(session);
  };

  return (
    <AuthCard title={t('title.login')}>
      {pending ? (
        <CodeStepForm pending={pending} onPending={setPending} onSession={finish} onBack={() => setPending(null)} />
      ) : (
        <CredentialsForm onPending={setPending} onSession={finish} />
      )}
    </AuthCard>
  );
}
