import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeLoadFailure } from './loadFailureDetails.js';

const entry = 'http://console.test/plugins/demo/index.js';

afterEach(() => vi.unstubAllGlobals());

describe('describeLoadFailure', () => {
  it('names the bare specifier SystemJS could not resolve, without asking the server again', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const cause = new Error(`Unable to resolve bare specifier 'left-pad' from ${entry}`);
    expect(await describeLoadFailure(entry, cause)).toEqual({ url: entry, specifier: 'left-pad', message: cause.message });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives the address and HTTP status of the file SystemJS could not load', async () => {
    const chunk = 'http://console.test/plugins/demo/chunks/a.js';
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 404 })));
    const cause = new Error(`Error loading ${chunk} from ${entry}`);
    expect(await describeLoadFailure(entry, cause)).toEqual({ url: chunk, status: 404, message: cause.message });
  });

  it('keeps the message of a throw at module evaluation and does not fetch the entry', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await describeLoadFailure(entry, new Error('boom at import'))).toEqual({ url: entry, message: 'boom at import' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves the status out when the file answers, or nothing answers', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(await describeLoadFailure(entry, new Error(`Error loading ${entry}`))).toEqual({ url: entry, message: `Error loading ${entry}` });
  });
});
