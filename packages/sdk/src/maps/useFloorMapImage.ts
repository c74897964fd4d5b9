import { useEffect, useState } from 'react';
import { useApiObjectUrl } from '../data/useApiObjectUrl.js';

/**
 * Which of a floor's map images `useFloorMapImage` loads.
 * @group Live robots
 * @example
 * ```ts
 * // A map always drawn fitted to a small box needs no more than the preview.
 * const options: FloorMapImageOptions = { previewFileId: answer.mapPreviewFileId, detail: 'preview' };
 * ```
 */
export interface FloorMapImageOptions {
  /** The map's preview (`FloorMapAnswer.mapPreviewFileId`): a large map's small copy, answered first while the full image loads. */
  previewFileId?: number | null;
  /** `'full'` (the default): the preview while loading, then the full image; `'preview'`: only the preview, enough for a map always drawn fitted. */
  detail?: 'full' | 'preview';
}

/**
 * An image decoded off the main thread before it is answered, so drawing it first does not stall a
 * frame. The state names its address: in the render after the address changes, the previous
 * image (or failure) is not answered as this one's.
 */
function useDecodedImage(url: string | undefined): { image?: HTMLImageElement; failed: boolean } {
  const [state, setState] = useState<{ url?: string; image?: HTMLImageElement; failed: boolean }>({ failed: false });
  useEffect(() => {
    setState({ failed: false });
    if (!url) return;
    let current = true;
    const element = new window.Image();
    element.src = url;
    // decode() rejects for a broken image: nothing is drawn, as with an <img> that failed. A DOM
    // without decode() (a test's) answers on load.
    const decoded = typeof element.decode === 'function' ? element.decode() : new Promise((resolve) => (element.onload = resolve));
    decoded.then(
      () => current && setState({ url, image: element, failed: false }),
      () => current && setState({ url, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return url !== undefined && state.url === url ? state : { failed: false };
}

/**
 * A floor's robot map images as `useFloorMapImage` loads them, each once decoded: the preview (with
 * a `previewFileId`) and the full image. A canvas that keeps smaller copies of the map can take the
 * preview as its copy at that size instead of making one from the full image.
 *
 * @group Live robots
 * @example
 * ```tsx
 * const { preview, full } = useFloorMapImages(floorId, answer.mapFileId, { previewFileId: answer.mapPreviewFileId });
 * ```
 */
export function useFloorMapImages(floorId: number, fileId: number | null | undefined, options: FloorMapImageOptions = {}): { preview?: HTMLImageElement; full?: HTMLImageElement } {
  const previewId = fileId == null ? null : options.previewFileId ?? null;
  // The stored image's id in the address makes a new upload a new image, past the browser's cache.
  const previewUrl = useApiObjectUrl(previewId === null ? null : `/floors/${floorId}/map/preview.png?v=${previewId}`);
  const preview = useDecodedImage(previewUrl.url);
  // The full image is fetched once the preview is drawn (or failed): fetched together, its bytes
  // and decoding would slow the preview's, which is what the first paint waits for.
  const previewSettled = previewId === null || previewUrl.failed || preview.image !== undefined || preview.failed;
  const fullWanted = previewId === null || options.detail !== 'preview';
  const full = useDecodedImage(useApiObjectUrl(fileId == null || !fullWanted || !previewSettled ? null : `/floors/${floorId}/map/image.png?v=${fileId}`).url);
  return { preview: preview.image, full: full.image };
}

/**
 * A floor's robot map image, loaded for a canvas (undefined while loading or when `fileId`, the stored image's id, is null).
 * With a `previewFileId` the answer is the preview until the full image is decoded: draw it at the
 * map's size (`FloorMapAnswer.map`'s width × height), not at the image's own.
 *
 * @group Live robots
 * @example
 * ```tsx
 * const image = useFloorMapImage(floorId, mapAnswer.mapFileId, { previewFileId: mapAnswer.mapPreviewFileId });
 * return image && mapAnswer.map ? <KonvaImage image={image} width={mapAnswer.map.width} height={mapAnswer.map.height} /> : null;
 * ```
 */
export function useFloorMapImage(floorId: number, fileId: number | null | undefined, options: FloorMapImageOptions = {}): HTMLImageElement | undefined {
  const { preview, full } = useFloorMapImages(floorId, fileId, options);
  return full ?? preview;
}
