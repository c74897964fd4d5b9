import { useEffect, useMemo } from 'react';
import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { cropBesideQr, cropInsideMarkers, type CropSetting, type MarkerType } from '@fleetdeck/model';
import { useApiObjectUrl, useT } from '@fleetdeck/sdk';
import { detectArucoMarkers, detectQrCode } from './detectMarkers.js';
import type { Rect } from './inspectionSettings.js';
import { PictureCanvas, type Overlay } from './PictureCanvas.js';
import { useImageData } from './useImageData.js';

/** What the crop section found on the photo: the crop to save and what to draw. */
function findCrop(image: ImageData, markerType: MarkerType, drawn: Rect | null): { crop: CropSetting | null; rect: Rect | null; overlays: Overlay[]; found: string } {
  if (markerType === 'aruco') {
    const markers = detectArucoMarkers(image);
    const rect = cropInsideMarkers(markers);
    const overlays: Overlay[] = markers.map((m) => ({ kind: 'polygon', points: m.corners, label: `#${m.id}`, color: '#13a10e' }));
    if (rect) overlays.push({ kind: 'rect', rect, label: '', color: '#ffb900' });
    return { crop: rect ? { mode: 'aruco', markerIds: markers.map((m) => m.id) } : null, rect, overlays, found: markers.map((m) => m.id).join(', ') };
  }
  if (markerType === 'qr') {
    const code = detectQrCode(image);
    const rect = code ? cropBesideQr(code.corners, image.width, image.height) : null;
    const overlays: Overlay[] = code ? [{ kind: 'polygon', points: code.corners, label: code.text, color: '#13a10e' }] : [];
    if (rect) overlays.push({ kind: 'rect', rect, label: '', color: '#ffb900' });
    return { crop: rect ? { mode: 'qr' } : null, rect, overlays, found: code?.text ?? '' };
  }
  return { crop: drawn ? { mode: 'none', rect: drawn } : null, rect: drawn, overlays: drawn ? [{ kind: 'rect', rect: drawn, label: '', color: '#ffb900' }] : [], found: '' };
}

/**
 * The photo half of the settings dialog: the newest inspection photo with the ArUco markers or the
 * QR code found on it and the crop they define, or the crop the user draws when the item has no markers.
 */
export function CropSection({ fileId, markerType, drawn, onDraw, onCrop }: {
  fileId: number;
  markerType: MarkerType;
  drawn: Rect | null;
  onDraw: (rect: Rect) => void;
  onCrop: (crop: CropSetting | null) => void;
}) {
  const t = useT();
  const { url, failed } = useApiObjectUrl(`/files/${fileId}`);
  const { image, failed: unreadable } = useImageData(url);
  const result = useMemo(() => (image ? findCrop(image, markerType, drawn) : null), [image, markerType, drawn]);
  const crop = result?.crop ?? null;
  useEffect(() => onCrop(crop), [crop, onCrop]);
  if (failed || unreadable) return <Text>{t('photo.imageError')}</Text>;
  if (!image || !result) return <Spinner size="small" label={t('photo.loading')} />;
  return (
    <>
      <PictureCanvas image={image} overlays={result.overlays} onDraw={markerType === 'none' ? onDraw : undefined} label={t(`settings.photoLabel.${markerType}`)} testId="settings-photo" />
      {markerType === 'none' ? <Text>{t('settings.drawCrop')}</Text> : null}
      {markerType !== 'none' && result.found ? <Text data-testid="detected-markers">{t(`settings.found.${markerType}`, { found: result.found })}</Text> : null}
      {markerType !== 'none' && !result.found ? (
        <MessageBar intent="warning"><MessageBarBody>{t(`settings.notFound.${markerType}`)}</MessageBarBody></MessageBar>
      ) : null}
      {result.rect ? <Text data-testid="crop-size">{t('settings.crop', { ...result.rect })}</Text> : null}
    </>
  );
}
