const formats = new Map<string, Intl.DateTimeFormat>();

/** Date and time in the user's language, e.g. "2026/11/22 14:03:07"; one formatter per language. */
export function formatDateTime(value: number | string | null | undefined, language: string): string | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'short', timeStyle: 'medium' });
    formats.set(language, format);
  }
  return format.format(date);
}
