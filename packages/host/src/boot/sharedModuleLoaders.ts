import type { SharedModuleId } from '@fleetdeck/sdk';

/**
 * How the host provides each shared module: a dynamic import of its own instance, so the
 * full namespaces (all of Fluent, for one) load only when the first plugin needs them.
 * Typed by the SDK's list, so a module added there must be added here.
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
