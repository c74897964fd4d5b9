// Robots for the teleop browser tests: a robot registered over the API for each test (so no test
// shares its robot), driven either by the real simulator process (fleetdeck-sim) or, where a test
// needs a fault on cue, by a robot the test speaks the gateway protocol for itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import WebSocket from 'ws';
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

/** Registers a robot in Aozora Tower (the demo operator's building) as the organization administrator. */
export async function registerTestRobot(server: TestServer, name: string): Promise<TestRobot> {
  const token = await server.apiLogin(demo.orgAdmin);
  const filter = encodeURIComponent(JSON.stringify({ where: { name: 'Aozora Tower' } }));
  const [building] = await call<Array<{ id: number }>>(server, token, 'GET', `/buildings?filter=${filter}`);
  if (!building) throw new Error('demo building Aozora Tower not found');
  const [floor] = await call<Array<{ id: number }>>(server, token, 'GET', `/buildings/${building.id}/floors`);
  if (!floor) throw new Error('Aozora Tower has no floor');
  const serialNo = `E2E-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase().slice(0, 24);
  const answer = await call<{ robot: { id: number }; credential: string }>(server, token, 'POST', '/robots', {
    name, serialNo, model: 'ugo Pro', buildingId: building.id, initialFloorId: floor.id,
  });
  return { id: answer.robot.id, serialNo, name, credential: answer.credential, floorId: floor.id };
}

/** Deletes a test robot again, so other tests on the same server see the demo fleet only. */
export async function removeTestRobot(server: TestServer, robot: TestRobot): Promise<void> {
  const token = await server.apiLogin(demo.orgAdmin);
  await call(server, token, 'DELETE', `/robots/${robot.id}`);
}

/** A fleetdeck-sim process simulating one robot that moves only when commanded. */
export async function startSimulator(server: TestServer, robot: TestRobot): Promise<{ stop(): void }> {
  const file = join(server.dataDir, `teleop-sim-${robot.serialNo}.json`);
  await writeFile(file, JSON.stringify([{ serialNo: robot.serialNo, credential: robot.credential, model: 'ugo Pro' }]));
  const child: ChildProcess = spawn(
    process.execPath,
    [join(repoRoot, 'packages/robot-sim/bin/fleetdeck-sim.js'), '--url', `${server.url.replace('http', 'ws')}/gateway`, '--credentials', file, '--no-autonomous', '--faults-per-hour', '0'],
    { stdio: ['ignore', 'ignore', 'ignore'] },
  );
  return { stop: () => void child.kill('SIGKILL') };
}

/** Telemetry fields a scripted robot reports (the gateway's telemetry message without type and ts). */
type Telemetry = Record<string, unknown>;

/** A robot whose every message the test writes: it reports telemetry, acks commands ok, raises events on cue. */
export interface ScriptedRobot {
  set(fields: Telemetry): void;
  event(event: Record<string, unknown>): void;
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
        send({ type: 'ack', seq: message.seq, result: 'ok' });
      }
    });
  });
  const timer = setInterval(report, 500);
  return {
    set(fields) {
      state = { ...state, ...fields };
      report();
    },
    event(event) {
      send({ type: 'event', ts: Date.now(), ...event });
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
