// The whole SDK namespace, for plugins only; see fluentNamespace.ts. The shell imports the same
// module instances statically, so plugins and shell still share one session and one store.
export * from '@fleetdeck/sdk';
