/** Grid of cards, table rows, or markers on a floor map. */
export type ControlView = 'grid' | 'list' | 'map';

const KEY = 'fleetdeck.robotControl.view';

/** The view the operator chose last time (grid by default). */
export function loadView(): ControlView {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === 'list' || stored === 'map' ? stored : 'grid';
  } catch {
    return 'grid';
  }
}

/** Remembers the chosen view for the next visit. */
export function saveView(view: ControlView): void {
  try {
    localStorage.setItem(KEY, view);
  } catch {
    // Without storage the choice lasts only this visit.
  }
}
