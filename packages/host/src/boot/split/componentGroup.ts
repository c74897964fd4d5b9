// Fluent's entry re-exports each sub-package whole, and a sub-package often holds several
// components (react-button: Button, CompoundButton, MenuButton, SplitButton, ToggleButton).
// Grouping by component instead lets a plugin that uses Button load Button's code only. Each part
// costs a loader in the split map and exports from the shell's chunk, so only sub-packages whose
// components are large and often used apart are cut (measured on the login page: 12 KB less).
const BY_COMPONENT = new Set(['@fluentui/react-button', '@fluentui/react-card', '@fluentui/react-text', '@fluentui/react-theme']);

const AFFIX = /^(?:use|render)(?=[A-Z])|_unstable$|(?:Styles|ClassNames|ContextValues|Context|Provider)$/g;

/** The part a Fluent export belongs to: its sub-package, and for some the component its name is about. */
export function componentGroup(source: string, name: string): string {
  if (!BY_COMPONENT.has(source)) return source;
  const stem = name.replace(AFFIX, '').replace(AFFIX, '').toLowerCase();
  return `${source}#${stem || name}`;
}
