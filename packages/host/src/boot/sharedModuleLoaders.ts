import type { SharedModuleId } from '@fleetdeck/sdk';
import type { SplitModule } from './split/partialNamespace.js';

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
  '@fleetdeck/model': () => import('@fleetdeck/model'),
};

/**
 * The shared modules that are split into parts (one per Fluent sub-package, one per SDK file):
 * a plugin whose plugin.json lists the names it imports loads only the parts providing them.
 */
export const splitModuleLoaders: Partial<Record<SharedModuleId, () => Promise<SplitModule>>> = {
  '@fluentui/react-components': () => import('virtual:fleetdeck-split/@fluentui/react-components'),
  '@fleetdeck/sdk': () => import('virtual:fleetdeck-split/@fleetdeck/sdk'),
};
