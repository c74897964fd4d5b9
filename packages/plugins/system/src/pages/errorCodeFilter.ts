import type { ErrorCatalogueEntry, ErrorCodeCategory } from '@fleetdeck/model';

/** Entries of a category (or all) whose code or description (in either language) contains the text. */
export function filterErrorCodes(entries: readonly ErrorCatalogueEntry[], text: string, category: ErrorCodeCategory | ''): ErrorCatalogueEntry[] {
  const needle = text.trim().toLowerCase();
  return entries.filter((entry) => {
    if (category && entry.category !== category) return false;
    if (!needle) return true;
    return [entry.code, entry.description.en, entry.description.ja].some((value) => value.toLowerCase().includes(needle));
  });
}
