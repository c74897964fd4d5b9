import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the WAL is copied back into the database file, ms. */
const CHECKPOINT_EVERY_MS = 1_000;
/** The WAL file is cut back to this size after a checkpoint that emptied it; it grows again as needed. */
const WAL_SIZE_LIMIT_BYTES = 16 * 1024 * 1024;

// Runs in the worker: its own connection to the file, checkpointing on a timer until told to stop.
// PASSIVE never waits for readers or writers: what it cannot copy now is copied next time.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('journal_size_limit = ' + workerData.sizeLimit);
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/** A running checkpointer; stop() ends it after a last checkpoint. */
export interface WalCheckpointer {
  stop(): Promise<void>;
}

/**
 * Checkpoints a WAL-mode SQLite file from a worker thread. A checkpoint copies the WAL back into the
 * database and fsyncs it; SQLite's automatic one runs inside whichever commit crosses 1,000 pages, on
 * the event loop. At 1,000 threshold alerts a second that took over half of all commit time and held
 * every request and delivery behind it (bench/threshold-alerts), so the connections that write turn
 * automatic checkpoints off and this worker does them. `onError` hears a checkpoint that failed, and
 * whether the worker is gone (then the caller checkpoints itself again).
 */
export function startWalCheckpointer(file: string, onError: (message: string, workerGone: boolean) => void): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, everyMs: CHECKPOINT_EVERY_MS, sizeLimit: WAL_SIZE_LIMIT_BYTES } });
  worker.unref();
  const exited = once(worker, 'exit').then(() => undefined, () => undefined);
  worker.on('message', (message: { error?: string }) => {
    if (message.error) onError(message.error, false);
  });
  worker.on('error', (error) => onError(error.message, true));
  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= (async () => {
        worker.postMessage('stop');
        await exited;
      })();
      return stopped;
    },
  };
}
