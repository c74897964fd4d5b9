import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Spinner, Subtitle2,
} from '@fluentui/react-components';
import { CheckItemType, type CheckItemInspectionPictures, type CropSetting, type MarkerType } from '@fleetdeck/model';
import { api, useCan, useEditContext, useInvalidate, useQuery, useT } from '@fleetdeck/sdk';
import { readSettings, withSettings, type Rect, type ThermalArea } from './inspectionSettings.js';
import { ThermalAreaSection } from './ThermalAreaSection.js';

// The marker detectors (js-aruco2, jsQR) are most of the plugin's bytes: they load when the dialog
// first shows a photo, not with every check-item page.
const CropSection = lazy(() => import('./CropSection.js').then((m) => ({ default: m.CropSection })));

/**
 * The check item settings dialog (§2): on the newest photo a robot took of the item, the crop its
 * ArUco markers or QR code define (or one drawn by hand without markers); on the newest thermal
 * frame, the named areas to read. Saved into the item's settings JSON.
 */
export function InspectionSettingsDialog() {
  const t = useT();
  const { record } = useEditContext();
  const mayEdit = useCan('checkItems', 'update').can;
  const invalidate = useInvalidate();
  const [open, setOpenState] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Closing gives focus back to the button that opened it, as a trigger would.
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    if (!next) requestAnimationFrame(() => opener.current?.focus());
  }, []);
  const id = record?.id;
  const pictures = useQuery<CheckItemInspectionPictures>(`/check-items/${String(id)}/inspection-pictures`, { enabled: open && id !== undefined });
  const saved = readSettings(typeof record?.json === 'string' ? record.json : '{}');
  const [drawn, setDrawn] = useState<Rect | null>(saved.crop?.mode === 'none' ? saved.crop.rect : null);
  const [crop, setCrop] = useState<CropSetting | null>(null);
  const [areas, setAreas] = useState<ThermalArea[]>(saved.thermalAreas ?? []);
  const [error, setError] = useState(false);
  const onCrop = useCallback((next: CropSetting | null) => setCrop(next), []);
  if (!record || id === undefined) return null;
  const thermal = record.type === CheckItemType.thermal;
  const markerType = (typeof record.markerType === 'string' ? record.markerType : 'none') as MarkerType;
  const save = async () => {
    setError(false);
    try {
      const json = withSettings(String(record.json ?? '{}'), { ...(crop ? { crop } : {}), thermalAreas: areas });
      await api.patch(`/check-items/${String(id)}`, { json });
      invalidate('/check-items');
      setOpen(false);
    } catch {
      setError(true);
    }
  };
  const body = () => {
    if (pictures.loading || !pictures.data) return <Spinner size="small" label={t('photo.loading')} />;
    const { photo, thermal: frame } = pictures.data;
    return (
      <>
        {!thermal ? (
          <section>
            <Subtitle2 as="h3">{t(`settings.cropTitle.${markerType}`)}</Subtitle2>
            {photo ? (
              <Suspense fallback={<Spinner size="small" label={t('photo.loading')} />}>
                <CropSection fileId={photo.fileId} markerType={markerType} drawn={drawn} onDraw={setDrawn} onCrop={onCrop} />
              </Suspense>
            ) : <MessageBar><MessageBarBody>{t('settings.noPhoto')}</MessageBarBody></MessageBar>}
          </section>
        ) : null}
        <section>
          <Subtitle2 as="h3">{t('settings.thermalTitle')}</Subtitle2>
          {frame ? <ThermalAreaSection fileId={frame.fileId} areas={areas} onChange={setAreas} /> : <MessageBar><MessageBarBody>{t('settings.noThermal')}</MessageBarBody></MessageBar>}
        </section>
        {error ? <MessageBar intent="error"><MessageBarBody>{t('settings.saveError')}</MessageBarBody></MessageBar> : null}
      </>
    );
  };
  // The dialog is mounted only while open: a closed Fluent Dialog with its trigger leaves focus
  // bumpers at the body's edges, inside aria-hidden, on every page visited afterwards (axe).
  return (
    <>
      <Button ref={opener} onClick={() => setOpen(true)}>{t('settings.open')}</Button>
      {open ? (
        <Dialog open onOpenChange={(_, data) => setOpen(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t('settings.title')}</DialogTitle>
              <DialogContent>{body()}</DialogContent>
              <DialogActions>
                <Button onClick={() => setOpen(false)}>{t('settings.close')}</Button>
                {mayEdit ? <Button appearance="primary" onClick={() => void save()}>{t('settings.save')}</Button> : null}
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </>
  );
}
