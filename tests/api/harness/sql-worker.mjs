// The worker behind sync-sql.ts: runs each query through the server's own store adapter (the built
// @fleetdeck/server), answers on the port, then wakes the waiting test thread.
import { workerData } from 'node:worker_threads';

const { url, signal, port } = workerData;
// A client that failed to open still answers, with the reason: the test thread waits for an answer.
let client;
let failure;
try {
  const { openSqlClient } = await import(new URL('../../../packages/server/dist/index.js', import.meta.url).href);
  client = openSqlClient(url);
} catch (error) {
  failure = `the SQL client could not start: ${error instanceof Error ? error.message : String(error)}`;
}

function answer(message) {
  port.postMessage(message);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
}

port.on('message', async ({ op, text, params }) => {
  try {
    if (op === 'close') {
      await client?.close();
      answer({ ok: true });
      port.close();
      return;
    }
    if (failure) throw new Error(failure);
    if (op === 'run') answer({ ok: true, value: await client.run(text, params) });
    else answer({ ok: true, value: await client.all(text, params) });
  } catch (error) {
    answer({ ok: false, message: error instanceof Error ? error.message : String(error), code: error?.code });
  }
});
