// What plugins get for react-router-dom: the SDK decides the names (and plugin builds check imports
// against the same list), the host serves them bound to its one router.
export * from '@fleetdeck/sdk/shared-router';
