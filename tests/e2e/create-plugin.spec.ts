// Done-when of issue 6: a new author packs nothing but gets tarballs, scaffolds with the packed
// create-plugin, installs from them and the npm registry, builds, validates, runs the unit and
// component test templates, registers the view in a real console's manifest and sees it render in
// Chromium; then runs the project's own Playwright template, which loads it through `npm run dev`
// and the console's development override.
import { createServer } from 'node:net';
import {
  npmInstall,
  packFleetdeck,
  registerView,
  removeFolder,
  run,
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
    } finally {
      await removeFolder(work);
    }
  });
});
