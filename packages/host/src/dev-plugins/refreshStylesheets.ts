/** A stylesheet address without its build id, which every rebuild changes. */
function withoutQuery(href: string): string {
  const url = new URL(href, window.location.href);
  return `${url.origin}${url.pathname}`;
}

/** Points each loaded stylesheet of a dev server at its rebuilt copy, so a CSS edit shows without a reload. */
export function refreshStylesheets(hrefs: string[]): void {
  const next = new Map(hrefs.map((href) => [withoutQuery(href), href]));
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const replacement = next.get(withoutQuery(link.href));
    if (replacement && replacement !== link.href) link.href = replacement;
  }
}
