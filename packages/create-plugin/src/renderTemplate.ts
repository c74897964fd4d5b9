/** Values substituted for `%%key%%` in template files and names (`{{…}}` is left to i18next). */
export type TemplateValues = Record<string, string>;

/** Replaces every `%%key%%`; an unknown key throws, so a typo in a template fails the scaffold tests. */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(/%%([A-Za-z][A-Za-z0-9]*)%%/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`template uses unknown value %%${key}%%`);
    return value;
  });
}

/** The file name a template file is written as; npm drops dotfiles like .gitignore from packages. */
export function outputName(templateName: string): string {
  return templateName.startsWith('_') ? `.${templateName.slice(1)}` : templateName;
}
