// The SDK reference (docs/sdk-reference) is built from the doc comments of what the public entry
// points export: each name sits in one of the reference's groups and shows a plugin author how to
// use it. This reads the entry points as TypeDoc does (through re-exports, to the declaration) so
// a new export without its group or example fails here, not in a thinner reference.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sdkRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const entryPoints = ['src/index.ts', 'src/testing/index.ts'].map((file) => path.join(sdkRoot, file));
const typedocConfig = JSON.parse(readFileSync(path.join(sdkRoot, '../../docs/sdk-reference/typedoc.json'), 'utf8')) as { groupOrder: string[] };
const groups = new Set(typedocConfig.groupOrder.filter((group) => group !== '*'));

interface ExportDocs {
  name: string;
  group: string | undefined;
  hasExample: boolean;
}

function exportDocs(): Map<string, ExportDocs[]> {
  const program = ts.createProgram(entryPoints, {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    jsx: ts.JsxEmit.ReactJSX,
  });
  const checker = program.getTypeChecker();
  const byEntry = new Map<string, ExportDocs[]>();
  for (const entry of entryPoints) {
    const source = program.getSourceFile(entry);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`cannot read ${entry}`);
    byEntry.set(
      path.relative(sdkRoot, entry),
      checker.getExportsOfModule(module).map((exported) => {
        const declared = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        const tags = declared.getJsDocTags(checker);
        const group = tags.find((tag) => tag.name === 'group');
        return {
          name: exported.name,
          group: group && ts.displayPartsToString(group.text).trim(),
          hasExample: tags.some((tag) => tag.name === 'example'),
        };
      }),
    );
  }
  return byEntry;
}

describe('the public SDK reference', () => {
  const byEntry = exportDocs();

  it.each([...byEntry.keys()])('%s: every export has an @example', (entry) => {
    const missing = byEntry.get(entry)!.filter((docs) => !docs.hasExample).map((docs) => docs.name);
    expect(missing, `exports of ${entry} without an @example in their doc comment`).toEqual([]);
  });

  it.each([...byEntry.keys()])('%s: every export is in one of the reference groups', (entry) => {
    const misplaced = byEntry
      .get(entry)!
      .filter((docs) => !docs.group || !groups.has(docs.group))
      .map((docs) => `${docs.name} (${docs.group ?? 'no @group'})`);
    expect(misplaced, `exports of ${entry} without an @group of typedoc.json's groupOrder`).toEqual([]);
  });

  it('reads the entry points it guards', () => {
    expect(byEntry.get('src/index.ts')!.map((docs) => docs.name)).toContain('useQuery');
    expect(byEntry.get('src/testing/index.ts')!.map((docs) => docs.name)).toContain('renderWithFleetdeck');
  });
});
