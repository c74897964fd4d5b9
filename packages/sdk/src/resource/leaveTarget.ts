/** The in-app path a click on a link would open, or null when the click leaves the app or is not a plain click. */
export function leaveTarget(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  anchor: { href: string; target: string; hasAttribute(name: string): boolean } | null,
  current: { origin: string; pathname: string; search: string },
): string | null {
  if (!anchor || event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, current.origin);
  if (url.origin !== current.origin) return null;
  const path = `${url.pathname}${url.search}`;
  return path === `${current.pathname}${current.search}` ? null : `${path}${url.hash}`;
}
