import { useEffect, useState } from 'react';

/** The pixels of a picture at `url` (an object URL), read through a canvas once it has loaded. */
export function useImageData(url: string | undefined): { image: ImageData | null; failed: boolean } {
  const [state, setState] = useState<{ image: ImageData | null; failed: boolean }>({ image: null, failed: false });
  useEffect(() => {
    setState({ image: null, failed: false });
    if (!url) return;
    let current = true;
    const element = new Image();
    element.onload = () => {
      if (!current) return;
      const canvas = document.createElement('canvas');
      canvas.width = element.naturalWidth;
      canvas.height = element.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) return setState({ image: null, failed: true });
      context.drawImage(element, 0, 0);
      setState({ image: context.getImageData(0, 0, canvas.width, canvas.height), failed: false });
    };
    element.onerror = () => {
      if (current) setState({ image: null, failed: true });
    };
    element.src = url;
    return () => {
      current = false;
    };
  }, [url]);
  return state;
}
