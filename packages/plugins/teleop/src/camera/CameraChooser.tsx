import { Field, Select } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import { CameraId } from '@fleetdeck/model';

/** Which of the robot's §9 cameras the picture shows. */
export function CameraChooser({ camera, onChange }: { camera: string; onChange: (camera: string) => void }) {
  const t = useT();
  return (
    <Field label={t('camera.choose')}>
      <Select value={camera} onChange={(_, data) => onChange(data.value)}>
        {CameraId.map((id) => (
          <option key={id} value={id}>{t(`camera.ids.${id}`)}</option>
        ))}
      </Select>
    </Field>
  );
}
