import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiObjectUrl, useQuery } from '@fleetdeck/sdk';
import { RobotPhotoLimits, type CameraId, type PhotoAckData, type RobotPhoto, type RobotPhotoList } from '@fleetdeck/model';
import { useCommand } from '../shared/useCommand.js';

/** The frame the thermal editor draws behind its areas, and how to take a new one. */
export interface ThermalFrame {
  photo: RobotPhoto | null;
  /** Object URL of its JPEG once loaded. */
  url: string | undefined;
  failed: boolean;
  /** The stored photos are still being read. */
  loading: boolean;
  capturing: boolean;
  capture(): Promise<void>;
}

/**
 * The robot's newest frame from `camera`: the latest stored photo of that camera, or the one just
 * captured with the `photo` command (the robot sends it through the gateway and the server stores
 * it, like any photo). While `active` (the editor is on screen) and the robot has none yet, one is
 * captured, so the editor never shows an empty box while the robot can send a picture.
 */
export function useThermalFrame({ serialNo, robotId, camera, active, canCapture }: {
  serialNo: string;
  robotId: number;
  camera: CameraId;
  active: boolean;
  canCapture: boolean;
}): ThermalFrame {
  const command = useCommand(serialNo);
  const stored = useQuery<RobotPhotoList>(`/robots/${robotId}/photos`, { query: { limit: RobotPhotoLimits.listMax } });
  const [captured, setCaptured] = useState<RobotPhoto | null>(null);
  const latest = stored.data?.photos.find((p) => p.camera === camera) ?? null;
  const fresh = captured?.camera === camera ? captured : null;
  const photo = fresh && (!latest || fresh.takenAt >= latest.takenAt) ? fresh : latest;
  const { url, failed } = useApiObjectUrl(photo?.url);

  const run = command.run;
  const capture = useCallback(async () => {
    const ack = await run({ name: 'photo', camera });
    const taken = (ack?.data as PhotoAckData | undefined)?.photo;
    if (ack?.result === 'ok' && taken && typeof taken.url === 'string') setCaptured(taken);
  }, [run, camera]);

  // One automatic capture per camera, the first time the editor shows with nothing to draw.
  const tried = useRef(new Set<CameraId>());
  const nothing = stored.data !== undefined && photo === null;
  useEffect(() => {
    if (!active || !canCapture || !nothing || tried.current.has(camera)) return;
    tried.current.add(camera);
    void capture();
  }, [active, canCapture, nothing, camera, capture]);

  return { photo, url, failed, loading: stored.loading && !stored.data, capturing: command.pending, capture };
}
