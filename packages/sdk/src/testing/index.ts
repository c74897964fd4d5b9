/**
 * Render helpers for testing plugin screens: the console's providers around a component, and a fake `/api`.
 *
 * @module @fleetdeck/sdk/testing
 */
export { renderWithFleetdeck } from './renderWithFleetdeck.js';
export type { FleetdeckRenderOptions, FleetdeckRenderResult } from './renderWithFleetdeck.js';
export { createApiFetch } from './apiFetch.js';
export type { ApiAnswer, ApiCall, ApiFetch, ApiHandler } from './apiFetch.js';
