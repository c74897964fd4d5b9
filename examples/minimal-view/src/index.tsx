import { Text } from '@fluentui/react-components';
import { addPluginTranslations, PageLayout, PluginProvider, useT } from '@fleetdeck/sdk';
import { en, ja } from './i18n.js';

// Loaded once when the console first imports the bundle; useT() reads this namespace below.
addPluginTranslations('minimal-view', { ja, en });

function MinimalPage() {
  const t = useT();
  return (
    <PageLayout title={t('title')}>
      <Text>{t('body')}</Text>
    </PageLayout>
  );
}

/** The custom view, named by custom-view.json's "component". */
export function MinimalView() {
  return (
    <PluginProvider id="minimal-view">
      <MinimalPage />
    </PluginProvider>
  );
}
