import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SDK_VERSION } from '@fleetdeck/sdk/plugin-schema';
import { PluginToolError } from './readManifest.js';
import { validatePlugin } from './validatePlugin.js';

let dir: string;
const base = { id: 'demo', name: 'Demo', version: '1.0.0', sdk: '^0.1.0', entry: 'index.js', routes: [] };

async function withManifest(content: unknown): Promise<unknown> {
  await writeFile(path.join(dir, 'plugin.json'), typeof content === 'string' ? content : JSON.stringify(content));
  return validatePlugin(dir).catch((error: unknown) => error);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fleetdeck-validate-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('validatePlugin', () => {
  it('accepts a valid plugin.json for the installed SDK', async () => {
    const result = (await withManifest(base)) as { manifest: { id: string }; sdkVersion: string };
    expect(result.manifest.id).toBe('demo');
    expect(result.sdkVersion).toBe(SDK_VERSION);
  });

  it('says which fields are wrong', async () => {
    const error = (await withManifest({ ...base, id: 'Bad Id', routes: [{ id: 'a', path: '/a', access: 'root' }] })) as PluginToolError;
    expect(error).toBeInstanceOf(PluginToolError);
    expect(error.messages).toContain('plugin.json routes.0.access: must be one of public, any, admin, orgAdmin, systemAdmin');
    expect(error.messages.some((m) => m.startsWith('plugin.json id:'))).toBe(true);
  });

  it('refuses an sdk range the installed SDK does not satisfy', async () => {
    const error = (await withManifest({ ...base, sdk: '^9.0.0' })) as PluginToolError;
    expect(error.messages).toEqual([`plugin.json sdk: "^9.0.0" does not accept the installed @fleetdeck/sdk ${SDK_VERSION}`]);
  });

  it('takes a console screen\'s access from the policy, and asks for it on a page the policy does not know', async () => {
    const known = (await withManifest({ ...base, routes: [{ id: 'list', path: '/command/list' }] })) as { manifest: unknown };
    expect(known.manifest).toBeDefined();
    const error = (await withManifest({ ...base, routes: [{ id: 'hello', path: '/tiny/hello' }] })) as PluginToolError;
    expect(error.messages).toEqual(['plugin.json routes "hello" (/tiny/hello): access is required, the access policy has no level for this page']);
  });

  it('refuses a console screen whose access differs from the access policy', async () => {
    const routes = [{ id: 'list', path: '/command/list', access: 'admin' }];
    const sidebar = [{ id: 'commands', path: '/command/list', menuGroup: 'command', labelKey: 'menu.command', access: 'any' }];
    const error = (await withManifest({ ...base, routes, sidebar })) as PluginToolError;
    expect(error).toBeInstanceOf(PluginToolError);
    expect(error.messages).toEqual([
      'plugin.json routes "list" (/command/list): access "admin" differs from the access policy\'s "systemAdmin"',
      'plugin.json sidebar "commands" (/command/list): access "any" differs from the level of the route it opens, "systemAdmin"',
    ]);
  });

  it('accepts console screens at the policy\'s level and a customer page at its own', async () => {
    const routes = [{ id: 'list', path: '/command/list', access: 'systemAdmin' }, { id: 'mine', path: '/custom/mine', access: 'orgAdmin' }];
    const result = (await withManifest({ ...base, routes })) as { manifest: { routes: unknown[] } };
    expect(result.manifest.routes).toHaveLength(2);
  });

  it('reports a missing or broken plugin.json', async () => {
    expect(((await validatePlugin(dir).catch((e: unknown) => e)) as PluginToolError).messages[0]).toMatch(/plugin.json: not found/);
    expect(((await withManifest('{ nope')) as PluginToolError).messages[0]).toMatch(/not valid JSON/);
  });

  it('checks a built bundle against what the console shares', async () => {
    await mkdir(path.join(dir, 'dist'));
    const built = { ...base, entry: 'index-abc.js', sharedImports: { react: ['useState'], 'react-router-dom': ['Link', 'createBrowserRouter'] } };
    await writeFile(path.join(dir, 'dist/plugin.json'), JSON.stringify(built));
    await writeFile(path.join(dir, 'dist/index-abc.js'), 'System.register(["react","react-router-dom","react-dom/client","left-pad"],function(){return{}});');
    const error = (await withManifest(base)) as PluginToolError;
    expect(error).toBeInstanceOf(PluginToolError);
    expect(error.messages).toEqual([
      expect.stringContaining('dist/index-abc.js imports "react-dom/client", which the console does not share'),
      expect.stringContaining('dist/index-abc.js imports "left-pad", which is not installed'),
      expect.stringContaining('dist/index-abc.js imports { createBrowserRouter } from "react-router-dom", which the console\'s react-router-dom does not export (it provides: Link,'),
    ]);

    await writeFile(path.join(dir, 'dist/plugin.json'), JSON.stringify({ ...built, sharedImports: { react: ['useState'] } }));
    await writeFile(path.join(dir, 'dist/index-abc.js'), 'System.register(["react"],function(){return{}});');
    expect(((await withManifest(base)) as { manifest: { id: string } }).manifest.id).toBe('demo');
  });

  it('checks custom-view.json beside plugin.json, its sdk range as plugin.json\'s', async () => {
    const view = { id: 'demo', path: 'demo', scriptUrl: '/custom/plugins/demo/index.js', component: 'Demo', sdk: '^0.1.0' };
    await writeFile(path.join(dir, 'custom-view.json'), JSON.stringify(view));
    expect(((await withManifest(base)) as { manifest: { id: string } }).manifest.id).toBe('demo');

    await writeFile(path.join(dir, 'custom-view.json'), JSON.stringify({ ...view, sdk: '^2.0.0' }));
    expect(((await withManifest(base)) as PluginToolError).messages).toEqual([
      `custom-view.json sdk: "^2.0.0" does not accept the installed @fleetdeck/sdk ${SDK_VERSION}`,
    ]);

    await writeFile(path.join(dir, 'custom-view.json'), JSON.stringify({ ...view, sdk: '>=0.1.0' }));
    expect(((await withManifest(base)) as PluginToolError).messages).toEqual(['custom-view.json sdk: ">=0.1.0" differs from plugin.json\'s "^0.1.0"']);

    const { scriptUrl: _, ...withoutScript } = view;
    await writeFile(path.join(dir, 'custom-view.json'), JSON.stringify({ ...withoutScript, showInSidebar: 'no' }));
    expect(((await withManifest(base)) as PluginToolError).messages).toEqual([
      'custom-view.json scriptUrl: is required',
      'custom-view.json showInSidebar: must be boolean',
    ]);

    await writeFile(path.join(dir, 'custom-view.json'), '{ nope');
    expect(((await withManifest(base)) as PluginToolError).messages[0]).toMatch(/^custom-view.json: is not valid JSON/);
  });

  it('refuses a side-bar icon the console does not draw, listing those it does', async () => {
    const sidebar = [{ id: 'mine', path: '/custom/mine', menuGroup: 'custom', labelKey: 'menu.mine', icon: 'battery', access: 'any' }];
    const routes = [{ id: 'mine', path: '/custom/mine', access: 'any' }];
    const error = (await withManifest({ ...base, routes, sidebar })) as PluginToolError;
    expect(error.messages).toEqual([expect.stringMatching(/^plugin.json sidebar "mine" icon: "battery" is not a side-bar icon .*; use one of archive, .*puzzle/)]);

    await writeFile(path.join(dir, 'custom-view.json'), JSON.stringify({ id: 'demo', path: 'demo', scriptUrl: '/d.js', icon: 'battery' }));
    const view = (await withManifest(base)) as PluginToolError;
    expect(view.messages).toEqual([expect.stringMatching(/^custom-view.json icon: "battery" is not a side-bar icon/)]);
  });

  it('with a console, checks the sdk ranges against the SDK that console serves', async () => {
    let version = '0.1.5';
    let serving = true;
    const console = createServer((request, response) => {
      if (!serving || request.url !== '/sdk/index.json') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version, packages: {} }));
    });
    await new Promise<void>((resolve) => console.listen(0, '127.0.0.1', resolve));
    const consoleUrl = `http://127.0.0.1:${(console.address() as AddressInfo).port}`;
    try {
      await writeFile(path.join(dir, 'plugin.json'), JSON.stringify(base));
      await writeFile(path.join(dir, 'custom-view.json'), JSON.stringify({ id: 'demo', path: 'demo', scriptUrl: '/d.js', sdk: '^0.1.0' }));
      expect((await validatePlugin(dir, { consoleUrl })).consoleSdkVersion).toBe('0.1.5');

      version = '0.2.0';
      const error = (await validatePlugin(dir, { consoleUrl }).catch((e: unknown) => e)) as PluginToolError;
      expect(error.messages).toEqual([
        `plugin.json sdk: "^0.1.0" does not accept the console's @fleetdeck/sdk 0.2.0 (${consoleUrl})`,
        `custom-view.json sdk: "^0.1.0" does not accept the console's @fleetdeck/sdk 0.2.0 (${consoleUrl})`,
      ]);

      serving = false;
      const missing = (await validatePlugin(dir, { consoleUrl }).catch((e: unknown) => e)) as PluginToolError;
      expect(missing.messages).toEqual([`--console: could not read the console's SDK version at ${consoleUrl}/sdk/index.json (HTTP 404)`]);
    } finally {
      await new Promise((resolve) => console.close(resolve));
    }
  });
});
