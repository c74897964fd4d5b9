// Vite (under Vitest) replaces `import.meta.glob` at transform time; the tests package does not
// depend on vite itself, so the one form the authorization matrix uses is declared here.
interface ImportMeta {
  glob<T = unknown>(pattern: string, options: { eager: true }): Record<string, T>;
}
