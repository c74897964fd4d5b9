import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Email, RequiredText } from '../src/common.js';
import { schemaFingerprint } from '../src/schema-fingerprint.js';
import { writeFormValidators } from './form-validators.js';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(root, 'node_modules/.cache/form-validators-test/out');
const workDir = path.join(root, 'node_modules/.cache/form-validators-test/work');

const Sample = {
  type: 'object',
  required: ['name', 'email'],
  additionalProperties: false,
  properties: {
    name: RequiredText(5),
    email: Email,
    at: { type: 'string', format: 'date-time' },
    address: { type: 'object', required: ['zip'], properties: { zip: { type: 'string', pattern: '^\\d{3}-\\d{4}$' } } },
    size: { type: 'integer', default: 3 },
  },
};

type Loaded = { (data: unknown): boolean; errors?: Array<{ instancePath: string; keyword: string; params: Record<string, unknown> }> | null };

afterAll(() => rm(path.dirname(outDir), { recursive: true, force: true }));

describe('writeFormValidators', () => {
  it('writes validators that never build code at run time, loaded by fingerprint', async () => {
    await writeFormValidators({ Sample }, outDir, workDir);
    const files = await readdir(outDir);
    expect(files).toContain('Sample.js');
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      expect(await readFile(path.join(outDir, file), 'utf8')).not.toMatch(/new Function|\bFunction\(|\beval\(/);
    }
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      apply: () => { throw new EvalError('Function() refused'); },
      construct: () => { throw new EvalError('new Function refused'); },
    });
    try {
      const { loadValidator } = (await import(pathToFileURL(path.join(outDir, 'index.js')).href)) as { loadValidator: (fingerprint: string) => Promise<Loaded | undefined> };
      expect(await loadValidator('unknown')).toBeUndefined();
      const validate = await loadValidator(schemaFingerprint(Sample));
      if (!validate) throw new Error('Sample was not compiled');
      const valid = { name: 'Gate', email: 'a@b.co', at: '2026-01-02T03:04:05Z' };
      expect(validate(valid)).toBe(true);
      // Same options as the server's body validator: declared defaults are filled in.
      expect(valid).toMatchObject({ size: 3 });
      expect(validate({ name: 'toolong', email: 'nope', at: 'soon', address: { zip: '1' }, size: '3', extra: 1 })).toBe(false);
      expect(validate.errors?.map(({ instancePath, keyword, params }) => ({ instancePath, keyword, params }))).toEqual(expect.arrayContaining([
        { instancePath: '/name', keyword: 'maxLength', params: { limit: 5 } },
        { instancePath: '/email', keyword: 'format', params: { format: 'email' } },
        { instancePath: '/at', keyword: 'format', params: { format: 'date-time' } },
        { instancePath: '/address/zip', keyword: 'pattern', params: { pattern: '^\\d{3}-\\d{4}$' } },
        // No type coercion: JSON carries types.
        { instancePath: '/size', keyword: 'type', params: { type: 'integer' } },
        { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'extra' } },
      ]));
    } finally {
      globalThis.Function = original;
    }
  });
});
