import type { UnknownFloorEvent } from '@fleetdeck/model';

/** How old the building's floor list may be before an unknown floor makes the gateway read it again. */
export const FLOOR_RECHECK_MS = 10_000;

/** Where telemetry places a robot, and the warning to raise or clear (null: nothing changed). */
export interface Placement {
  floorId: number | null;
  event: UnknownFloorEvent | null;
}

/**
 * Checks the floor a robot reports against its building's floors.
 *
 * A robot reporting a floor its building does not have is still heard: its battery, errors,
 * speed and camera matter to the operator whatever its map says, and refusing its messages would
 * cut it off (offline, no stop) over a configuration mistake. It is just not placed on any floor
 * (`floorId: null`), and a warning is raised once, until it reports one of the building's floors
 * again. Floors can be added while a robot is connected, so before warning about a floor that the
 * list read more than FLOOR_RECHECK_MS ago does not have, the list is read again.
 */
export class FloorPlacement {
  private floors: ReadonlySet<number>;
  private readAt: number;
  private reading: Promise<void> | null = null;
  private warned: number | null = null;

  constructor(
    floorIds: readonly number[],
    private readonly readFloors: () => Promise<number[]>,
    private readonly clock: () => number = Date.now,
  ) {
    this.floors = new Set(floorIds);
    this.readAt = clock();
  }

  /** Places one telemetry report. */
  place(reported: number, now = this.clock()): Placement {
    if (this.floors.has(reported)) {
      if (this.warned === null) return { floorId: reported, event: null };
      this.warned = null;
      return { floorId: reported, event: this.event(reported, now, false) };
    }
    if (this.reading) return { floorId: null, event: null };
    if (now - this.readAt > FLOOR_RECHECK_MS) {
      // Decided on a later report, once the list is fresh (robots report at least every second).
      this.reading = this.readFloors()
        .then((ids) => {
          this.floors = new Set(ids);
        })
        .catch(() => undefined)
        .finally(() => {
          this.readAt = this.clock();
          this.reading = null;
        });
      return { floorId: null, event: null };
    }
    if (this.warned === reported) return { floorId: null, event: null };
    this.warned = reported;
    return { floorId: null, event: this.event(reported, now, true) };
  }

  /** Waits for a floor list being read (tests). */
  settled(): Promise<void> {
    return this.reading ?? Promise.resolve();
  }

  private event(floorId: number, ts: number, active: boolean): UnknownFloorEvent {
    return { ts, kind: 'floor', code: 'UNKNOWN_FLOOR', level: active ? 5 : 0, active, data: { floorId, floorIds: [...this.floors] } };
  }
}
