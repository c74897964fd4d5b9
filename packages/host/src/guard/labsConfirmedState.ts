/** Navigation state saying the labs confirmation for `target` was just answered yes (by the side bar). */
export interface LabsConfirmedState {
  labsConfirmed: string;
}

/** The state the side bar navigates with after the user confirmed a labs page, so the page does not ask twice. */
export function labsConfirmedState(target: string): LabsConfirmedState {
  return { labsConfirmed: target };
}

/** Whether a location's state carries a yes for this labs target. */
export function wasLabsConfirmed(state: unknown, target: string): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<LabsConfirmedState>).labsConfirmed === target;
}
