import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { facadePicks, facadeValues, readFacade } from './facadeParts.js';

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

describe('facadeValues', () => {
  it("gives the values of the part's names in the part's order", () => {
    const facade = read('import{a as e}from"./A.js";export{e as Alpha};export{b as Beta,default as Gamma}from"./B.js";');
    expect(facade?.sources).toEqual(['./A.js', './B.js']);
    const expression = facadeValues(facade!, ['Gamma', 'Alpha', 'Beta']);
    // The expression as the map chunk runs it, over the sources loaded in order.
    const values = new Function('m', `return ${expression!};`) as (m: unknown[]) => unknown[];
    expect(values([{ a: 1 }, { b: 2, default: 3 }])).toEqual([3, 1, 2]);
  });

  it('refuses an order that is not exactly the facade\'s names', () => {
    const facade = read('export{a as Alpha,b as Beta}from"./A.js";')!;
    expect(facadeValues(facade, ['Alpha'])).toBeUndefined();
    expect(facadeValues(facade, ['Alpha', 'Gamma'])).toBeUndefined();
  });
});

describe('facadePicks', () => {
  it("names, for each of the part's names in order, its source and its name there (what the server answers plugins)", () => {
    const facade = read('import{a as e}from"./A.js";export{e as Alpha};export{b as Beta,default as Gamma}from"./B.js";')!;
    expect(facadePicks(facade, ['Gamma', 'Alpha', 'Beta'])).toEqual([[1, 'default'], [0, 'a'], [1, 'b']]);
    expect(facadePicks(facade, ['Alpha'])).toBeUndefined();
  });
});
