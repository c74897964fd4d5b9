import { useApiObjectUrl } from '@fleetdeck/sdk';
import { useEffect, useState } from 'react';

/** The floor's robot map as an image element Konva can draw (undefined while loading or without a map); `version` is the stored image's id. */
export function useMapImage(floorId: number, version: number | null): HTMLImageElement | undefined {
  // The version in the address makes a new upload a new image, past the browser's cache.
  const { url } = useApiObjectUrl(version === null ? null : `/floors/${floorId}/map/image.png?v=${version}`);
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
