import { proxy, subscribe, useSnapshot } from 'valtio';

const STORAGE_KEY = 'fleetdeck.shellMode';

/**
 * Display modes: universal design (larger text, more contrast) and focus (chrome hidden).
 * @group Routing and side bar
 * @example
 * ```tsx
 * const mode: ShellMode = useShellMode();
 * return <FluentProvider theme={createFleetdeckTheme(mode)}>{children}</FluentProvider>;
 * ```
 */
export interface ShellMode {
  universalDesign: boolean;
  focusMode: boolean;
}

function load(): ShellMode {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<ShellMode>;
    return { universalDesign: stored.universalDesign === true, focusMode: stored.focusMode === true };
  } catch {
    return { universalDesign: false, focusMode: false };
  }
}

/** Current display modes, saved in local storage so they survive reloads. */
export const shellModeStore = proxy<ShellMode>(load());

subscribe(shellModeStore, () => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(shellModeStore));
  } catch {
    // Storage may be unavailable; the mode then lasts only this visit.
  }
});

/**
 * Turns universal-design mode on or off.
 * @group Routing and side bar
 * @example
 * ```tsx
 * const { universalDesign } = useShellMode();
 * return <Switch checked={universalDesign} onChange={(_event, data) => setUniversalDesign(data.checked)} label={t('universalDesign')} />;
 * ```
 */
export function setUniversalDesign(on: boolean): void {
  shellModeStore.universalDesign = on;
}

/**
 * Turns focus mode (header and side bar hidden) on or off.
 * @group Routing and side bar
 * @example
 * ```tsx
 * <Switch checked={useShellMode().focusMode} onChange={(_, data) => setFocusMode(data.checked)} label={t('focus')} />
 * ```
 */
export function setFocusMode(on: boolean): void {
  shellModeStore.focusMode = on;
}

/**
 * The current display modes.
 * @group Routing and side bar
 * @example
 * ```tsx
 * const { focusMode } = useShellMode();
 * ```
 */
export function useShellMode(): ShellMode {
  return useSnapshot(shellModeStore);
}
