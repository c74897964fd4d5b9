import { describe, expect, it } from 'vitest';
import { Validator } from '@cfworker/json-schema';
import type { StreamServerMessage } from '@fleetdeck/model';
import { createMessageCheck, type MessageCheck } from './streamMessageCheck.js';
import { StreamMessageReader } from './streamMessageReader.js';

const check = createMessageCheck(Validator);

function reader(load: () => MessageCheck | Promise<MessageCheck> = () => check) {
  const delivered: StreamServerMessage[] = [];
  const dropped: string[] = [];
  const read = new StreamMessageReader(load, (reason) => void dropped.push(reason));
  return { read: (text: string) => read.read(text, (m) => void delivered.push(m)), delivered, dropped };
}

const robot = {
  robotId: 1, serialNo: 'R1', name: 'R1', model: 'mini', buildingId: 2, registeredStatus: 1, connection: 'online',
  lastCommunicationAt: null, telemetry: null,
};

describe('StreamMessageReader', () => {
  it('passes on messages that match the model', () => {
    const r = reader();
    r.read(JSON.stringify({ type: 'robots', robots: [robot] }));
    r.read(JSON.stringify({ type: 'error', code: 'VALIDATION_FAILED', message: 'Messages must be JSON' }));
    expect(r.delivered.map((m) => m.type)).toEqual(['robots', 'error']);
    expect(r.dropped).toEqual([]);
  });

  it('drops and logs texts that are not JSON or do not match, naming the field', () => {
    const r = reader();
    r.read('{not json');
    r.read(JSON.stringify({ type: 'robots', robots: [{ ...robot, connection: 'sleeping' }] }));
    r.read(JSON.stringify({ type: 'ack', ref: 'one', serialNo: 'R1', result: 'ok' }));
    r.read(JSON.stringify({ type: 'surprise' }));
    expect(r.delivered).toEqual([]);
    expect(r.dropped).toHaveLength(4);
    expect(r.dropped[0]).toBe('not JSON');
    expect(r.dropped[1]).toMatch(/connection/);
  });

  it('holds texts until the check has loaded, then delivers them in order', async () => {
    let loaded: (check: MessageCheck) => void = () => undefined;
    const r = reader(() => new Promise<MessageCheck>((resolve) => (loaded = resolve)));
    r.read(JSON.stringify({ type: 'subscribed', buildingIds: [1] }));
    r.read(JSON.stringify({ type: 'pong', ts: 1, serverTime: 2 }));
    expect(r.delivered).toEqual([]);
    loaded(check);
    await Promise.resolve();
    r.read(JSON.stringify({ type: 'removed', robotId: 1, serialNo: 'R1', buildingId: 1 }));
    expect(r.delivered.map((m) => m.type)).toEqual(['subscribed', 'pong', 'removed']);
  });

  it('drops everything, saying so, when the check cannot load', async () => {
    const r = reader(() => Promise.reject(new Error('offline')));
    r.read(JSON.stringify({ type: 'pong', ts: 1, serverTime: 2 }));
    await Promise.resolve();
    await Promise.resolve();
    r.read(JSON.stringify({ type: 'pong', ts: 1, serverTime: 2 }));
    expect(r.delivered).toEqual([]);
    expect(r.dropped).toHaveLength(2);
  });
});
