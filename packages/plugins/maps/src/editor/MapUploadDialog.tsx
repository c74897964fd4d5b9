import { RuleMessages, type FloorMapAnswer } from '@fleetdeck/model';
import { api, failureMessage, showAlert, useLanguage, useResourceT, useT } from '@fleetdeck/sdk';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, Field, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';

const useStyles = makeStyles({ fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** Props of `MapUploadDialog`. */
export interface MapUploadDialogProps {
  floorId: number;
  onUploaded: (answer: FloorMapAnswer) => void;
}

/** Uploads a robot map as ROS map_server keeps it: its map.yaml and the PGM or PNG it names. */
export function MapUploadDialog({ floorId, onUploaded }: MapUploadDialogProps) {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [yaml, setYaml] = useState<File>();
  const [image, setImage] = useState<File>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!yaml) missing.yaml = RuleMessages.required[language];
    if (!image) missing.image = RuleMessages.required[language];
    setErrors(missing);
    if (!yaml || !image) return;
    const body = new FormData();
    body.append('yaml', yaml, yaml.name);
    body.append('image', image, image.name);
    setBusy(true);
    try {
      const answer = await api.put<FloorMapAnswer>(`/floors/${floorId}/map`, body);
      setOpen(false);
      showAlert({ type: 'success', message: t('editor.uploaded') });
      onUploaded(answer);
    } catch (error) {
      const details = (error as { details?: Array<{ path: string; message: string }> }).details ?? [];
      const byPart: Record<string, string> = {};
      for (const d of details) {
        const part = d.path.startsWith('yaml') ? 'yaml' : d.path.startsWith('image') ? 'image' : 'yaml';
        byPart[part] = [byPart[part], `${d.path.replace(/^yaml\.?/, '')} ${d.message}`.trim()].filter(Boolean).join('; ');
      }
      const failure = failureMessage('update', error);
      setErrors(Object.keys(byPart).length > 0 ? byPart : { yaml: [t('editor.uploadFailed'), rt(failure.key), failure.reason].filter(Boolean).join(' ') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('editor.uploadMap')}</Button>
      {/* Mounted only while open: a closed Fluent dialog leaves focusable guards inside aria-hidden. */}
      {open ? (
        <Dialog open onOpenChange={(_, data) => setOpen(data.open)}>
          <DialogSurface>
            <form noValidate onSubmit={(e) => void submit(e)}>
              <DialogBody>
                <DialogTitle>{t('editor.uploadMap')}</DialogTitle>
                <DialogContent className={styles.fields}>
                  <Field label={t('editor.uploadYaml')} required validationMessage={errors.yaml}>
                    {(props) => <input {...props} type="file" accept=".yaml,.yml,application/yaml,text/yaml" onChange={(e) => setYaml(e.target.files?.[0])} />}
                  </Field>
                  <Field label={t('editor.uploadImage')} required validationMessage={errors.image}>
                    {(props) => <input {...props} type="file" accept=".pgm,.png,image/png,image/x-portable-graymap" onChange={(e) => setImage(e.target.files?.[0])} />}
                  </Field>
                </DialogContent>
                <DialogActions>
                  <DialogTrigger disableButtonEnhancement>
                    <Button>{t('editor.cancel')}</Button>
                  </DialogTrigger>
                  <Button type="submit" appearance="primary" disabled={busy}>{t('editor.upload')}</Button>
                </DialogActions>
              </DialogBody>
            </form>
          </DialogSurface>
        </Dialog>
      ) : null}
    </>
  );
}
