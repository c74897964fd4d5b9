// The whole react-i18next namespace, for plugins only; see fluentNamespace.ts.
export * from 'react-i18next';
