import { useEffect, useState } from 'react';
import { getLiveStream } from './pageLiveStream.js';

/**
 * The building of a robot (to follow only that building), or `null` when it cannot be found
 * (then all buildings are followed); undefined while still looking.
 */
export function useRobotBuilding(serialNo: string | null): number | null | undefined {
  const stream = getLiveStream();
  const [found, setFound] = useState<{ serialNo: string; buildingId: number | null } | null>(null);
  useEffect(() => {
    if (!serialNo) return;
    let cancelled = false;
    void stream.robotBuilding(serialNo).then((buildingId) => {
      if (!cancelled) setFound({ serialNo, buildingId });
    });
    return () => {
      cancelled = true;
    };
  }, [stream, serialNo]);
  if (!serialNo) return null;
  return found?.serialNo === serialNo ? found.buildingId : undefined;
}
