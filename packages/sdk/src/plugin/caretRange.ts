const CARET = /^\^(\d+)\.(\d+)\.(\d+)$/;
const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` is in a plain caret range (`^0.1.0`, `^1.2.3`), as semver reads it; undefined
 * for any other range or a prerelease, which semver itself must read. Nearly every plugin.json says
 * `^x.y.z`, so a plugin load needs no extra script for the check (issue 16: semver was a request of
 * its own on every first page).
 */
export function caretRangeSatisfied(version: string, range: string): boolean | undefined {
  const r = CARET.exec(range.trim());
  const v = VERSION.exec(version);
  if (!r || !v) return undefined;
  const [low0, low1, low2] = [Number(r[1]), Number(r[2]), Number(r[3])];
  const [v0, v1, v2] = [Number(v[1]), Number(v[2]), Number(v[3])];
  const atLeast = v0 !== low0 ? v0 > low0 : v1 !== low1 ? v1 > low1 : v2 >= low2;
  if (!atLeast) return false;
  // The caret keeps the left-most non-zero part: ^1.2.3 < 2.0.0, ^0.2.3 < 0.3.0, ^0.0.3 < 0.0.4.
  if (low0 > 0) return v0 === low0;
  if (low1 > 0) return v0 === 0 && v1 === low1;
  return v0 === 0 && v1 === 0 && v2 === low2;
}
