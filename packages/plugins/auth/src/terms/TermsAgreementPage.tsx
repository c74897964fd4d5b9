import { useEffect, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Contract, TermCheck, TermsSet } from '@fleetdeck/model';
import { ErrorPanel, api, useNavigate, useQuery, useT } from '@fleetdeck/sdk';
import { AuthCard } from '../shared/AuthCard.js';
import { SignOutButton } from '../shared/SignOutButton.js';
import { mustAgreeToTerms, outstandingTerms } from './outstandingTerms.js';
import { TermsText } from './TermsText.js';

const useStyles = makeStyles({
  actions: { display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: tokens.spacingHorizontalM },
  leave: { display: 'flex', justifyContent: 'flex-start' },
});

/** /term/agreement: shows each outstanding terms text; Agree opens up only once the text was scrolled to its end; Sign out leaves. */
export function TermsAgreementPage() {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const check = useQuery<TermCheck>('/my/term-agreements/check');
  const terms = useQuery<TermsSet>('/terms');
  // Only maintenance-company owners are asked to agree to the maintenance agreement; an
  // unreadable contract counts as "not an owner" so it never blocks the TOS and PP.
  const contract = useQuery<Contract>('/my/contract');
  const isOwner = contract.data?.maintenanceCompany?.isOwner ?? false;
  const [readToEnd, setReadToEnd] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const loading = check.loading || terms.loading || contract.loading;
  const done = check.data && !loading ? !mustAgreeToTerms(check.data, isOwner) : false;
  useEffect(() => {
    if (done) navigate('/robot/control', { replace: true });
  }, [done, navigate]);

  const due = check.data && terms.data ? outstandingTerms(check.data, terms.data, isOwner) : [];

  const agree = async () => {
    setSaveFailed(false);
    setSaving(true);
    try {
      await api.post('/my/term-agreements', { termIds: due.map((term) => term.id) });
      setReadToEnd(false);
      check.reload();
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  // Outstanding terms without a published text cannot be agreed to: report it instead of waiting.
  const missingText = Boolean(check.data && terms.data && !loading && !done && due.length === 0);
  const error = check.error ?? terms.error ?? (missingText ? true : undefined);
  return (
    <AuthCard title={t('title.terms')} wide>
      {error ? (
        <ErrorPanel
          message={t('terms.loadFailed')}
          onRetry={() => {
            check.reload();
            terms.reload();
          }}
        />
      ) : loading || done ? (
        <Spinner label={t('shell.loading')} />
      ) : (
        <>
          <Text>{t('terms.intro')}</Text>
          <TermsText terms={due} onReachedEnd={() => setReadToEnd(true)} />
          {saveFailed ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{t('terms.saveFailed')}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.actions}>
            {readToEnd ? null : <Text size={200}>{t('terms.scrollHint')}</Text>}
            <Button appearance="primary" disabled={!readToEnd || saving} onClick={() => void agree()}>
              {t('terms.agree')}
            </Button>
          </div>
        </>
      )}
      {/* Someone who will not agree (or whose terms cannot load) must still be able to leave. */}
      <div className={styles.leave}>
        <SignOutButton />
      </div>
    </AuthCard>
  );
}
