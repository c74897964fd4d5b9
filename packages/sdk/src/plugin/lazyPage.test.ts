import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage, retryFailedPages, setChunkLoadPolicy } from './lazyPage.js';
import { PluginProvider } from './PluginContext.js';

/** Renders `element` to HTML once every suspended part settled; a failed load leaves the fallback. */
async function html(element: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement(Suspense, { fallback: 'loading' }, element), { onError: () => undefined });
  const decoder = new TextDecoder();
  let out = '';
  // A Node stream (prerenderToNodeStream); the SDK's DOM typings call it a web ReadableStream.
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>) out += decoder.decode(chunk, { stream: true });
  return out;
}

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `hello ${name}`);
}

afterEach(() => setChunkLoadPolicy((load) => load));

describe('lazyPage', () => {
  it('loads once and passes its props', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return Greeting;
    });
    expect(await html(createElement(Page, { name: 'Aoi' }))).toContain('hello Aoi');
    expect(await html(createElement(Page, { name: 'Ren' }))).toContain('hello Ren');
    expect(loads).toBe(1);
  });

  it('goes through the host policy with the plugin id of the area', async () => {
    const seen: Array<string | null> = [];
    setChunkLoadPolicy((load, pluginId) => {
      seen.push(pluginId);
      return load;
    });
    const Page = lazyPage(async () => Greeting);
    await html(createElement(PluginProvider, { id: 'auth', children: createElement(Page, { name: 'Aoi' }) }));
    expect(seen).toEqual(['auth']);
  });

  it('stays failed until the host retries, then loads again', async () => {
    let loads = 0;
    setChunkLoadPolicy((load) => load.then(() => Promise.reject(new Error('timed out'))));
    const Page = lazyPage(async () => {
      loads += 1;
      return Greeting;
    });
    // Server rendering reports the error and leaves the fallback where the page would be.
    expect(await html(createElement(Page, { name: 'Aoi' }))).not.toContain('hello');
    expect(await html(createElement(Page, { name: 'Aoi' }))).not.toContain('hello');
    expect(loads).toBe(1);

    setChunkLoadPolicy((load) => load);
    retryFailedPages();
    expect(await html(createElement(Page, { name: 'Aoi' }))).toContain('hello Aoi');
    expect(loads).toBe(2);
  });

  it('preloads before the first render, which then draws the page without suspending', async () => {
    const seen: Array<string | null> = [];
    setChunkLoadPolicy((load, pluginId) => {
      seen.push(pluginId);
      return load;
    });
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return Greeting;
    });
    const once = () => renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(Page, { name: 'Aoi' })));
    await Page.preload('maps');
    expect(once()).toContain('hello Aoi');
    expect(loads).toBe(1);
    expect(seen).toEqual(['maps']);
    const Unloaded = lazyPage(async () => Greeting);
    expect(renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(Unloaded, { name: 'Aoi' })))).toContain('loading');
  });

  it('answers a failed preload quietly and throws it where the page renders', async () => {
    setChunkLoadPolicy((load) => load.then(() => Promise.reject(new Error('timed out'))));
    const Page = lazyPage(async () => Greeting);
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(await html(createElement(Page, { name: 'Aoi' }))).not.toContain('hello');
  });
});
