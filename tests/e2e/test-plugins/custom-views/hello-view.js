// Test-only custom view: a System.register module with one named component export.
/* global System -- SystemJS, provided by the host page */
System.register(['react'], function (_export) {
  var React;
  return {
    setters: [
      function (module) {
        React = module;
      },
    ],
    execute: function () {
      _export('HelloView', function HelloView() {
        return React.createElement(
          'main',
          { className: 'e2e-hello' },
          React.createElement('h1', null, 'Hello from a custom view'),
        );
      });
    },
  };
});
