import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accessDrift, screenLevel, validatePluginManifest } from '@fleetdeck/sdk/plugin-schema';

// Who may do what is one table, the access policy in @fleetdeck/model. These checks fail when a
// first-party page, plugin.json or server route states a rule of its own instead of reading it.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') out.push(...sourceFiles(file));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      out.push(file);
    }
  }
  return out;
}

const pluginDirs = readdirSync(path.join(root, 'packages/plugins'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(root, 'packages/plugins', entry.name));

/** Lines of the files under `dirs` that match a rule, as `file:line: text`, except files `allowed` names. */
function offences(dirs: string[], rules: RegExp[], allowed: Record<string, string> = {}): string[] {
  const found: string[] = [];
  for (const file of dirs.flatMap(sourceFiles)) {
    const relative = path.relative(root, file);
    if (Object.keys(allowed).some((prefix) => relative.startsWith(prefix))) continue;
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      if (rules.some((rule) => rule.test(line))) found.push(`${relative}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

const levelLiteral = "'(?:public|any|admin|orgAdmin|systemAdmin)'";

describe('first-party plugin.json', () => {
  for (const dir of pluginDirs) {
    const manifest = validatePluginManifest(JSON.parse(readFileSync(path.join(dir, 'plugin.json'), 'utf8')));
    it(`${path.basename(dir)}: every route is a console screen of the access policy and states no access of its own`, () => {
      if (!manifest.ok) throw new Error(manifest.errors.join('\n'));
      expect(manifest.manifest.routes.filter((route) => screenLevel(route.path) === undefined).map((route) => route.path)).toEqual([]);
      expect(accessDrift(manifest.manifest)).toEqual([]);
      // The build writes the policy's level into dist/plugin.json; the source says nothing that could drift.
      for (const route of manifest.manifest.routes) expect(route.access, route.path).toBeUndefined();
    });
  }
});

describe('pages state no access rule of their own', () => {
  it('no plugin, host or SDK file compares the user type or writes a level where the policy has an action', () => {
    const rules = [
      /\bsession\??\.type\b/, // the caller's type decides only through the policy
      /\.type\s*[!=]==?\s*[1-9]\b/,
      /\b(?:USER_TYPE|UserType)\.(?:systemAdmin|organizationAdmin|areaManager)\b/,
      /\bcallerType\b/,
      new RegExp(`\\buseCan\\(\\s*${levelLiteral}`),
      new RegExp(`\\bcanAccess\\([^)]*${levelLiteral}`),
      /\baccess=["']/,
    ];
    const dirs = [...pluginDirs.map((dir) => path.join(dir, 'src')), path.join(root, 'packages/host/src'), path.join(root, 'packages/sdk/src')];
    expect(offences(dirs, rules, { 'packages/sdk/src/auth/': 'the SDK side of the one rule: it hands the session type to the model' })).toEqual([]);
  });

  it('no plugin resource writes its access levels by hand', () => {
    expect(offences(pluginDirs.map((dir) => path.join(dir, 'src')), [/\baccess:\s*\{/, new RegExp(`\\baccess:\\s*${levelLiteral}`)])).toEqual([]);
  });
});

describe('server routes take their access from the policy', () => {
  it('no route or check states a level or compares the caller\'s type', () => {
    const rules = [
      new RegExp(`\\baccess:\\s*${levelLiteral}`),
      /\baccess:\s*\{\s*read:/,
      /\buserTypeSatisfies\(/,
      /\buserType\s*[!=]==?/,
      /\bcallerType\s*[!=]==?/,
    ];
    const allowed = {
      'packages/server/src/plugins/auth.ts': 'applies the level of the cell the route names',
      'packages/server/src/access/scope': 'organization scope (which rows), not the access level',
      'packages/server/src/stream/session-revalidation.ts': 'notices that a socket\'s account type changed (then closes it), not a level check',
    };
    expect(offences([path.join(root, 'packages/server/src')], rules, allowed)).toEqual([]);
  });
});
