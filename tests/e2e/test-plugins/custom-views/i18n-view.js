// Test-only custom view: loads its own strings into the namespace named by its view id and
// reads them back with the SDK's useT(), which works only inside <PluginProvider id={view.id}>.
/* global System -- SystemJS, provided by the host page */
System.register(['react', '@fleetdeck/sdk'], function (_export) {
  var React;
  var sdk;
  return {
    setters: [
      function (module) {
        React = module;
      },
      function (module) {
        sdk = module;
      },
    ],
    execute: function () {
      sdk.addPluginTranslations('i18n-view', {
        en: { heading: 'Strings of the i18n view' },
        ja: { heading: 'i18nビューの文言' },
      });
      _export('I18nView', function I18nView() {
        var t = sdk.useT();
        return React.createElement(
          'main',
          null,
          React.createElement('h1', null, t('heading')),
          React.createElement('p', { 'data-testid': 'view-plugin-id' }, String(sdk.usePlugin())),
        );
      });
    },
  };
});
