import { useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import { useApiObjectUrl, useFormat, useT } from '@fleetdeck/sdk';
import type { RobotPhoto } from '@fleetdeck/model';

const useStyles = makeStyles({
  thumb: { padding: tokens.spacingHorizontalXXS, minWidth: 0, height: 'auto' },
  thumbImage: { display: 'block', width: '120px', height: '90px', objectFit: 'cover' },
  placeholder: { display: 'flex', alignItems: 'center', justifyContent: 'center', width: '120px', height: '90px' },
  full: { display: 'block', width: '100%', maxWidth: '640px', height: 'auto' },
});

/** A photo as a small picture; clicking it opens the photo full size in a dialog. */
export function PhotoThumbnail({ photo, testId }: { photo: RobotPhoto; testId?: string }) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const { url, failed } = useApiObjectUrl(photo.url);
  const [open, setOpen] = useState(false);
  const params = { camera: t(`camera.ids.${photo.camera}`), time: format.time(photo.takenAt) };
  if (failed) return <Text>{t('media.photoLoadError')}</Text>;
  return (
    <>
      <Button className={styles.thumb} appearance="subtle" aria-label={t('media.openPhoto', params)} disabled={!url} onClick={() => setOpen(true)} data-testid={testId}>
        {url ? <img className={styles.thumbImage} src={url} alt={t('media.photoAlt', params)} /> : <Spinner size="tiny" className={styles.placeholder} />}
      </Button>
      <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('media.photoDialog', params)}</DialogTitle>
            <DialogContent>
              {url ? <img className={styles.full} src={url} alt={t('media.photoAlt', params)} data-testid="photo-full" /> : null}
              <Text>{t('media.photoSize', { width: photo.width, height: photo.height })}</Text>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setOpen(false)}>{t('media.close')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
