/** Grid of cards or table rows. */
export type ControlView = 'grid' | 'list';

const KEY = 'fleetdeck.robotControl.view';

/** The view the operator chose last time (grid by default). */
export function loadView(): ControlView {
  try {
    return localStorage.getItem(KEY) === 'list' ? 'list' : 'grid';
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
