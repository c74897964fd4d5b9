// Test-only plugin: its page throws while rendering.
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
      function ThrowingPage() {
        throw new Error('e2e-throws: this page always fails to render');
      }
      _export('default', sdk.definePlugin({ id: 'e2e-throws', routes: { main: ThrowingPage } }));
    },
  };
});
