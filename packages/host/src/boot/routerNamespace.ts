// The whole react-router-dom namespace, for plugins only; see fluentNamespace.ts for why it
// lives in its own dynamically imported module.
export * from 'react-router-dom';
