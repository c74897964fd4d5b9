// The parts of SystemJS's global the host uses (systemjs ships no types).
interface SystemJSImportMap {
  imports?: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
  integrity?: Record<string, string>;
}

interface SystemJSPrototype {
  instantiate: (url: string, parentUrl?: string, meta?: unknown) => unknown;
  resolve: (id: string, parentUrl?: string) => string;
  shouldFetch: (url: string, parentUrl?: string, meta?: unknown) => boolean;
  fetch: (url: string, options?: RequestInit) => Promise<Response>;
}

interface SystemJSLoader {
  import<T = unknown>(id: string, parentUrl?: string): Promise<T>;
  resolve(id: string, parentUrl?: string): string;
  set(id: string, module: object): void;
  get(id: string): unknown;
  has(id: string): boolean;
  delete(id: string): boolean;
  addImportMap(map: SystemJSImportMap, base?: string): void;
  constructor: { prototype: SystemJSPrototype };
}

declare const System: SystemJSLoader;
