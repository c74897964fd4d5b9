import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { clearDevBuildError, useDevBuildError } from './devBuildErrorStore.js';

const useStyles = makeStyles({
  overlay: {
    position: 'fixed', insetInline: '16px', bottom: '16px', zIndex: 1000000, maxHeight: '60vh', overflowY: 'auto',
    padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusLarge, boxShadow: tokens.shadow28,
    backgroundColor: tokens.colorNeutralBackground1, border: `2px solid ${tokens.colorPaletteRedBorder2}`,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, color: tokens.colorPaletteRedForeground1 },
  message: { whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: tokens.fontSizeBase200, margin: `${tokens.spacingVerticalS} 0` },
});

/**
 * A failed development build over the console: the error, its file and line, and that the console
 * still runs the last good build. It goes away with the next good build (the page reloads) or Close.
 */
export function DevBuildErrorOverlay() {
  const styles = useStyles();
  const error = useDevBuildError();
  const { t } = useTranslation('common');
  if (!error) return null;
  const { location } = error;
  const where = location
    ? [location.file, location.line, location.column].filter((part) => part !== undefined).join(':')
    : undefined;
  return (
    <section role="alert" aria-labelledby="dev-build-error-title" className={styles.overlay} data-dev-source={error.source}>
      <h2 id="dev-build-error-title" className={styles.title}>
        {t('dev.buildFailed')}
      </h2>
      {where ? <p data-testid="dev-build-error-location">{t('dev.location', { where })}</p> : null}
      <pre className={styles.message}>{error.message}</pre>
      <p>{t('dev.keptOldBuild')}</p>
      <Button onClick={clearDevBuildError}>{t('actions.close')}</Button>
    </section>
  );
}
