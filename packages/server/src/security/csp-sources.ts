import { ConfigError } from '../config.js';

// A host-source (scheme, host with an optional leading `*.`, optional port or `:*`, optional path):
// nothing else, so a configured value can never add a keyword ('unsafe-eval'), a bare scheme
// (`https:` would allow every site) or a second directive (`;`).
const HOST_SOURCE = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?(\/[a-z0-9\-._~%!$&()*+=:@/]*)?$/i;

/** Splits a flag or environment list: several flags, each of which may hold several space- or comma-separated values. */
export function splitSourceList(values: string[]): string[] {
  return values.flatMap((value) => value.split(/[\s,]+/)).filter(Boolean);
}

/** Checks configured script origins (`--csp-script-src`, `CSP_SCRIPT_SRC`, `--csp-dev-src`, `CSP_DEV_SRC`). */
export function parseScriptSources(values: string[], what: string): string[] {
  const sources = splitSourceList(values);
  for (const source of sources) {
    if (!HOST_SOURCE.test(source)) {
      throw new ConfigError(
        `${what}: "${source}" is not an origin such as https://views.example.com (keywords like 'unsafe-eval', bare schemes and * are refused)`,
      );
    }
  }
  return sources;
}

/** Checks `--csp-frame-ancestors` / `CSP_FRAME_ANCESTORS`: 'none' alone, or 'self' and origins. Empty means the default 'none'. */
export function parseFrameAncestors(values: string[]): string[] {
  const sources = splitSourceList(values);
  if (sources.length === 0) return ["'none'"];
  if (sources.includes("'none'")) {
    if (sources.length > 1) throw new ConfigError(`--csp-frame-ancestors: 'none' cannot be combined with other sources`);
    return sources;
  }
  for (const source of sources) {
    if (source !== "'self'" && !HOST_SOURCE.test(source)) {
      throw new ConfigError(`--csp-frame-ancestors: "${source}" is not 'none', 'self' or an origin such as https://portal.example.com`);
    }
  }
  return sources;
}

/** The origin of an absolute http(s) URL, or null for a relative or other URL (same origin, data:, …). */
export function httpOrigin(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
