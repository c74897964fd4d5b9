import { Button, Field, MessageBar, MessageBarBody, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ArchiveRobotDay, ArchiveSegment, ArchiveVideoUrl } from '@fleetdeck/model';
import { ErrorPanel, Link, PageLayout, api, showAlert, useNavigate, useParams, useQuery, useSearchParams, useT } from '@fleetdeck/sdk';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { dayPath, minuteAfter, minuteBefore, minutePath, momentPath, segmentAfter, segmentAtMoment, twoDigits } from '../archiveAddress.js';
import { useFrameStep } from '../player/useFrameStep.js';
import { isExpired, useSegmentSources, type SegmentSource } from '../player/useSegmentSources.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  video: { width: '100%', aspectRatio: '16 / 9', backgroundColor: tokens.colorNeutralBackgroundInverted },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
});

const SPEEDS = [0.5, 1, 2, 4] as const;

/** Seconds into the minute from the address's `?t=`, 0 when absent or unreadable. */
function secondOf(value: string | null): number {
  const second = Number(value ?? 0);
  return Number.isFinite(second) && second >= 0 && second < 60 ? second : 0;
}

interface SegmentVideoProps {
  segment: ArchiveSegment;
  following: ArchiveSegment | undefined;
  startSeconds: number;
  speed: number;
  label: string;
  onEnded: () => void;
  /** Where the video was paused (ms since epoch), null while it plays. */
  onMoment: (at: number | null) => void;
}

/** A download link whose URL ran out asks for a new one and downloads from it. */
async function downloadFresh(event: MouseEvent<HTMLAnchorElement>, id: number, name: string, source: SegmentSource): Promise<void> {
  if (!isExpired(source)) return;
  event.preventDefault();
  const { url } = await api.get<ArchiveVideoUrl>(`/archive/segments/${id}/video-url`);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
}

/**
 * One <video> for the whole visit, loading each segment by its signed URL (Range requests, so it
 * starts playing before the file is in); the one after it is fetched ahead, so when a segment ends
 * the next plays on without a gap. A URL that ran out is renewed where the video stood.
 */
function SegmentVideo({ segment, following, startSeconds, speed, label, onEnded, onMoment }: SegmentVideoProps) {
  const styles = useStyles();
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const { sources, renew } = useSegmentSources(following ? [segment.id, following.id] : [segment.id]);
  const source = sources.get(segment.id);
  // Where to go on in the video once a renewed URL has loaded, and whether it was paused there.
  const resume = useRef<{ at: number; paused: boolean } | null>(null);
  const step = useFrameStep(video, source?.url, source?.frameSeconds);
  const startsAt = Date.parse(segment.startsAt);

  useEffect(() => {
    if (video.current) video.current.playbackRate = speed;
  }, [speed, source?.url]);

  if (source?.failed) return <MessageBar intent="error"><MessageBarBody>{t('player.loadFailed')}</MessageBarBody></MessageBar>;
  if (!source?.url) return <Spinner />;
  const name = `${segment.startsAt.slice(0, 16).replace(/[-:T]/g, '')}.mp4`;
  return (
    <>
      {/* The robot's camera has no sound: nothing to caption. */}
      <video
        ref={video}
        className={styles.video}
        src={source.url}
        controls
        autoPlay
        muted
        playsInline
        aria-label={label}
        data-testid="archive-video"
        data-segment-id={segment.id}
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          element.playbackRate = speed;
          const from = resume.current;
          resume.current = null;
          if (from) {
            element.currentTime = from.at;
            if (from.paused) element.pause();
          } else if (startSeconds > 0) element.currentTime = startSeconds;
        }}
        onError={(event) => {
          // A URL that ran out (a long pause, then a seek the browser had not loaded) is renewed; any other failure shows the browser's own.
          if (!isExpired(source)) return;
          resume.current = { at: event.currentTarget.currentTime, paused: event.currentTarget.paused };
          renew(segment.id);
        }}
        onPlay={() => {
          setPaused(false);
          onMoment(null);
        }}
        onPause={(event) => {
          setPaused(true);
          onMoment(startsAt + event.currentTarget.currentTime * 1000);
        }}
        onEnded={onEnded}
      />
      <div className={styles.controls}>
        <Button disabled={!paused} onClick={() => step(-1)}>{t('player.previousFrame')}</Button>
        <Button disabled={!paused} onClick={() => step(1)}>{t('player.nextFrame')}</Button>
        {paused ? null : <span>{t('player.frameStepHint')}</span>}
        <a href={source.url} download={name} onClick={(event) => void downloadFresh(event, segment.id, name, source)}>{t('player.download')}</a>
      </div>
    </>
  );
}

/**
 * archive/{serialNo}/{date}/{hour}/{minute}: plays the recording from a minute (and `?t=` seconds
 * into it) natively and on through the following segments without a gap, with previous and next
 * minute, speed, frame step while paused, download and a link to the moment on screen.
 */
export function PlayerPage() {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { serialNo = '', date = '', hour = '0', minute = '0' } = useParams();
  const [speed, setSpeed] = useState(1);
  const day = useQuery<ArchiveRobotDay>(`/archive/robots/${encodeURIComponent(serialNo)}/days/${encodeURIComponent(date)}`);
  const segments = day.data?.segments ?? [];
  const found = segmentAtMoment(segments, date, Number(hour), Number(minute), secondOf(search.get('t')));
  const segment = found?.segment;
  const previous = segment ? minuteBefore(segments, segment) : undefined;
  const next = segment ? minuteAfter(segments, segment) : undefined;
  const following = segment ? segmentAfter(segments, segment) : undefined;
  // The moment the link copies: where the video was paused, else the address's.
  const moment = useRef<number | null>(null);
  const time = `${twoDigits(Number(hour))}:${twoDigits(Number(minute))}`;
  const go = (to: ArchiveSegment | undefined) => to && navigate(minutePath(serialNo, date, to.hour, to.minute));
  const playOn = () => {
    // The address follows the playing segment; replacing it keeps Back for the minute the person chose.
    if (following) navigate(momentPath(serialNo, date, Date.parse(following.startsAt)), { replace: true });
  };
  const copyLink = async () => {
    const at = moment.current ?? (segment ? Date.parse(segment.startsAt) + (found?.offsetSeconds ?? 0) * 1000 : null);
    const path = at === null ? minutePath(serialNo, date, Number(hour), Number(minute)) : momentPath(serialNo, date, at);
    await navigator.clipboard.writeText(`${window.location.origin}${path}`);
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
              <SegmentVideo
                segment={segment}
                following={following}
                startSeconds={found?.offsetSeconds ?? 0}
                speed={speed}
                label={t('player.video', { time })}
                onEnded={playOn}
                onMoment={(at) => (moment.current = at)}
              />
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
