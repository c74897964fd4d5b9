import { readToken } from '@fleetdeck/sdk';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { LiveRobotStore, type LiveSnapshot } from './stream/liveRobotStore.js';
import { streamUrl } from './stream/reconnectDelay.js';
import { connectRobotStream } from './stream/robotStream.js';

/** Live state of every robot the operator may see, kept up to date over /api/stream while mounted. */
export function useLiveRobots(): LiveSnapshot {
  const [store] = useState(() => new LiveRobotStore());
  useEffect(() => connectRobotStream(store, { url: streamUrl(window.location), token: readToken }), [store]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
