// Robots for the teleop browser tests: a robot registered over the API for each test (so no test
// shares its robot), driven either by the real simulator process (fleetdeck-sim) or, where a test
// needs a fault on cue, by a robot the test speaks the gateway protocol for itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import WebSocket from 'ws';
import { encodeCameraFrame } from '@fleetdeck/model';
import { demo } from '../shared/demoAccounts.js';
import { repoRoot } from './fixtures/serverProcess.js';
import type { TestServer } from './fixtures/test.js';

/** A robot registered for one test, with its gateway credential. */
export interface TestRobot {
  id: number;
  serialNo: string;
  name: string;
  credential: string;
  floorId: number;
  model: string;
}

async function call<T>(server: TestServer, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Aozora Tower (the demo operator's building) and its first floor. */
async function towerPlace(server: TestServer, token: string): Promise<{ buildingId: number; floorId: number }> {
  const filter = encodeURIComponent(JSON.stringify({ where: { name: 'Aozora Tower' } }));
  const [building] = await call<Array<{ id: number }>>(server, token, 'GET', `/buildings?filter=${filter}`);
  if (!building) throw new Error('demo building Aozora Tower not found');
  const [floor] = await call<Array<{ id: number }>>(server, token, 'GET', `/buildings/${building.id}/floors`);
  if (!floor) throw new Error('Aozora Tower has no floor');
  return { buildingId: building.id, floorId: floor.id };
}

/** Registers a robot (an ugo Pro unless told) in Aozora Tower (the demo operator's building) as the organization administrator. */
export async function registerTestRobot(server: TestServer, name: string, model = 'ugo Pro'): Promise<TestRobot> {
  const token = await server.apiLogin(demo.orgAdmin);
  const { buildingId, floorId } = await towerPlace(server, token);
  const serialNo = `E2E-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase().slice(0, 24);
  const answer = await call<{ robot: { id: number }; credential: string }>(server, token, 'POST', '/robots', {
    name, serialNo, model, buildingId, initialFloorId: floorId,
  });
  return { id: answer.robot.id, serialNo, name, credential: answer.credential, floorId, model };
}

/** Deletes a test robot again, so other tests on the same server see the demo fleet only. */
export async function removeTestRobot(server: TestServer, robot: TestRobot): Promise<void> {
  const token = await server.apiLogin(demo.orgAdmin);
  await call(server, token, 'DELETE', `/robots/${robot.id}`);
}

/** Sends a command to a robot over the REST API (not the browser's stream), as the demo operator; answers the ack. */
export async function commandOverApi(server: TestServer, robot: TestRobot, command: Record<string, unknown>): Promise<{ result: string }> {
  const token = await server.apiLogin(demo.operator);
  return call(server, token, 'POST', `/robots/${robot.id}/commands`, command);
}

/** Registers a flow in Aozora Tower as the organization administrator; answers its id and how to delete it again. */
export async function addTowerFlow(server: TestServer, name: string, definition: unknown, enabled = true): Promise<{ id: number; remove(): Promise<void> }> {
  const token = await server.apiLogin(demo.orgAdmin);
  const { buildingId, floorId } = await towerPlace(server, token);
  const flow = await call<{ id: number }>(server, token, 'POST', '/flows', { name, buildingId, floorId, enabled, definition: JSON.stringify(definition) });
  return { id: flow.id, remove: () => call(server, token, 'DELETE', `/flows/${flow.id}`) };
}

/**
 * A fleetdeck-sim process simulating one robot that moves only when commanded. It does not report
 * its floor map (`--no-map`): these tests read teleop on a floor without a robot map (the metre-grid
 * mini-map); the map report has its own API test (tests/api/gateway-robot-map.test.ts).
 */
export async function startSimulator(server: TestServer, robot: TestRobot): Promise<{ stop(): void }> {
  const file = join(server.dataDir, `teleop-sim-${robot.serialNo}.json`);
  await writeFile(file, JSON.stringify([{ serialNo: robot.serialNo, credential: robot.credential, model: robot.model }]));
  const child: ChildProcess = spawn(
    process.execPath,
    [join(repoRoot, 'packages/robot-sim/bin/fleetdeck-sim.js'), '--url', `${server.url.replace('http', 'ws')}/gateway`, '--credentials', file, '--no-autonomous', '--faults-per-hour', '0', '--no-map'],
    { stdio: ['ignore', 'ignore', 'ignore'] },
  );
  return { stop: () => void child.kill('SIGKILL') };
}

/** Telemetry fields a scripted robot reports (the gateway's telemetry message without type and ts). */
type Telemetry = Record<string, unknown>;

// An 8x8 grey JPEG: real enough for the browser to show, small enough to send ten times a second.
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAgACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/ACgD/9k=',
  'base64',
);

/** A robot whose every message the test writes: it reports telemetry, acks commands (ok unless told), raises events on cue. */
export interface ScriptedRobot {
  set(fields: Telemetry): void;
  /** Answers every later command of this name with this ack (result, code, message…); null: ok again. */
  answer(name: string, ack: Record<string, unknown> | null): void;
  event(event: Record<string, unknown>): void;
  /** Sends one camera frame captured `ageMs` ago (robot clock = this machine's, like the server's). */
  frame(ageMs: number, camera?: string): void;
  commands: Array<Record<string, unknown>>;
  close(): void;
}

/** Connects a scripted robot over the real /gateway protocol. */
export async function connectScriptedRobot(server: TestServer, robot: TestRobot, initial: Telemetry = {}): Promise<ScriptedRobot> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/gateway`);
  let state: Telemetry = {
    floorId: robot.floorId, pose: { x: 5, y: 5, yaw: 0 }, velocity: { linear: 0, angular: 0 }, battery: { percent: 80, state: 'active' },
    status: 1, currentFlow: null, commandMode: 1, speed: 'normal', callIn: 'idle', recording: null, errors: [], camera: null, ...initial,
  };
  const commands: Array<Record<string, unknown>> = [];
  const answers = new Map<string, Record<string, unknown>>();
  const send = (message: Record<string, unknown>) => socket.send(JSON.stringify(message));
  const report = () => send({ type: 'telemetry', ts: Date.now(), ...state });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => send({ type: 'hello', protocol: 1, serialNo: robot.serialNo, credential: robot.credential, model: 'ugo Pro' }));
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const message = JSON.parse(String(data)) as { type: string; seq?: number; command?: Record<string, unknown> };
      if (message.type === 'welcome') {
        report();
        resolve();
      } else if (message.type === 'refused') {
        reject(new Error(`robot refused: ${String(data)}`));
      } else if (message.type === 'command' && message.command) {
        commands.push(message.command);
        send({ type: 'ack', seq: message.seq, result: 'ok', ...answers.get(String(message.command.name)) });
      }
    });
  });
  const timer = setInterval(report, 500);
  let frameSeq = 0;
  return {
    set(fields) {
      state = { ...state, ...fields };
      report();
    },
    answer(name, ack) {
      if (ack) answers.set(name, ack);
      else answers.delete(name);
    },
    event(event) {
      send({ type: 'event', ts: Date.now(), ...event });
    },
    frame(ageMs, camera = 'v1') {
      frameSeq += 1;
      socket.send(encodeCameraFrame({ camera, ts: Date.now() - ageMs, frameSeq, width: 8, height: 8 }, TINY_JPEG));
    },
    commands,
    close() {
      clearInterval(timer);
      socket.close();
    },
  };
}

/** Adds a preset speech text to Aozora Tower (keeping the ones it has); answers how to take it away again. */
export async function addTowerSpeechText(server: TestServer, text: string): Promise<() => Promise<void>> {
  const token = await server.apiLogin(demo.orgAdmin);
  const filter = encodeURIComponent(JSON.stringify({ where: { name: 'Aozora Tower' } }));
  const [building] = await call<Array<{ id: number }>>(server, token, 'GET', `/buildings?filter=${filter}`);
  if (!building) throw new Error('demo building Aozora Tower not found');
  const detail = await call<{ speechTexts?: Array<{ id?: number; text: string }> }>(server, token, 'GET', `/buildings/${building.id}`);
  const before = detail.speechTexts ?? [];
  await call(server, token, 'PATCH', `/buildings/${building.id}`, { speechTexts: [...before, { text }] });
  return async () => {
    const now = await call<{ speechTexts?: Array<{ id?: number; text: string }> }>(server, token, 'GET', `/buildings/${building.id}`);
    await call(server, token, 'PATCH', `/buildings/${building.id}`, { speechTexts: (now.speechTexts ?? []).filter((s) => s.text !== text) });
  };
}
