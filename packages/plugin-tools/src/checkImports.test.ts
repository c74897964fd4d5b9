import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPlugin } from './buildPlugin.js';
import { PluginToolError } from './readManifest.js';

const fixture = fileURLToPath(new URL('../fixtures/tiny-plugin', import.meta.url));
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fleetdeck-imports-'));
  await cp(fixture, dir, { recursive: true });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Adds a module to the fixture that the entry imports, and builds; resolves to the build's messages. */
async function buildWith(source: string): Promise<string[]> {
  await writeFile(path.join(dir, 'src/extra.ts'), source);
  const index = await readFile(path.join(dir, 'src/index.tsx'), 'utf8');
  await writeFile(path.join(dir, 'src/index.tsx'), `import { extra } from './extra';\nconsole.log(extra);\n${index}`);
  const error = await buildPlugin({ dir }).then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(PluginToolError);
  return (error as PluginToolError).messages;
}

describe('buildPlugin refuses imports the console cannot provide', () => {
  it('fails on a package that is not installed, naming it, the file and the shared modules', async () => {
    const messages = await buildWith("import pad from 'left-pad-not-installed';\nexport const extra = pad('x', 3);\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('src/extra.ts imports "left-pad-not-installed", which is not installed');
    expect(messages[0]).toContain('npm install left-pad-not-installed');
    expect(messages[0]).toContain('react, react-dom, react/jsx-runtime, react-router-dom');
  }, 60_000);

  it('fails on a subpath of a shared package the console does not share', async () => {
    const messages = await buildWith("import { createRoot } from 'react-dom/client';\nexport const extra = createRoot;\n");
    expect(messages).toEqual([
      expect.stringContaining('src/extra.ts imports "react-dom/client", which the console does not share (it shares react, react-dom,'),
    ]);
  }, 60_000);

  it("fails on a name the console's shared module does not export, listing what it does", async () => {
    const messages = await buildWith(
      "import { createBrowserRouter, Link } from 'react-router-dom';\nexport const extra = [createBrowserRouter, Link];\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('src/extra.ts imports { createBrowserRouter } from "react-router-dom", which the console\'s react-router-dom does not export');
    expect(messages[0]).toMatch(/it provides: .*\bLink\b.*\buseNavigate\b/);
  }, 60_000);

  it('gives the count instead of the list for a large shared module', async () => {
    const messages = await buildWith("import { NoSuchFluentThing } from '@fluentui/react-components';\nexport const extra = NoSuchFluentThing;\n");
    expect(messages[0]).toMatch(/imports \{ NoSuchFluentThing \} from "@fluentui\/react-components".*it provides \d{4} names/);
  }, 60_000);

  it('reports every problem of one build at once', async () => {
    const messages = await buildWith(
      "import 'left-pad-not-installed';\nimport { createRoot } from 'react-dom/client';\nimport { nope } from 'valtio';\nexport const extra = [createRoot, nope];\n",
    );
    expect(messages).toHaveLength(3);
  }, 60_000);
});
