// The levels and their order are the model's (the one access rule); re-exported for plugin.json.
export type { AccessLevel } from '@fleetdeck/model';
export { accessLevels } from '@fleetdeck/model';
