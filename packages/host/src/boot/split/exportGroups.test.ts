import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { exportGroups } from './exportGroups.js';

const parse = (code: string) => parseAst(code, { lang: 'ts' });

describe('exportGroups', () => {
  it('groups re-exports by source, with renames and without types', () => {
    const program = parse(`
      export { Button, buttonClassNames } from "@fluentui/react-button";
      export { useFluent_unstable as useFluent } from "@fluentui/react-shared-contexts";
      export type { ButtonProps } from "@fluentui/react-button";
      export { type InputProps, Input } from "@fluentui/react-input";
    `);
    expect(exportGroups(program)).toEqual([
      { source: '@fluentui/react-button', names: ['Button', 'buttonClassNames'] },
      { source: '@fluentui/react-shared-contexts', names: ['useFluent'] },
      { source: '@fluentui/react-input', names: ['Input'] },
    ]);
  });

  it('follows imported names to their file in an import-then-export entry (tsup output)', () => {
    const program = parse(`
      import { useT } from "./i18n/useT.js";
      import { api, buildUrl as url } from "./data/apiClient.js";
      const local = 1;
      export { useT, api, url as buildUrl, local };
      export const VERSION = "1";
    `);
    expect(exportGroups(program)).toEqual([
      { source: './i18n/useT.js', names: ['useT'] },
      { source: './data/apiClient.js', names: ['api', 'buildUrl'] },
      { source: '.', names: ['local', 'VERSION'] },
    ]);
  });

  it('merges sources into the groups groupOf names', () => {
    const program = parse(`
      export { useT } from "./i18n/useT.js";
      export { setLanguage } from "./i18n/language.js";
      export { api } from "./data/apiClient.js";
    `);
    const byFolder = (source: string) => source.split('/')[1] ?? source;
    expect(exportGroups(program, byFolder)).toEqual([
      { source: 'i18n', names: ['useT', 'setLanguage'] },
      { source: 'data', names: ['api'] },
    ]);
  });

  it('refuses export * (names cannot be listed)', () => {
    expect(() => exportGroups(parse('export * from "x";'))).toThrow('export * from "x"');
  });
});
