import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ArchiveFrameSize, ArchiveLimits, type ArchiveQuality, type LongTimeRecordingState } from '@fleetdeck/model';
import { CameraViewSize, renderCameraView } from '../camera-view.js';
import type { Pose } from '../robot-state.js';
import { startSegmentEncoder, type SegmentEncoder } from './segment-encoder.js';
import { uploadSegment, type UploadTarget } from './segment-uploader.js';

/** Frames a second of a recording: low, so a simulated fleet stays light on CPU. */
const DEFAULT_FPS = 2;

/** What the recorder reads from its robot. */
export interface RecordedRobot {
  readonly recording: LongTimeRecordingState | null;
  readonly pose: Pose;
  step(now: number): void;
}

interface Segment {
  encoder: SegmentEncoder;
  file: string;
  startsAt: number;
  endsAt: number;
  quality: ArchiveQuality;
}

/** How long segments are (FLEETDECK_SIM_SEGMENT_MS, default and at most one minute) and how many frames a second. */
function recorderTiming(): { segmentMs: number; fps: number } {
  const segmentMs = Number(process.env.FLEETDECK_SIM_SEGMENT_MS ?? ArchiveLimits.segmentMs);
  const fps = Number(process.env.FLEETDECK_SIM_RECORDING_FPS ?? DEFAULT_FPS);
  return {
    segmentMs: Number.isFinite(segmentMs) && segmentMs >= 1000 ? Math.min(segmentMs, ArchiveLimits.segmentMs) : ArchiveLimits.segmentMs,
    fps: Number.isFinite(fps) && fps >= 0.5 && fps <= 15 ? fps : DEFAULT_FPS,
  };
}

/**
 * A robot's long-term recorder: while the robot is `recording`, its camera view (with the robot's
 * clock drawn in) goes to ffmpeg in segments that end on each minute (or sooner); each finished
 * segment is uploaded with resumable uploads, one after another, surviving dropped links.
 */
export class LongTermRecorder {
  quality: ArchiveQuality = '360p';
  private segment: Segment | null = null;
  private frameTimer: ReturnType<typeof setInterval> | null = null;
  private uploads: Promise<void> = Promise.resolve();
  private folder: Promise<string> | null = null;
  private stopped = false;
  private starting = false;
  private refused = false;
  private readonly timing = recorderTiming();

  constructor(private readonly robot: RecordedRobot, private readonly target: UploadTarget) {}

  /** Follows the robot's recording state: starts a segment when it records, finishes one when it stops. */
  sync(now = Date.now()): void {
    if (this.stopped) return;
    const wanted = this.robot.recording === 'recording' && !this.refused;
    if (wanted && !this.segment && !this.starting) void this.begin(now);
    if (!wanted && this.segment) this.end();
  }

  /** Stops recording and uploading (the robot's process ends); an unfinished segment is dropped. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    this.segment?.encoder.abort();
    this.segment = null;
    const folder = this.folder;
    await this.uploads;
    if (folder) await rm(await folder, { recursive: true, force: true });
  }

  private async begin(now: number): Promise<void> {
    this.starting = true;
    const folder = await (this.folder ??= mkdtemp(join(tmpdir(), 'fleetdeck-recorder-'))).finally(() => (this.starting = false));
    if (this.segment || this.stopped) return;
    const nextMinute = Math.floor(now / 60_000) * 60_000 + 60_000;
    const file = join(folder, `${now}.mp4`);
    const encoder = startSegmentEncoder({ file, fps: this.timing.fps, quality: this.quality, source: CameraViewSize });
    this.segment = { encoder, file, startsAt: now, endsAt: Math.min(nextMinute, now + this.timing.segmentMs), quality: this.quality };
    this.frame();
    this.frameTimer = setInterval(() => this.frame(), Math.round(1000 / this.timing.fps));
  }

  private frame(): void {
    const segment = this.segment;
    if (!segment) return;
    const ts = Date.now();
    if (ts >= segment.endsAt) {
      // The next segment starts where this one ends, so minutes follow without a gap.
      this.end();
      if (this.robot.recording === 'recording') void this.begin(ts);
      return;
    }
    this.robot.step(ts);
    segment.encoder.write(renderCameraView({ pose: this.robot.pose, ts }));
  }

  private end(): void {
    const segment = this.segment;
    if (!segment) return;
    this.segment = null;
    this.clearTimer();
    const durationMs = Math.max(1, Math.min(ArchiveLimits.segmentMs, Date.now() - segment.startsAt));
    const finished = segment.encoder.finish();
    this.uploads = this.uploads.then(() => this.upload(segment, durationMs, finished));
  }

  private async upload(segment: Segment, durationMs: number, finished: Promise<void>): Promise<void> {
    try {
      await finished;
      const bytes = await readFile(segment.file);
      const { width, height } = ArchiveFrameSize[segment.quality];
      const outcome = await uploadSegment(this.target, {
        startsAt: new Date(segment.startsAt).toISOString(), durationMs, mimeType: 'video/mp4', quality: segment.quality, width, height,
      }, bytes, () => this.stopped);
      // Refused for good (the contract has no archive, or the credential changed): stop recording uploads.
      if (outcome === 'refused') this.refused = true;
    } catch (error) {
      process.stderr.write(`fleetdeck-sim: ${this.target.serialNo} could not record a segment: ${error instanceof Error ? error.message : String(error)}\n`);
    } finally {
      await rm(segment.file, { force: true });
    }
  }

  private clearTimer(): void {
    if (this.frameTimer) clearInterval(this.frameTimer);
    this.frameTimer = null;
  }
}
