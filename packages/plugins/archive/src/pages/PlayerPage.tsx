import { Button, Field, MessageBar, MessageBarBody, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ArchiveRobotDay, ArchiveSegment } from '@fleetdeck/model';
import { ErrorPanel, Link, PageLayout, showAlert, useApiObjectUrl, useNavigate, useParams, useQuery, useT } from '@fleetdeck/sdk';
import { useEffect, useRef, useState } from 'react';
import { dayPath, minuteAfter, minuteBefore, minutePath, segmentAt, twoDigits } from '../archiveAddress.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  video: { width: '100%', aspectRatio: '16 / 9', backgroundColor: tokens.colorNeutralBackgroundInverted },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
});

const SPEEDS = [0.5, 1, 2, 4] as const;

function MinuteVideo({ segment, speed, onEnded, label }: { segment: ArchiveSegment; speed: number; onEnded: () => void; label: string }) {
  const styles = useStyles();
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const { url, failed } = useApiObjectUrl(`/archive/segments/${segment.id}/video`);
  useEffect(() => {
    if (video.current) video.current.playbackRate = speed;
  }, [speed, url]);
  if (failed) return <MessageBar intent="error"><MessageBarBody>{t('player.loadFailed')}</MessageBarBody></MessageBar>;
  if (!url) return <Spinner />;
  const name = `${segment.startsAt.slice(0, 16).replace(/[-:T]/g, '')}.mp4`;
  return (
    <>
      {/* The robot's camera has no sound: nothing to caption. */}
      <video ref={video} className={styles.video} src={url} controls autoPlay muted playsInline aria-label={label} onEnded={onEnded} data-testid="archive-video" />
      <a href={url} download={name}>{t('player.download')}</a>
    </>
  );
}

/**
 * archive/{serialNo}/{date}/{hour}/{minute}: plays one recorded minute natively, with previous and
 * next minute (and on to the next when one ends), speed, download and a link to this moment.
 */
export function PlayerPage() {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const { serialNo = '', date = '', hour = '0', minute = '0' } = useParams();
  const [speed, setSpeed] = useState(1);
  const day = useQuery<ArchiveRobotDay>(`/archive/robots/${encodeURIComponent(serialNo)}/days/${encodeURIComponent(date)}`);
  const segments = day.data?.segments ?? [];
  const segment = segmentAt(segments, Number(hour), Number(minute));
  const previous = segment ? minuteBefore(segments, segment) : undefined;
  const next = segment ? minuteAfter(segments, segment) : undefined;
  const time = `${twoDigits(Number(hour))}:${twoDigits(Number(minute))}`;
  const go = (to: ArchiveSegment | undefined) => to && navigate(minutePath(serialNo, date, to.hour, to.minute));
  const copyLink = async () => {
    await navigator.clipboard.writeText(window.location.href);
    showAlert({ type: 'success', message: t('player.copied') });
  };

  return (
    <PageLayout title={t('title.player')}>
      <div className={styles.page}>
        <Link to={dayPath(serialNo, date)}>{t('player.day')}</Link>
        {day.error ? (
          <ErrorPanel message={t('player.loadFailed')} onRetry={day.reload} />
        ) : !day.data ? (
          <Spinner />
        ) : (
          <>
            <h2>{t('player.heading', { name: day.data.name, serialNo, day: date, time })}</h2>
            {segment ? (
              <MinuteVideo key={segment.id} segment={segment} speed={speed} onEnded={() => go(next)} label={t('player.video', { time })} />
            ) : (
              <p>{t('player.missing')}</p>
            )}
            <div className={styles.controls}>
              <Button disabled={!previous} onClick={() => go(previous)}>{t('player.previous')}</Button>
              <Button disabled={!next} onClick={() => go(next)}>{t('player.next')}</Button>
              <Field label={t('player.speed')}>
                <Select value={String(speed)} onChange={(_event, data) => setSpeed(Number(data.value))}>
                  {SPEEDS.map((s) => <option key={s} value={s}>{`${s}×`}</option>)}
                </Select>
              </Field>
              <Button onClick={() => void copyLink()}>{t('player.copyLink')}</Button>
            </div>
          </>
        )}
      </div>
    </PageLayout>
  );
}
