/**
 * A running export's row is touched this often by the process writing it, so the others can
 * tell a live export from one whose process died (a crash, a kill, a power cut).
 */
export const EXPORT_HEARTBEAT_MS = 5_000;
/** An export whose row was not touched for this long has no live writer: four missed heartbeats. */
export const EXPORT_STALE_MS = 20_000;
