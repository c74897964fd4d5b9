import { useApiObjectUrl } from '@fleetdeck/sdk';
import { useEffect, useState } from 'react';

/** The floor's robot map as an image element Konva can draw (undefined while loading or without a map). */
export function useMapImage(floorId: number, hasMap: boolean): HTMLImageElement | undefined {
  const { url } = useApiObjectUrl(hasMap ? `/floors/${floorId}/map/image.png` : null);
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
