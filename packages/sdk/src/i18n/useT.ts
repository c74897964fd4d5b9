import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { usePlugin } from '../plugin/PluginContext.js';

/**
 * A `t` bound to the rendering plugin's namespace, falling back to `common`.
 * @group Theming and i18n
 * @example
 * ```tsx
 * const t = useT(); // this plugin's namespace, then the console's `common`
 * return <h2>{t('title')}</h2>;
 * ```
 */
export function useT(): TFunction {
  const pluginId = usePlugin();
  const { t } = useTranslation(pluginId ? [pluginId, 'common'] : ['common']);
  return t as TFunction;
}
