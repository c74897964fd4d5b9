// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage, useLazyReady } from './lazyPage.js';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('useLazyReady', () => {
  it('keeps the page around a lazy part on screen while its code loads, then draws the part', async () => {
    let release: () => void = () => undefined;
    const Part = lazyPage(() => new Promise<typeof Greeting>((resolve) => (release = () => resolve(Greeting))));
    function Page() {
      const ready = useLazyReady(Part);
      return <main>{ready ? <Part name="Aoi" /> : <span>waiting for the part</span>}</main>;
    }
    render(<Page />);
    expect(screen.getByText('waiting for the part')).toBeTruthy();
    release();
    expect(await screen.findByText('hello Aoi')).toBeTruthy();
    expect(Part.isLoaded()).toBe(true);
  });

  it('answers true at once for code already loaded', async () => {
    const Part = lazyPage(async () => Greeting);
    await Part.preload();
    function Page() {
      return <p>{useLazyReady(Part) ? 'ready' : 'not yet'}</p>;
    }
    render(<Page />);
    expect(screen.getByText('ready')).toBeTruthy();
  });
});
