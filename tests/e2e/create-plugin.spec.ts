// Done-when of issue 6: a new author packs nothing but gets tarballs, scaffolds with the packed
// create-plugin, installs from them and the npm registry, builds, validates, runs the unit and
// component test templates, registers the view in a real console's manifest and sees it render in
// Chromium; then runs the project's own Playwright template, which loads it through `npm run dev`
// and the console's development override.
// Issue 22: the guide's registry-less path, word for word, from a clean folder: scaffold from a
// running console (npx <console>/sdk/create-plugin.tgz my-view --console <console>), npm install,
// build, validate, install the view as the guide's section 6 says and see it in Chromium; then each
// import the console cannot provide and a custom-view.json for another SDK fail with their messages.
import { readFile, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import {
  npmInstall,
  packFleetdeck,
  registerView,
  removeFolder,
  run,
  scaffoldFromConsole,
  scaffoldView,
  useTarballs,
  workFolder,
} from '../bench/create-plugin-project.js';
import { chromiumPath } from './fixtures/chromiumLaunch.js';
import { demo, DEMO_PASSWORD, expect, login, mainMenu, test } from './fixtures/test.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

test.describe('create-plugin', () => {
  test.use({ freshServer: true });
  // npm install of a fresh project dominates: about a minute on a quiet two-core machine, more under load.
  test.setTimeout(420_000);

  test('a scaffolded view installs, builds, validates and renders inside the console', async ({ page, server }) => {
    const work = await workFolder('fleetdeck-create-plugin-');
    try {
      const tarballs = await test.step('pack the SDK, model, plugin tools and create-plugin', () => packFleetdeck(work));
      const project = await test.step('scaffold without questions', () => scaffoldView(work, tarballs, 'fresh-view', 'Fresh view'));
      await test.step('install, build, validate, unit-test and typecheck', async () => {
        await useTarballs(project, tarballs);
        await npmInstall(project);
        expect(await run('npm', ['run', 'build'], project)).toContain('built fresh-view@0.1.0');
        expect(await run('npm', ['run', 'validate'], project)).toContain('plugin.json is valid');
        expect(await run('npm', ['test'], project)).toMatch(/5 passed/);
        await run('npx', ['tsc', '--noEmit'], project);
      });

      const view = await registerView((path, content) => server.writeCustom(path, content), project);
      await login(page, demo.operator);
      await mainMenu(page).getByRole('link', { name: 'Fresh view' }).click();
      await expect(page).toHaveURL(new RegExp(`/custom/${view.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Fresh view' })).toBeVisible();
      await expect(page.getByText('Hello, Yui!')).toBeVisible();
      await page.getByRole('button', { name: 'Clicked 0 times' }).click();
      await expect(page.getByRole('button', { name: 'Clicked once' })).toBeVisible();

      await test.step("the project's Playwright template passes against this console through dev mode", async () => {
        // Unlisted from the manifest: the template's test can only find the view through the dev override.
        await server.writeCustom('manifest.json', JSON.stringify({ views: [] }));
        const output = await run('npm', ['run', 'test:console'], project, {
          FLEETDECK_URL: server.url,
          FLEETDECK_LOGIN_ID: demo.operator,
          FLEETDECK_PASSWORD: DEMO_PASSWORD,
          FLEETDECK_DEV_PORT: String(await freePort()),
          CHROMIUM_PATH: chromiumPath,
          CI: '',
        });
        expect(output).toMatch(/1 passed/);
      });

      await test.step('npm run dev: an edited component keeps its state (React Fast Refresh); an edited non-component reloads and says why', async () => {
        const port = await freePort();
        const dev = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--console', server.url], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
        try {
          await new Promise<void>((resolve, reject) => {
            dev.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('dev server:') && resolve());
            dev.on('exit', (code) => reject(new Error(`npm run dev exited ${code}`)));
          });
          await page.goto(`/custom/${view.path}?fleetdeck-dev=${encodeURIComponent(`http://127.0.0.1:${port}`)}`);
          await expect(page.getByRole('heading', { level: 1, name: 'Fresh view' })).toBeVisible();
          // The console switched itself to its development build, which has React Fast Refresh.
          expect(await page.evaluate(() => typeof (globalThis as Record<string, unknown>).__fleetdeckRefresh)).toBe('object');
          await page.getByRole('button', { name: 'Clicked 0 times' }).click();
          await expect(page.getByRole('button', { name: 'Clicked once' })).toBeVisible();
          // Marks this page load: a reload would lose it.
          await page.evaluate(() => ((globalThis as Record<string, unknown>).sameLoad = true));

          const pageFile = join(project, 'src/FreshViewPage.tsx');
          const component = await readFile(pageFile, 'utf8');
          await writeFile(pageFile, component.replace('<div>', '<Text>Edited while running</Text>\n      <div>'));
          await expect(page.getByText('Edited while running')).toBeVisible();
          await expect(page.getByRole('button', { name: 'Clicked once' })).toBeVisible();
          expect(await page.evaluate(() => (globalThis as Record<string, unknown>).sameLoad)).toBe(true);

          const stringsFile = join(project, 'src/i18n.ts');
          const strings = await readFile(stringsFile, 'utf8');
          await writeFile(stringsFile, strings.replaceAll('"Fresh view"', '"Fresh view 2"'));
          await expect(page.getByRole('heading', { level: 1, name: 'Fresh view 2' })).toBeVisible();
          await expect(page.getByTestId('dev-reload-notice')).toContainText('i18n.js exports something other than React components');
          expect(await page.evaluate(() => (globalThis as Record<string, unknown>).sameLoad)).toBeUndefined();
        } finally {
          dev.kill('SIGTERM');
          await page.evaluate(() => localStorage.removeItem('fleetdeck.devPlugins')).catch(() => undefined);
        }
      });
    } finally {
      await removeFolder(work);
    }
  });

  test("the guide's registry-less path works as written, and each import the console cannot provide fails the build with its message", async ({ page, server }) => {
    const work = await workFolder('fleetdeck-guide-');
    try {
      const project = await test.step('1. scaffold from the console, taking every default', () => scaffoldFromConsole(work, server.url, 'my-view'));
      const pkg = JSON.parse(await readFile(join(project, 'package.json'), 'utf8')) as { devDependencies: Record<string, string>; overrides: Record<string, string> };
      expect(pkg.devDependencies['@fleetdeck/sdk']).toMatch(new RegExp(`^${server.url}/sdk/fleetdeck-sdk-[\\d.]+\\.tgz$`));
      expect(pkg.devDependencies['@fleetdeck/plugin-tools']).toMatch(new RegExp(`^${server.url}/sdk/fleetdeck-plugin-tools-[\\d.]+\\.tgz$`));
      expect(pkg.overrides['@fleetdeck/model']).toMatch(new RegExp(`^${server.url}/sdk/fleetdeck-model-[\\d.]+\\.tgz$`));

      await test.step('5. npm install, build and validate (also against the console)', async () => {
        await npmInstall(project);
        expect(await run('npm', ['run', 'build'], project)).toContain('built my-view@0.1.0');
        expect(await run('npm', ['run', 'validate'], project)).toContain('plugin.json is valid');
        expect(await run('npm', ['run', 'validate', '--', '--console', server.url], project)).toContain('plugin.json is valid');
      });

      await test.step('6. install in the console: it is in the Custom group and opens at /custom/my-view', async () => {
        const view = await registerView((path, content) => server.writeCustom(path, content), project);
        expect(view.path).toBe('my-view');
        await login(page, demo.operator);
        await mainMenu(page).getByRole('link', { name: 'My View' }).click();
        await expect(page).toHaveURL(/\/custom\/my-view$/);
        await expect(page.getByRole('heading', { level: 1, name: 'My View' })).toBeVisible();
      });

      const entry = join(project, 'src/index.tsx');
      const source = await readFile(entry, 'utf8');
      const fails = (args: string[]) =>
        run('npm', args, project).then(
          (output): string => {
            throw new Error(`npm ${args.join(' ')} should have failed:\n${output}`);
          },
          (error: Error) => error.message,
        );
      const buildWith = async (line: string) => {
        await writeFile(entry, `${line}\n${source}`);
        return fails(['run', 'build']);
      };
      await test.step('a package that is not installed', async () => {
        const output = await buildWith("import leftPad from 'left-pad-not-installed';\nconsole.log(leftPad);");
        expect(output).toMatch(/index\.tsx imports "left-pad-not-installed", which is not installed and not shared by the console: install it \(npm install left-pad-not-installed\)/);
        expect(output).toContain('react-router-dom');
      });
      await test.step('a subpath of a shared package the console does not share', async () => {
        const output = await buildWith("import { createRoot } from 'react-dom/client';\nconsole.log(createRoot);");
        expect(output).toMatch(/index\.tsx imports "react-dom\/client", which the console does not share \(it shares .*react-dom.*; not their subpaths\)/);
      });
      await test.step('a name the console\'s copy of a shared module does not export', async () => {
        const output = await buildWith("import { createBrowserRouter } from 'react-router-dom';\nconsole.log(createBrowserRouter);");
        expect(output).toMatch(/index\.tsx imports \{ createBrowserRouter \} from "react-router-dom", which the console's react-router-dom does not export/);
      });
      await writeFile(entry, source);

      await test.step('a custom-view.json for SDK ^2.0.0', async () => {
        const file = join(project, 'custom-view.json');
        const view = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
        await writeFile(file, JSON.stringify({ ...view, sdk: '^2.0.0' }, null, 2));
        const sdkVersion = ((await (await page.request.get('/sdk/index.json')).json()) as { version: string }).version;
        expect(await fails(['run', 'validate'])).toContain(`custom-view.json sdk: "^2.0.0" does not accept the installed @fleetdeck/sdk ${sdkVersion}`);
        expect(await fails(['run', 'build'])).toContain(`custom-view.json sdk: "^2.0.0" does not accept the installed @fleetdeck/sdk ${sdkVersion}`);
      });
    } finally {
      await removeFolder(work);
    }
  });
});
