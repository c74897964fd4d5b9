import type { RobotRecord } from '@fleetdeck/model';
import { api } from '../data/apiClient.js';
import { notifyHttpError } from '../data/httpErrorHandler.js';
import { readToken } from '../auth/tokenStorage.js';
import { LiveStream, type RobotPlacement } from './liveStream.js';
import { loadMessageCheck } from './streamMessageCheck.js';
import { openBrowserSocket, streamUrl } from './streamSocket.js';

let instance: LiveStream | null = null;

function scheduleFrame(callback: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => callback());
  else setTimeout(callback, 16);
}

async function lookupRobot(serialNo: string): Promise<RobotPlacement | null> {
  const rows = await api.get<RobotRecord[]>('/robots', {
    query: { filter: { where: { serialNo }, limit: 1 } },
    silent: true,
  });
  const row = rows[0];
  return row ? { id: row.id, buildingId: row.buildingId } : null;
}

/** The page's one live stream (the SDK is one shared module, so every plugin gets the same). */
export function getLiveStream(): LiveStream {
  instance ??= new LiveStream({
    openSocket: () => openBrowserSocket(streamUrl(window.location)),
    readToken,
    scheduleFrame,
    objectUrls: {
      create: (jpeg) => URL.createObjectURL(new Blob([jpeg as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' })),
      revoke: (url) => URL.revokeObjectURL(url),
    },
    lookupRobot,
    postStop: (robotId) => api.post(`/robots/${robotId}/commands`, { name: 'stop' }, { quiet: true, silent: true }),
    onAccessLost: (error) => notifyHttpError(error, { method: 'GET', path: '/stream' }),
    loadMessageCheck,
  });
  return instance;
}
