import { useEffect, useState } from 'react';
import { getLiveStream } from './pageLiveStream.js';
import type { RobotCameraView } from './liveTypes.js';

// Often enough that a stalled feed shows stale (and locks driving) within a quarter second of the limit.
const STALE_CHECK_MS = 200;
const NO_VIEW: RobotCameraView = { frameUrl: undefined, frameAt: undefined, latencyMs: undefined, stale: true };

function sameView(a: RobotCameraView, b: RobotCameraView): boolean {
  return a.frameUrl === b.frameUrl && a.latencyMs === b.latencyMs && a.stale === b.stale && a.frameAt === b.frameAt;
}

/**
 * Turns a robot camera on while mounted (off on unmount) and gives its newest frame as an
 * object URL, with its latency and whether it is stale (no frame for 1 s, or one over 1 s late).
 *
 * @group Live robots
 * @example
 * ```tsx
 * const { frameUrl, stale } = useRobotCamera(serialNo, 'front');
 * return frameUrl ? <img src={frameUrl} alt="" style={{ opacity: stale ? 0.5 : 1 }} /> : null;
 * ```
 */
export function useRobotCamera(serialNo: string | null, camera: string): RobotCameraView {
  const stream = getLiveStream();
  const [view, setView] = useState<RobotCameraView>(NO_VIEW);
  useEffect(() => {
    if (!serialNo) {
      setView(NO_VIEW);
      return undefined;
    }
    const stopWatching = stream.watchCamera(serialNo, camera);
    const update = () => {
      const next = stream.cameras.view(serialNo, camera, Date.now());
      setView((previous) => (sameView(previous, next) ? previous : next));
    };
    const stopListening = stream.cameras.listen(serialNo, camera, update);
    const timer = setInterval(update, STALE_CHECK_MS);
    update();
    return () => {
      clearInterval(timer);
      stopListening();
      stopWatching();
    };
  }, [stream, serialNo, camera]);
  return view;
}
