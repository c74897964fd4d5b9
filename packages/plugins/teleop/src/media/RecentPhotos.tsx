import { useEffect } from 'react';
import { Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery, useT } from '@fleetdeck/sdk';
import type { RobotPhotoList } from '@fleetdeck/model';
import { PhotoThumbnail } from './PhotoThumbnail.js';

/** How many recent photos the teleop page shows. */
const RECENT_PHOTOS = 6;

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyle: 'none', margin: 0, padding: 0 },
});

/** The robot's latest photos, newest first; read again whenever `version` changes (a photo was just taken). */
export function RecentPhotos({ robotId, version }: { robotId: number; version: number }) {
  const styles = useStyles();
  const t = useT();
  const { data, error, loading, reload } = useQuery<RobotPhotoList>(`/robots/${robotId}/photos`, { query: { limit: RECENT_PHOTOS } });
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  const photos = data?.photos ?? [];
  return (
    <section aria-labelledby="teleop-recent-photos">
      <Subtitle2 as="h3" id="teleop-recent-photos">{t('media.recent')}</Subtitle2>
      {error ? <Text block>{t('media.photosLoadError')}</Text> : null}
      {loading && !data ? <Spinner size="tiny" /> : null}
      {data && photos.length === 0 ? <Text block>{t('media.noPhotos')}</Text> : null}
      {photos.length > 0 ? (
        <ul className={styles.list} aria-labelledby="teleop-recent-photos" data-testid="recent-photos">
          {photos.map((photo) => (
            <li key={photo.id}>
              <PhotoThumbnail photo={photo} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
