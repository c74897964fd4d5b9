import { spawn, type ChildProcess } from 'node:child_process';
import { ArchiveFrameSize, type ArchiveQuality } from '@fleetdeck/model';
import { ffmpegCommand } from './ffmpeg-probe.js';

/** Frames waiting for ffmpeg beyond this many bytes are dropped rather than held without bound. */
const MAX_PENDING_BYTES = 2 * 1024 * 1024;

/** What one encoder is asked for: the camera's JPEG frames at `fps`, into an MP4 file. */
export interface SegmentEncoderOptions {
  file: string;
  fps: number;
  quality: ArchiveQuality;
  /** Size of the camera's frames (4:3 pictures are pillar-boxed into the 16:9 quality). */
  source: { width: number; height: number };
}

/** One segment being encoded by an ffmpeg child process. */
export interface SegmentEncoder {
  /** Hands a JPEG frame to the encoder; frames beyond a bounded backlog are dropped. */
  write(jpeg: Uint8Array): void;
  /** Ends the input and waits for the finished file. */
  finish(): Promise<void>;
  /** Stops at once, leaving no promise of a file. */
  abort(): void;
}

/** The ffmpeg arguments: MJPEG frames on stdin to H.264 (one thread, fastest preset) in an MP4 with faststart. */
export function encoderArguments(options: SegmentEncoderOptions): string[] {
  const { width, height } = ArchiveFrameSize[options.quality];
  const scaledWidth = Math.round((options.source.width * height) / options.source.height / 2) * 2;
  const pad = Math.max(0, Math.floor((width - scaledWidth) / 2));
  return [
    '-hide_banner', '-loglevel', 'error', '-nostdin',
    '-f', 'image2pipe', '-framerate', String(options.fps), '-c:v', 'mjpeg', '-i', 'pipe:0',
    '-vf', `scale=${Math.min(scaledWidth, width)}:${height}:flags=neighbor,pad=${width}:${height}:${pad}:0`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-threads', '1', '-pix_fmt', 'yuv420p', '-crf', '30',
    '-r', String(options.fps), '-g', String(Math.max(1, Math.round(options.fps * 2))),
    '-movflags', '+faststart', '-f', 'mp4', '-y', options.file,
  ];
}

/** Starts ffmpeg for one segment (a spawned child process, so encoding never blocks the robot's loop). */
export function startSegmentEncoder(options: SegmentEncoderOptions): SegmentEncoder {
  const child: ChildProcess = spawn(ffmpegCommand(), encoderArguments(options), { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ended with ${signal ?? code}: ${stderr.trim()}`))));
  });
  // A failure is read by finish(); an aborted encoder's exit is of no interest.
  exited.catch(() => undefined);
  child.stdin?.on('error', () => undefined);
  return {
    write(jpeg) {
      const stdin = child.stdin;
      // ffmpeg takes a moment to start reading: frames wait for it, up to a bound, then are dropped.
      if (!stdin || stdin.destroyed || stdin.writableLength > MAX_PENDING_BYTES) return;
      stdin.write(jpeg);
    },
    finish() {
      child.stdin?.end();
      return exited;
    },
    abort() {
      child.stdin?.destroy();
      child.kill('SIGKILL');
    },
  };
}
