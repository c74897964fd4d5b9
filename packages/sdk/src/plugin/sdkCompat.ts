import { satisfiesRange } from './semverRange.js';
import { SDK_VERSION } from './sdkVersion.js';

/** True when a plugin's declared SDK range accepts the given (default: this) SDK version. */
export function sdkRangeSatisfied(range: string, version: string = SDK_VERSION): boolean {
  return satisfiesRange(version, range);
}
