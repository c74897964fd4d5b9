import { createSeedTemplate } from '../shared/seedTemplate.js';

/** Seeds the run's SQLite template once (tests/shared/seedTemplate.ts); each worker's servers copy it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const template = await createSeedTemplate();
  return () => template.dispose();
}
