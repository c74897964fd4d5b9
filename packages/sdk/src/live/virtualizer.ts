// Long live lists (5,000 robots) window their rows with the SDK's one TanStack Virtual. Declared here
// (not re-exported) so the reference documents it with the live robots.
import * as virtual from '@tanstack/react-virtual';

/**
 * TanStack Virtual's `useVirtualizer`: draws only the rows of a long list that are in view.
 * @group Live robots
 * @example
 * ```tsx
 * const { robots } = useLiveRobots(null);
 * const scroller = useRef<HTMLDivElement>(null);
 * const rows = useVirtualizer({ count: robots.length, getScrollElement: () => scroller.current, estimateSize: () => 40 });
 * return (
 *   <div ref={scroller} style={{ height: 600, overflow: 'auto' }}>
 *     <div style={{ height: rows.getTotalSize(), position: 'relative' }}>
 *       {rows.getVirtualItems().map((row) => (
 *         <div key={robots[row.index].serialNo} style={{ position: 'absolute', top: row.start, height: row.size }}>{robots[row.index].name}</div>
 *       ))}
 *     </div>
 *   </div>
 * );
 * ```
 */
export const useVirtualizer: typeof virtual.useVirtualizer = virtual.useVirtualizer;
