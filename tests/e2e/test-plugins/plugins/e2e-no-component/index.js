// Test-only plugin: plugin.json declares route "main" but the bundle has no component for it.
/* global System -- SystemJS, provided by the host page */
System.register(['@fleetdeck/sdk'], function (_export) {
  var sdk;
  return {
    setters: [
      function (module) {
        sdk = module;
      },
    ],
    execute: function () {
      _export('default', sdk.definePlugin({ id: 'e2e-no-component', routes: {} }));
    },
  };
});
