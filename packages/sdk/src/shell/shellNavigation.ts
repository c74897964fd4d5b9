type Navigator = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

/**
 * The host installs the router's navigate so code outside React (signOut, error handling) can route.
 * @group Routing and side bar
 */
export function setShellNavigator(next: Navigator | null): void {
  navigator = next;
}

/**
 * Goes to a path through the router, or by a full page load when no router is installed.
 * @group Routing and side bar
 */
export function navigateTo(path: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(path, options);
  else if (typeof window !== 'undefined') window.location.assign(path);
}
