/** Shape of this plugin's translation resources: nested objects of strings. */
export interface AuthTranslations {
  [key: string]: string | AuthTranslations;
}

/** Every dotted key of a translation tree, so both languages can be compared. */
export function translationKeys(tree: AuthTranslations, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : translationKeys(value, path);
  });
}
