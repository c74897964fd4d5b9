/** Fills `:param` placeholders of an API path or route pattern; a missing param is an error, not "undefined". */
export function resolvePath(pattern: string, params: Record<string, string | number | undefined>): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`resolvePath: "${pattern}" needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}
