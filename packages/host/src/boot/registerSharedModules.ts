import 'systemjs/dist/system.js';
import { sharedModules } from '@fleetdeck/sdk';
import { sharedModuleLoaders } from './sharedModuleLoaders.js';

/** URL scheme under which the host's own module instances are known to SystemJS. */
const APP_SCHEME = 'app:';

let registered = false;

/**
 * Maps every shared module to `app:<name>` in SystemJS's import map and serves those ids from
 * the host's own instances, so each plugin shares one React, one router, one SDK session.
 */
export function registerSharedModules(): void {
  if (registered) return;
  registered = true;
  const imports: Record<string, string> = {};
  for (const id of sharedModules) imports[id] = `${APP_SCHEME}${id}`;
  System.addImportMap({ imports });

  const proto = System.constructor.prototype;
  const instantiate = proto.instantiate;
  proto.instantiate = function (this: unknown, url: string, parentUrl?: string, meta?: unknown) {
    if (!url.startsWith(APP_SCHEME)) return instantiate.call(this, url, parentUrl, meta);
    const name = url.slice(APP_SCHEME.length) as keyof typeof sharedModuleLoaders;
    const load = sharedModuleLoaders[name];
    if (!load) return Promise.reject(new Error(`Not a shared module: ${name}`));
    return load().then((namespace) => [
      [],
      (exportAll: (values: object) => void) => ({
        // execute must return nothing: SystemJS treats a returned value as a promise.
        execute: () => {
          exportAll({ ...namespace });
        },
      }),
    ]);
  };
}
