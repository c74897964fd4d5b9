import { useSyncExternalStore } from 'react';

/**
 * The viewport's size class: `phone` (< 600 px), `compact` (< 1024 px: the side bar shows icons only) or `wide`.
 * @group Routing and side bar
 * @example
 * ```tsx
 * const size: ViewportSize = useViewportSize();
 * return size === 'phone' ? <RobotCards robots={robots} /> : <RobotTable robots={robots} />;
 * ```
 */
export type ViewportSize = 'phone' | 'compact' | 'wide';

// Media queries only to be told when a breakpoint is crossed (no work on every resize).
const PHONE_QUERY = '(max-width: 599.98px)';
const COMPACT_QUERY = '(max-width: 1023.98px)';

/** The size class for a viewport width in CSS pixels. */
export function viewportSizeOf(width: number): ViewportSize {
  if (width < 600) return 'phone';
  return width < 1024 ? 'compact' : 'wide';
}

function readSize(): ViewportSize {
  return typeof window === 'undefined' ? 'wide' : viewportSizeOf(window.innerWidth);
}

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const queries = [matchMedia(PHONE_QUERY), matchMedia(COMPACT_QUERY)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

/**
 * The current viewport size class; re-renders when the window crosses a breakpoint.
 * @group Routing and side bar
 * @example
 * ```tsx
 * const size = useViewportSize(); // 'phone' | 'compact' | 'wide'
 * return size === 'phone' ? <RobotCards robots={robots} /> : <RobotTable robots={robots} />;
 * ```
 */
export function useViewportSize(): ViewportSize {
  return useSyncExternalStore(subscribe, readSize, () => 'wide');
}
