import { watch, type FSWatcher } from 'node:fs';

/** A folder to watch: all of it (recursively), or only the named files directly inside it. */
export interface WatchTarget {
  path: string;
  recursive: boolean;
  files?: string[];
}

/** Outcome of one build, as the event stream reports it. */
export type BuildOutcome = { ok: true; buildId: string; ms: number } | { ok: false; message: string; ms: number };

/**
 * Runs `build` once now and again after every change under the watched paths. Changes that land
 * during a build are coalesced into one more build, so a burst of saves costs at most two builds.
 */
export function startRebuildLoop(options: {
  watches: WatchTarget[];
  build: () => Promise<void>;
  onBuilt: (outcome: BuildOutcome) => void;
  debounceMs?: number;
}): { close: () => void; firstBuild: Promise<BuildOutcome> } {
  let running: Promise<BuildOutcome> | null = null;
  let pending = false;
  let timer: NodeJS.Timeout | null = null;
  let count = 0;

  const runOnce = async (): Promise<BuildOutcome> => {
    const started = performance.now();
    try {
      await options.build();
      count += 1;
      return { ok: true, buildId: `${Date.now().toString(36)}-${count}`, ms: Math.round(performance.now() - started) };
    } catch (error) {
      return { ok: false, message: (error as Error).message, ms: Math.round(performance.now() - started) };
    }
  };

  const trigger = (): Promise<BuildOutcome> => {
    if (running) {
      pending = true;
      return running;
    }
    running = runOnce().then((outcome) => {
      running = null;
      if (pending) {
        // Report only the last build of a burst: a browser told to reload now would fetch
        // files the next build is about to replace.
        pending = false;
        void trigger();
      } else {
        options.onBuilt(outcome);
      }
      return outcome;
    });
    return running;
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void trigger(), options.debounceMs ?? 30);
  };

  const watchers: FSWatcher[] = options.watches.map((target) =>
    watch(target.path, { recursive: target.recursive }, (_event, fileName) => {
      if (!target.files || (fileName && target.files.includes(String(fileName)))) schedule();
    }),
  );
  return {
    firstBuild: trigger(),
    close: () => {
      if (timer) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
