import { useState } from 'react';
import { Button, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Thermal, THERMAL_AREA_NAME_MAX } from '@fleetdeck/model';
import { useApiObjectUrl, useT } from '@fleetdeck/sdk';
import { AREA_NAME, withThermalArea, type Rect, type ThermalArea } from './inspectionSettings.js';
import { PictureCanvas } from './PictureCanvas.js';
import { useImageData } from './useImageData.js';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/**
 * The thermal half of the settings dialog: areas drawn on the newest thermal frame, each with an
 * alphanumeric name; a name used again overwrites its area, and beyond five the oldest goes (§5).
 */
export function ThermalAreaSection({ fileId, areas, onChange }: { fileId: number; areas: ThermalArea[]; onChange: (areas: ThermalArea[]) => void }) {
  const t = useT();
  const styles = useStyles();
  const { url, failed } = useApiObjectUrl(`/files/${fileId}`);
  const { image, failed: unreadable } = useImageData(url);
  const [drawn, setDrawn] = useState<Rect | null>(null);
  const [name, setName] = useState('');
  const nameProblem = name && !AREA_NAME.test(name) ? t('settings.areaName') : undefined;
  if (failed || unreadable) return <Text>{t('photo.imageError')}</Text>;
  if (!image) return <Spinner size="small" label={t('photo.loading')} />;
  const overlays = [
    ...areas.map((area) => ({ kind: 'rect' as const, rect: area, label: area.name, color: '#ffffff' })),
    ...(drawn ? [{ kind: 'rect' as const, rect: drawn, label: '', color: '#ffb900' }] : []),
  ];
  const add = () => {
    if (!drawn || !AREA_NAME.test(name)) return;
    onChange(withThermalArea(areas, { name, ...drawn }));
    setDrawn(null);
    setName('');
  };
  return (
    <>
      <PictureCanvas image={image} overlays={overlays} onDraw={setDrawn} label={t('settings.thermalLabel')} testId="settings-thermal" />
      <Text>{t('settings.drawArea', { max: Thermal.maxAreas })}</Text>
      <div className={styles.row}>
        <Field label={t('settings.areaNameLabel')} validationMessage={nameProblem}>
          <Input value={name} maxLength={THERMAL_AREA_NAME_MAX} onChange={(_, data) => setName(data.value)} />
        </Field>
        <Button disabled={!drawn || !name || Boolean(nameProblem)} onClick={add}>{t('settings.addArea')}</Button>
      </div>
      <ul className={styles.list} aria-label={t('settings.areas')}>
        {areas.map((area) => (
          <li key={area.name}>
            {t('settings.area', { ...area })}{' '}
            <Button size="small" appearance="subtle" onClick={() => onChange(areas.filter((a) => a.name !== area.name))}>{t('settings.removeArea', { name: area.name })}</Button>
          </li>
        ))}
      </ul>
    </>
  );
}
