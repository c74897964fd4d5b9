import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL, maxWidth: '640px' },
});

/** Built-in pages used while no plugin provides them (the console never shows a blank screen). */
export type FallbackKind = 'robotControlMissing' | 'notFound' | 'forbidden';

const texts: Record<FallbackKind, { title: string; body: string }> = {
  robotControlMissing: { title: 'shell.robotControlMissingTitle', body: 'shell.robotControlMissingBody' },
  notFound: { title: 'shell.notFoundTitle', body: 'errors.notFound' },
  forbidden: { title: 'shell.forbiddenTitle', body: 'errors.forbidden' },
};

/** A simple titled message page with a link back to the start. */
export function FallbackPage({ kind }: { kind: FallbackKind }) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  return (
    <section className={styles.root} aria-labelledby="fallback-title">
      <Title2 as="h1" id="fallback-title">{t(texts[kind].title)}</Title2>
      <Body1>{t(texts[kind].body)}</Body1>
      {kind === 'robotControlMissing' ? null : <Link to="/">{t('actions.back')}</Link>}
    </section>
  );
}
