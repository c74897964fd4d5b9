import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { usePlugin } from '../plugin/PluginContext.js';

/** A `t` bound to the rendering plugin's namespace, falling back to `common`. */
export function useT(): TFunction {
  const pluginId = usePlugin();
  const { t } = useTranslation(pluginId ? [pluginId, 'common'] : ['common']);
  return t as TFunction;
}
