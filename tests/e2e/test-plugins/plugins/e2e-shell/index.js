// Test-only plugin for the host's browser tests: PATCH and DELETE writes for the busy overlay,
// and a page behind a labs side-bar item for the labs confirmation.
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

      // Writes to a path no server route answers (404 when not intercepted), so nothing changes;
      // the tests intercept them to control how long each takes and how it ends.
      function EditPage() {
        var state = React.useState('idle');
        var status = state[0];
        var setStatus = state[1];
        function run(label, call) {
          setStatus(label + ' running');
          call().then(
            function () {
              setStatus(label + ' done');
            },
            function (error) {
              setStatus(label + ' failed: ' + (error && error.status));
            },
          );
        }
        return h(
          'main',
          null,
          h('h1', null, 'Probe edit'),
          h(
            'button',
            {
              type: 'button',
              onClick: function () {
                run('patch', function () {
                  return sdk.api.patch('/e2e-shell/thing', { name: 'x' });
                });
              },
            },
            'Update',
          ),
          h(
            'button',
            {
              type: 'button',
              onClick: function () {
                run('delete', function () {
                  return sdk.api.delete('/e2e-shell/thing');
                });
              },
            },
            'Delete',
          ),
          h('p', { 'data-testid': 'edit-status' }, status),
        );
      }

      function LabsPage() {
        return h('main', null, h('h1', null, 'Probe labs page'));
      }

      _export(
        'default',
        sdk.definePlugin({
          id: 'e2e-shell',
          routes: { edit: EditPage, labs: LabsPage },
          i18n: { en: { menu: { labs: 'Labs probe' } }, ja: { menu: { labs: 'ラボプローブ' } } },
        }),
      );
    },
  };
});
