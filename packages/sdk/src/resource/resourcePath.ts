import { generatePath } from 'react-router-dom';

type PathParams = Record<string, string | number | undefined>;

/**
 * Fills `:param` placeholders of an API path or route pattern; a missing param is an error, not "undefined".
 * @group Forms and resources
 * @example
 * ```ts
 * resolvePath('/buildings/:buildingId/floors', { buildingId: 5 }); // '/buildings/5/floors'
 * resolvePath('/buildings/:buildingId/floors', {}); // throws: needs the parameter "buildingId"
 * ```
 */
export function resolvePath(pattern: string, params: PathParams): string {
  // generatePath reads each placeholder's value from the params; reading through this view makes an
  // empty value fail with the placeholder's name, where generatePath would drop the segment.
  const required = new Proxy(params, {
    get(source, name: string) {
      const value = source[name];
      if (value === undefined || value === '') throw new Error(`resolvePath: "${pattern}" needs the parameter "${name}"`);
      return String(value);
    },
  });
  return generatePath(pattern, required as Record<string, string>);
}
