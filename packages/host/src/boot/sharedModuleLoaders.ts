import type { SharedModuleId } from '@fleetdeck/sdk';
import { partialNamespace, type SplitModule } from './split/partialNamespace.js';

/**
 * How the host provides each shared module whole: a dynamic import of its own instance, so the
 * full namespaces (all of Fluent, for one) load only when a plugin needs them. Typed by the
 * SDK's list, so a module added there must be added here.
 */
export const sharedModuleLoaders: Record<SharedModuleId, () => Promise<object>> = {
  react: () => import('react'),
  'react-dom': () => import('react-dom'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-router-dom': () => import('./routerNamespace.js'),
  '@fluentui/react-components': () => import('./fluentNamespace.js'),
  i18next: () => import('i18next'),
  'react-i18next': () => import('./i18nextReactNamespace.js'),
  valtio: () => import('valtio'),
  '@fleetdeck/sdk': () => import('./sdkNamespace.js'),
  // Whole, but assembled from its per-file parts: a separate whole-model chunk would make the
  // bundler keep every schema in that one chunk, which the parts would then load too.
  '@fleetdeck/model': () => import('virtual:fleetdeck-split/@fleetdeck/model').then(wholeNamespace),
};

async function wholeNamespace(split: SplitModule): Promise<object> {
  const namespace = await partialNamespace(split, split.names.flatMap((list) => list.split(',')).filter(Boolean));
  if (!namespace) throw new Error('a split module lists a name none of its parts provides');
  return namespace;
}

/**
 * The shared modules that are split into parts (one per Fluent sub-package or component, one per
 * SDK or model file): a plugin whose plugin.json lists the names it imports loads only the parts
 * providing them.
 */
export const splitModuleLoaders: Partial<Record<SharedModuleId, () => Promise<SplitModule>>> = {
  '@fluentui/react-components': () => import('virtual:fleetdeck-split/@fluentui/react-components'),
  '@fleetdeck/sdk': () => import('virtual:fleetdeck-split/@fleetdeck/sdk'),
  '@fleetdeck/model': () => import('virtual:fleetdeck-split/@fleetdeck/model'),
};
