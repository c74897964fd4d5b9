// Test-only plugin: healthy code; the fault is in how it is served or declared (plugin.json asks for an SDK range this SDK does not satisfy).
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
      _export('default', sdk.definePlugin({ id: 'e2e-sdk-range', routes: { main: FaultPage } }));
    },
  };
});
