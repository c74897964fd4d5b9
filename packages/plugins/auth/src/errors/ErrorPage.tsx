import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate, useSession, useT } from '@fleetdeck/sdk';
import { AuthCard } from '../shared/AuthCard.js';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** A full-page error with a way back: the previous page, and the top page (or login when signed out). */
export function ErrorPage({ title, message }: { title: string; message: string }) {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <AuthCard title={title}>
      <Text>{message}</Text>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => navigate(session ? '/robot/control' : '/auth/login')}>
          {session ? t('back.home') : t('back.login')}
        </Button>
        <Button onClick={() => navigate(-1)}>{t('back.previous')}</Button>
      </div>
    </AuthCard>
  );
}
