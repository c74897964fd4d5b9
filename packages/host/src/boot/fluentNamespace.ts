// The whole Fluent namespace, for plugins only. Kept in its own module (imported only
// dynamically) so the bundler puts the components the shell does not use in a lazy chunk
// that loads with the first plugin, instead of in the shell's initial JavaScript.
export * from '@fluentui/react-components';
