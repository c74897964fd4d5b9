// Modules generated at build time by vite/sharedSplitPlugin.ts.
declare module 'virtual:fleetdeck-split/*' {
  /** One dynamic import per part; part i re-exports the names listed in `names[i]`. */
  export const parts: (() => Promise<Record<string, unknown>>)[];
  /** Comma-separated export names of each part. */
  export const names: string[];
}
