/** The scroll measures of an element. */
export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

// Zoomed pages report fractional scroll positions that stop a pixel short of the end.
const TOLERANCE_PX = 2;

/** Whether the reader has reached the end of a scrollable text (true when it does not scroll at all). */
export function isScrolledToBottom({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): boolean {
  return scrollHeight - clientHeight - scrollTop <= TOLERANCE_PX;
}
