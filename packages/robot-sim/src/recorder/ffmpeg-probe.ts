import { spawn } from 'node:child_process';

/** The ffmpeg the recorder runs: FLEETDECK_FFMPEG, else `ffmpeg` on the PATH (Debian's package). */
export function ffmpegCommand(): string {
  return process.env.FLEETDECK_FFMPEG?.trim() || 'ffmpeg';
}

let probe: Promise<boolean> | null = null;

/**
 * Whether ffmpeg runs here, asked once per process. When it does not, the robots say so (their
 * recorder is `unavailable` and a recording start is refused) and one line tells the operator.
 */
export function ffmpegAvailable(): Promise<boolean> {
  probe ??= new Promise<boolean>((resolve) => {
    const child = spawn(ffmpegCommand(), ['-hide_banner', '-version'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  }).then((found) => {
    if (!found) {
      process.stderr.write(`fleetdeck-sim: ${ffmpegCommand()} was not found (install Debian's ffmpeg, or set FLEETDECK_FFMPEG); long-term recording is unavailable\n`);
    }
    return found;
  });
  return probe;
}
