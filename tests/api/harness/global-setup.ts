import { createSeedTemplate } from '../../shared/seedTemplate.js';
import { onPostgres } from './test-store.js';

/** Seeds the run's template store once (tests/shared/seedTemplate.ts); every test server copies it. */
export default async function setup(): Promise<() => Promise<void>> {
  const template = await createSeedTemplate(onPostgres ? process.env.FLEETDECK_TEST_POSTGRES_URL : undefined);
  return () => template.dispose();
}
