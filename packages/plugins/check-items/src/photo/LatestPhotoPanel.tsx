import { useId } from 'react';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckItemType, type CheckItemLatestPhoto } from '@fleetdeck/model';
import { Link, formatDateTime, useApiObjectUrl, useCan, useEditContext, useQuery, useT } from '@fleetdeck/sdk';
import { ThermalFrame } from './ThermalFrame.js';
import { itemColorMap } from './thermalColorMap.js';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    // As wide as the form under it.
    maxWidth: '720px',
    boxSizing: 'border-box',
    padding: tokens.spacingVerticalM,
    marginBottom: tokens.spacingVerticalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  photo: { display: 'block', width: '100%', maxWidth: '32rem', height: 'auto', border: `1px solid ${tokens.colorNeutralStroke1}` },
});

/**
 * The robots' latest picture of a saved check item: a photo for a meter or camera item, the
 * thermal frame in the item's colour map for a thermal one; until there is one, what to do to get it.
 */
export function LatestPhotoPanel() {
  const t = useT();
  const styles = useStyles();
  const titleId = useId();
  const { record } = useEditContext();
  const allowed = useCan('checkItems', 'latestPhoto').can;
  const id = record?.id;
  const latest = useQuery<CheckItemLatestPhoto>(`/check-items/${String(id)}/latest-photo`, { enabled: allowed && id !== undefined });
  const photo = latest.data?.photo ?? null;
  const { url, failed } = useApiObjectUrl(photo?.url);
  if (!allowed || !record) return null;
  const thermal = record.type === CheckItemType.thermal;
  const kind = thermal ? 'thermal' : 'photo';
  const params = photo
    ? { robot: latest.data?.robotName ?? '', camera: t(`camera.${photo.camera}`), time: formatDateTime(photo.takenAt) }
    : undefined;

  const body = () => {
    if (latest.loading) return <Spinner size="small" label={t('photo.loading')} />;
    if (latest.error) {
      return (
        <MessageBar intent="error">
          <MessageBarBody>{t('photo.loadError')}</MessageBarBody>
        </MessageBar>
      );
    }
    if (!photo || !params) {
      return (
        <MessageBar intent="info" data-testid="latest-photo-none">
          <MessageBarBody>
            <MessageBarTitle>{t(`photo.${kind}.none`)}</MessageBarTitle>
            {t(`photo.${kind}.howTo`)}
          </MessageBarBody>
        </MessageBar>
      );
    }
    if (failed) return <Text>{t('photo.imageError')}</Text>;
    if (!url) return <Spinner size="small" label={t('photo.loading')} />;
    const alt = t(`photo.${kind}.alt`, params);
    return thermal ? (
      <ThermalFrame url={url} colorMap={itemColorMap(record.json)} label={alt} failedText={t('photo.imageError')} />
    ) : (
      <img className={styles.photo} src={url} alt={alt} data-testid="latest-photo" />
    );
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Subtitle2 as="h2" id={titleId}>{t(`photo.${kind}.title`)}</Subtitle2>
      {body()}
      {photo && params ? (
        <Text size={200}>
          {t(`photo.${kind}.caption`, params)}
          {thermal ? ` ${t('photo.colorMap', { name: t(`colorMap.${itemColorMap(record.json)}`) })}` : ''}
        </Text>
      ) : null}
      <div className={styles.actions}>
        <Button size="small" onClick={latest.reload} disabled={latest.fetching}>{t('photo.refresh')}</Button>
        {photo ? null : <Link to="/robot/control">{t('photo.openRobots')}</Link>}
      </div>
    </section>
  );
}
