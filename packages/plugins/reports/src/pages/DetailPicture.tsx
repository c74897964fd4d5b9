import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useApiObjectUrl, useT } from '@fleetdeck/sdk';

const useStyles = makeStyles({
  picture: { display: 'block', width: '240px', maxWidth: '100%', height: 'auto', border: `1px solid ${tokens.colorNeutralStroke1}` },
});

/** A detail's photo or thermal frame, fetched with the session's token. */
export function DetailPicture({ fileId, alt, testId }: { fileId: number; alt: string; testId: string }) {
  const t = useT();
  const styles = useStyles();
  const { url, failed } = useApiObjectUrl(`/files/${fileId}`);
  if (failed) return <>{t('detail.loadError')}</>;
  if (!url) return <Spinner size="tiny" />;
  return <img className={styles.picture} src={url} alt={alt} data-testid={testId} />;
}
