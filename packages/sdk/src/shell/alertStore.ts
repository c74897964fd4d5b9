import { proxy, ref, useSnapshot } from 'valtio';

/**
 * The kind of alert, which decides its colour and icon.
 * @group Data
 * @example
 * ```ts
 * const type: AlertType = error ? 'error' : 'success';
 * showAlert({ type, message: error ? error.message : t('saved') });
 * ```
 */
export type AlertType = 'success' | 'info' | 'warning' | 'error';

/**
 * A message shown in the shell's alert bar, optionally with a link (e.g. the help centre).
 * @group Data
 * @example
 * ```ts
 * const alert: Alert = { type: 'info', message: t('maintenanceTonight'), link: { href: 'https://help.example.com', label: t('details') } };
 * showAlert(alert);
 * ```
 */
export interface Alert {
  type: AlertType;
  message: string;
  link?: { href: string; label: string };
}

/** The shell keeps one alert at a time; a new one replaces the old. */
export const alertStore = proxy<{ alert: Alert | null }>({ alert: null });

/**
 * Shows an alert in the shell's alert bar.
 * @group Data
 * @example
 * ```tsx
 * showAlert({ type: 'success', message: t('saved') });
 * ```
 */
export function showAlert(alert: Alert): void {
  alertStore.alert = ref({ ...alert });
}

/**
 * Removes the current alert.
 * @group Data
 * @example
 * ```tsx
 * useEffect(() => clearAlert, []); // the page's alert goes with the page
 * ```
 */
export function clearAlert(): void {
  alertStore.alert = null;
}

/**
 * The alert currently shown, or null.
 * @group Data
 * @example
 * ```tsx
 * const alert = useAlert();
 * return alert ? <Text>{alert.message}</Text> : null;
 * ```
 */
export function useAlert(): Alert | null {
  return useSnapshot(alertStore).alert as Alert | null;
}

/**
 * The alert currently shown, read outside React.
 * @group Data
 * @example
 * ```ts
 * // outside React (a test, an event handler)
 * expect(getAlert()?.type).toBe('error');
 * ```
 */
export function getAlert(): Alert | null {
  return alertStore.alert;
}
