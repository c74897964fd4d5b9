import { Worker } from 'node:worker_threads';
import type { FleetOptions } from './fleet.js';

/** What a fleet on a worker thread is started with: FleetOptions without callbacks (they cannot cross threads). */
export type FleetWorkerOptions = Omit<FleetOptions, 'onStateChange'>;

/** Messages between the embedding thread and the fleet worker. */
export const FleetWorkerMessage = { stop: 'stop', stopped: 'stopped' } as const;

/** A simulated fleet running on its own worker thread. */
export interface WorkerFleet {
  readonly worker: Worker;
  /** Disconnects every robot and ends the thread; terminates it when it does not end within `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Starts a simulated fleet on a worker thread (dist/fleet-worker.js), so its physics and camera
 * JPEGs never run on the caller's event loop. The thread does not keep the process alive and ends
 * with it; `onError` hears about a fleet that failed (default: written to stderr).
 */
export function startFleetInWorker(options: FleetWorkerOptions, onError?: (error: Error) => void): WorkerFleet {
  const worker = new Worker(new URL('./fleet-worker.js', import.meta.url), { workerData: options, name: 'fleetdeck-sim' });
  worker.unref();
  let exited = false;
  const exit = new Promise<void>((resolve) => worker.once('exit', () => {
    exited = true;
    resolve();
  }));
  worker.on('error', (error) => {
    if (onError) onError(error);
    else process.stderr.write(`fleetdeck-sim worker failed: ${error.stack ?? error.message}\n`);
  });
  return {
    worker,
    async stop(timeoutMs = 5000) {
      if (exited) return;
      worker.postMessage(FleetWorkerMessage.stop);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), timeoutMs);
      });
      const outcome = await Promise.race([exit, late]);
      clearTimeout(timer);
      if (outcome === 'late') await worker.terminate();
    },
  };
}
