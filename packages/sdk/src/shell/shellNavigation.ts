type Navigator = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

/**
 * The host installs the router's navigate so code outside React (signOut, error handling) can route.
 * @group Routing and side bar
 * @example
 * ```tsx
 * function NavigatorBridge() {
 *   const navigate = useNavigate();
 *   useEffect(() => {
 *     setShellNavigator((path, options) => void navigate(path, options));
 *     return () => setShellNavigator(null);
 *   }, [navigate]);
 *   return null;
 * }
 * ```
 */
export function setShellNavigator(next: Navigator | null): void {
  navigator = next;
}

/**
 * Goes to a path through the router, or by a full page load when no router is installed.
 * @group Routing and side bar
 * @example
 * ```ts
 * // outside React, e.g. after a command failed in a store
 * navigateTo('/robot/control', { replace: true });
 * ```
 */
export function navigateTo(path: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(path, options);
  else if (typeof window !== 'undefined') window.location.assign(path);
}
