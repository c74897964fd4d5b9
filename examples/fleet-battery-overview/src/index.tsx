import { addPluginTranslations, PluginProvider } from '@fleetdeck/sdk';
import { BatteryOverviewPage } from './BatteryOverviewPage.js';
import { en, ja } from './i18n.js';

// A custom view brings its own strings; useT() reads this namespace inside the provider below.
addPluginTranslations('fleet-battery-overview', { ja, en });

/** The custom view, named by custom-view.json's "component". */
export function FleetBatteryOverview() {
  return (
    <PluginProvider id="fleet-battery-overview">
      <BatteryOverviewPage />
    </PluginProvider>
  );
}
