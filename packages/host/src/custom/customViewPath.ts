import { CUSTOM_PREFIX } from '../app/constants.js';
import type { CustomView } from './customManifest.js';

/** The path a custom view mounts at (its own module, so the side bar does not pull in the loaders). */
export function customViewPath(view: Pick<CustomView, 'path'>): string {
  return `${CUSTOM_PREFIX}/${view.path}`;
}
