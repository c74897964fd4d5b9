// Reached only through a dynamic import (lazyShell.ts), so the dialog's Fluent parts stay out of
// the initial chunk.
export { LabsConfirmDialog } from '@fleetdeck/sdk';
