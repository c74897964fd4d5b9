import { useEffect, useState } from 'react';
import { useApiObjectUrl } from '../data/useApiObjectUrl.js';

/**
 * A floor's robot map image, loaded for a canvas (undefined while loading or when `fileId`, the stored image's id, is null).
 *
 * @group Live robots
 * @example
 * ```tsx
 * const image = useFloorMapImage(floorId, mapAnswer.mapFileId);
 * return image ? <KonvaImage image={image} /> : null;
 * ```
 */
export function useFloorMapImage(floorId: number, fileId: number | null | undefined): HTMLImageElement | undefined {
  // The stored image's id in the address makes a new upload a new image, past the browser's cache.
  const { url } = useApiObjectUrl(fileId == null ? null : `/floors/${floorId}/map/image.png?v=${fileId}`);
  const [image, setImage] = useState<HTMLImageElement>();
  useEffect(() => {
    setImage(undefined);
    if (!url) return;
    const element = new window.Image();
    element.onload = () => setImage(element);
    element.src = url;
    return () => {
      element.onload = null;
    };
  }, [url]);
  return image;
}
