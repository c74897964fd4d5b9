import { describe, expect, it } from 'vitest';
import { failureDetailsText } from './failureDetailsText.js';
import { PluginLoadError } from './PluginLoadError.js';

const label = (key: string) => key.toUpperCase();

describe('failureDetailsText', () => {
  it('puts the message first, then one labelled line per known part of a load failure', () => {
    const error = new PluginLoadError('loadFailed', { id: 'demo' }, undefined, { url: 'http://c/x.js', status: 404, message: 'Error loading http://c/x.js' });
    expect(failureDetailsText(label, 'demo', 'The module "demo" could not be loaded.', error)).toBe(
      ['The module "demo" could not be loaded.', 'MODULE: demo', 'URL: http://c/x.js', 'STATUS: 404', 'MESSAGE: Error loading http://c/x.js'].join('\n'),
    );
  });

  it('names an unresolved specifier', () => {
    const error = new PluginLoadError('loadFailed', { id: 'demo' }, undefined, { specifier: 'left-pad' });
    expect(failureDetailsText(label, 'demo', 'm', error)).toBe('m\nMODULE: demo\nSPECIFIER: left-pad');
  });

  it('gives a render crash its message and stack', () => {
    const error = new Error('bad render');
    expect(failureDetailsText(label, 'demo', 'm', error)).toBe(`m\nMODULE: demo\nMESSAGE: bad render\n${error.stack}`);
  });
});
