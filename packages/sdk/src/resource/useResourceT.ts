import i18next, { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { resourceEn, resourceJa } from './resourceStrings.js';

/** Namespace of the resource screens' own strings. */
export const RESOURCE_NAMESPACE = 'resource';

function ensureBundle(): void {
  // Added on first use rather than at import: the SDK is side-effect free for tree-shaking.
  if (!i18next.hasResourceBundle('en', RESOURCE_NAMESPACE)) i18next.addResourceBundle('en', RESOURCE_NAMESPACE, resourceEn, true, true);
  if (!i18next.hasResourceBundle('ja', RESOURCE_NAMESPACE)) i18next.addResourceBundle('ja', RESOURCE_NAMESPACE, resourceJa, true, true);
}

/**
 * A `t` for the resource screens' strings, falling back to `common`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const rt = useResourceT();
 * return <Button onClick={onDelete}>{rt('delete.confirm')}</Button>; // the SDK's resource strings, falling back to common
 * ```
 */
export function useResourceT(): TFunction {
  ensureBundle();
  const { t } = useTranslation([RESOURCE_NAMESPACE, 'common']);
  return t as TFunction;
}
