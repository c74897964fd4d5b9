// Helpers for testing plugin screens (Vitest or Jest with a DOM, and Testing Library).
export { renderWithFleetdeck } from './renderWithFleetdeck.js';
export type { FleetdeckRenderOptions, FleetdeckRenderResult } from './renderWithFleetdeck.js';
export { createApiFetch } from './apiFetch.js';
export type { ApiAnswer, ApiCall, ApiFetch, ApiHandler } from './apiFetch.js';
