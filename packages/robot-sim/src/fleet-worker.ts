// Worker-thread entry (dist/fleet-worker.js): runs a simulated fleet off the embedding process's
// main thread. A robot's camera view costs tens of milliseconds of CPU per JPEG; on the server's
// own event loop that stalled the API and teleop of every other robot.
import { parentPort, workerData } from 'node:worker_threads';
import { startFleet } from './fleet.js';
import { FleetWorkerMessage, type FleetWorkerOptions } from './worker-fleet.js';

const port = parentPort;
if (!port) throw new Error('fleet-worker.js runs only as a worker thread (see startFleetInWorker)');
const fleet = startFleet(workerData as FleetWorkerOptions);
port.on('message', (message: unknown) => {
  if (message !== FleetWorkerMessage.stop) return;
  void fleet.stop().finally(() => {
    port.postMessage(FleetWorkerMessage.stopped);
    // Nothing else holds the thread: it ends once the robots' sockets are closed.
    port.close();
  });
});
