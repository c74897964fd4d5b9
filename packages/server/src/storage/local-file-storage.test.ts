import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newStorageKey, readHead, type FileStorage } from './file-storage.js';
import { localFileStorage } from './local-file-storage.js';

let dir: string;
let folder: string;
let storage: FileStorage;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fleetdeck-storage-'));
  folder = join(dir, 'files');
  storage = localFileStorage(folder);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};
const keys = async () => {
  const found: string[] = [];
  for await (const key of storage.list()) found.push(key);
  return found.sort();
};

describe('localFileStorage', () => {
  it('puts bytes and streams under a key, one file each in its folder, and answers their size', async () => {
    expect(await storage.put('a', Buffer.from('hello'))).toEqual({ size: 5 });
    expect(await storage.put('b', Readable.from([Buffer.from('wor'), Buffer.from('ld!')]))).toEqual({ size: 6 });
    expect((await storage.get('a')).toString()).toBe('hello');
    expect(await text(storage.stream('b'))).toBe('world!');
    expect((await readdir(folder)).sort()).toEqual(['a', 'b']);
  });

  it('streams a byte range, and reads the head of a file shorter than asked', async () => {
    await storage.put('k', Buffer.from('0123456789'));
    expect(await text(storage.stream('k', { start: 2, end: 4 }))).toBe('234');
    expect((await readHead(storage, 'k', 4)).toString()).toBe('0123');
    expect((await readHead(storage, 'k', 16)).toString()).toBe('0123456789');
  });

  it('refuses a key already taken and leaves its bytes alone', async () => {
    await storage.put('taken', Buffer.from('first'));
    await expect(storage.put('taken', Buffer.from('second'))).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(storage.put('taken', Readable.from([Buffer.from('second')]))).rejects.toMatchObject({ code: 'EEXIST' });
    expect((await storage.get('taken')).toString()).toBe('first');
  });

  it('keeps nothing of a stream that fails half way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put('broken', failing)).rejects.toThrow('connection reset');
    expect(await keys()).toEqual([]);
  });

  it('deletes by key, a missing key included, and lists what is left', async () => {
    expect(await keys()).toEqual([]);
    await storage.put('one', Buffer.from('1'));
    await storage.put('two', Buffer.from('2'));
    await storage.delete('one');
    await storage.delete('never-stored');
    expect(await keys()).toEqual(['two']);
    await expect(storage.get('one')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses keys that are not plain names, so nothing outside the folder is reached', async () => {
    for (const key of ['../escape', 'a/b', '', '.hidden', '..']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('not a storage key');
      await expect(storage.delete(key)).rejects.toThrow('not a storage key');
    }
    expect(() => storage.stream('../escape')).toThrow('not a storage key');
    await expect(readdir(dir)).resolves.toEqual(expect.not.arrayContaining(['escape']));
  });

  it('makes random hexadecimal keys it accepts', async () => {
    const key = newStorageKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newStorageKey()).not.toBe(key);
    await storage.put(key, Buffer.from('x'));
    expect(await keys()).toEqual([key]);
  });
});
