// Test-only plugin: healthy code; the fault is in how it is served or declared (the test holds its request).
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
      function FaultPage() {
        return React.createElement('main', null, React.createElement('h1', null, 'Fault plugin rendered'));
      }
      _export('default', sdk.definePlugin({ id: 'e2e-hang', routes: { main: FaultPage } }));
    },
  };
});
