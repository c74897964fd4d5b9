import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { facadeImport, readFacade } from './facadeParts.js';

const read = (code: string) => readFacade(parseAst(code));

describe('readFacade', () => {
  it('reads imports re-exported under their real names, and export-from', () => {
    const facade = read('import{a as e,t as n}from"./Radio-X.js";import{t as r}from"./Group-Y.js";export{e as Radio,n as radioClassNames,r as RadioGroup};');
    expect(facade).toEqual({
      sources: ['./Radio-X.js', './Group-Y.js'],
      names: [
        { name: 'Radio', source: 0, imported: 'a' },
        { name: 'radioClassNames', source: 0, imported: 't' },
        { name: 'RadioGroup', source: 1, imported: 't' },
      ],
    });
    expect(read('export{t as Persona,n as personaClassNames}from"./Persona-Z.js";')).toEqual({
      sources: ['./Persona-Z.js'],
      names: [{ name: 'Persona', source: 0, imported: 't' }, { name: 'personaClassNames', source: 0, imported: 'n' }],
    });
  });

  it('leaves alone a chunk with code of its own, export * or a namespace import', () => {
    expect(read('import{a as e}from"./X.js";const f=()=>e;export{f as F};')).toBeUndefined();
    expect(read('export*from"./X.js";')).toBeUndefined();
    expect(read('import*as e from"./X.js";export{e as X};')).toBeUndefined();
  });
});

describe('facadeImport', () => {
  it('gives the same names and values as importing the facade', async () => {
    const facade = read('import{a as e}from"./A.js";export{e as Alpha};export{b as Beta,default as Gamma}from"./B.js";');
    expect(facade).toBeDefined();
    const modules: Record<string, Record<string, unknown>> = { './A.js': { a: 1 }, './B.js': { b: 2, default: 3 } };
    // The expression as the map chunk will run it, with import() answered from the table above.
    const run = new Function('load', `const imp = load; return ${facadeImport(facade!).replaceAll('import(', 'imp(')};`) as (load: (s: string) => Promise<unknown>) => Promise<Record<string, unknown>>;
    await expect(run(async (source) => modules[source])).resolves.toEqual({ Alpha: 1, Beta: 2, Gamma: 3 });
  });
});
