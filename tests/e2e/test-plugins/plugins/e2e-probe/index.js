// Test-only plugin for the host's browser tests: each page says which one it is.
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
      var h = React.createElement;

      function page(title) {
        return function ProbePage() {
          return h('main', null, h('h1', null, title));
        };
      }

      // A real authenticated write that changes nothing: term id 0 is never current, so a valid
      // session gets 400, a revoked one 401 and a blocked address 403. Tests may intercept it to
      // control how long the write takes and how it ends.
      function WritePage() {
        var state = React.useState('idle');
        var status = state[0];
        var setStatus = state[1];
        function save() {
          setStatus('saving');
          sdk.api.post('/my/term-agreements', { termIds: [0] }).then(
            function () {
              setStatus('saved');
            },
            function (error) {
              setStatus('failed: ' + (error && error.status));
            },
          );
        }
        return h(
          'main',
          null,
          h('h1', null, 'Probe write'),
          h('button', { type: 'button', onClick: save }, 'Save'),
          h('p', { 'data-testid': 'write-status' }, status),
        );
      }

      _export(
        'default',
        sdk.definePlugin({
          id: 'e2e-probe',
          routes: {
            probe: page('Probe page'),
            admin: page('Probe admin page'),
            system: page('Probe system page'),
            write: WritePage,
            open: page('Probe public page'),
          },
          i18n: { en: { menu: { probe: 'Probe' } }, ja: { menu: { probe: 'プローブ' } } },
        }),
      );
    },
  };
});
