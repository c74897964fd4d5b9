import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.js';

let dir: string;
const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `robot-${i}` })))};\n`;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fleetdeck-precompress-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompressDir', () => {
  it('writes .br and .gz beside every text file, under 1 KiB too, which decompress to the same bytes', async () => {
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets/app-abc.js'), script);
    // A small chunk as Rolldown writes them: a few hundred bytes that compress by a third or more.
    await writeFile(path.join(dir, 'assets/part-def.js'), `import{a as e}from"./app-abc.js";${'export const robotName=e=>e.name;'.repeat(12)}`);
    await writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>console</p>'.repeat(100)}`);
    const result = await precompressDir(dir);
    expect(result.compressed).toEqual(['assets/app-abc.js', 'assets/part-def.js', 'index.html']);
    for (const file of result.compressed) {
      const original = await readFile(path.join(dir, file));
      expect(brotliDecompressSync(await readFile(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`)))).toEqual(original);
    }
    expect(result.bytes.brotli).toBeLessThan(result.bytes.gzip);
    expect(result.bytes.gzip).toBeLessThan(result.bytes.original);
  });

  it('compresses tiny and incompressible text files too, and leaves out source maps and images', async () => {
    await writeFile(path.join(dir, 'small.js'), 'export const a = 1;\n');
    await writeFile(path.join(dir, 'app.js.map'), script);
    await writeFile(path.join(dir, 'logo.png'), script);
    // Random bytes: the copies are no smaller, but a browser asking for brotli still gets brotli.
    await writeFile(path.join(dir, 'random.js'), Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))));
    expect((await precompressDir(dir)).compressed).toEqual(['random.js', 'small.js']);
    expect((await readdir(dir)).sort()).toEqual(['app.js.map', 'logo.png', 'random.js', 'random.js.br', 'random.js.gz', 'small.js', 'small.js.br', 'small.js.gz']);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'small.js.br'))).toString()).toBe('export const a = 1;\n');
  });

  it('removes the copies of a file that is gone and rewrites those of a changed one, but leaves other archives', async () => {
    await writeFile(path.join(dir, 'old-abc.js'), script);
    await writeFile(path.join(dir, 'shrinks.js'), script);
    await precompressDir(dir);
    await rm(path.join(dir, 'old-abc.js'));
    await writeFile(path.join(dir, 'shrinks.js'), 'export {};\n');
    await writeFile(path.join(dir, 'data.tar.gz'), 'not really gzip');
    await precompressDir(dir);
    expect((await readdir(dir)).sort()).toEqual(['data.tar.gz', 'shrinks.js', 'shrinks.js.br', 'shrinks.js.gz']);
    expect(gunzipSync(await readFile(path.join(dir, 'shrinks.js.gz'))).toString()).toBe('export {};\n');
  });
});
