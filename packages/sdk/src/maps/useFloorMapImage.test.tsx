// @vitest-environment happy-dom
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFloorMapImages } from './useFloorMapImage.js';

// The network and the image decoder are what this hook talks to: both are replaced here so the
// test decides when each answer arrives.
let requested: string[] = [];
const decoders = new Map<string, { resolve: () => void }>();

class ControlledImage {
  src = '';
  decode(): Promise<void> {
    return new Promise((resolve) => decoders.set(this.src, { resolve }));
  }
}

beforeEach(() => {
  requested = [];
  decoders.clear();
  vi.stubGlobal('fetch', (input: string) => {
    requested.push(new URL(input, 'http://console.test').pathname + new URL(input, 'http://console.test').search);
    return Promise.resolve(new Response(new Blob(['png']), { status: 200 }));
  });
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:image-${(next += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.stubGlobal('Image', ControlledImage);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Probe({ fileId, previewFileId, seen }: { fileId: number; previewFileId: number; seen: (answer: { preview?: unknown; full?: unknown }) => void }) {
  seen(useFloorMapImages(7, fileId, { previewFileId }));
  return null;
}

/** Decodes every image requested so far that is still waiting. */
async function decodeAll(): Promise<void> {
  await act(async () => {
    for (const [src, decoder] of decoders) {
      decoder.resolve();
      decoders.delete(src);
    }
  });
}

describe('useFloorMapImages', () => {
  it('fetches the full image only after the preview is decoded, also for a map replaced while shown', async () => {
    const answers: Array<{ preview?: unknown; full?: unknown }> = [];
    const { rerender } = render(<Probe fileId={1} previewFileId={11} seen={(answer) => answers.push(answer)} />);
    await waitFor(() => expect(decoders.size).toBe(1));
    expect(requested).toEqual(['/api/floors/7/map/preview.png?v=11']);
    await decodeAll();
    await waitFor(() => expect(requested).toContain('/api/floors/7/map/image.png?v=1'));
    await waitFor(() => expect(decoders.size).toBe(1));
    await decodeAll();
    await waitFor(() => expect(answers.at(-1)?.full).toBeDefined());

    // A new upload: its preview first again; the old images are not answered for the new map.
    requested = [];
    answers.length = 0;
    rerender(<Probe fileId={2} previewFileId={12} seen={(answer) => answers.push(answer)} />);
    expect(answers[0]).toEqual({ preview: undefined, full: undefined });
    await waitFor(() => expect(decoders.size).toBe(1));
    expect(requested).toEqual(['/api/floors/7/map/preview.png?v=12']);
    await decodeAll();
    await waitFor(() => expect(requested).toEqual(['/api/floors/7/map/preview.png?v=12', '/api/floors/7/map/image.png?v=2']));
  });
});
