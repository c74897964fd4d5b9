import { useId, useRef, useState } from 'react';
import { Button, Field, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { MAX_UPLOAD_BYTES, UploadContentTypes, type UploadedFile } from '@fleetdeck/model';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../data/HttpError.js';
import { fieldError } from './fieldError.js';
import { uploadFile } from './uploadFile.js';
import { formatNumber, formatPercent } from '../../format/formatters.js';
import { useLanguage } from '../../i18n/language.js';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hidden: { display: 'none' },
});

/**
 * The sentences a file field shows, in the plugin's language.
 * @group Forms and resources
 * @example
 * ```ts
 * const texts: FileFieldTexts = {
 *   choose: t('choose'), uploading: (percent) => t('uploading', { percent }), tooLarge: t('tooLarge'), badType: t('badType'),
 *   failed: t('uploadFailed'), current: (name, size) => `${name} (${Math.ceil(size / 1024)} KB)`,
 * };
 * ```
 */
export interface FileFieldTexts {
  choose: string;
  /** "Uploading… 40%"; receives the percentage (0 to 100). */
  uploading: (percent: number) => string;
  tooLarge: string;
  badType: string;
  failed: string;
  /** The chosen file's line, e.g. "map.png (12 KB)". */
  current: (name: string, size: number) => string;
}

/**
 * Props of `FormFileField`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const props: FormFileFieldProps<{ fileId: number }> = { form, name: 'fileId', label: t('image'), kinds: ['image'], onUploaded: (file) => setPreviewId(file.id) };
 * return <FormFileField {...props} />;
 * ```
 */
export interface FormFileFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form field holding the uploaded file's id. */
  name: Path<T>;
  label: string;
  /** Which kinds of file are accepted. */
  kinds: ReadonlyArray<'image' | 'video'>;
  /** The field's sentences; by default the SDK's own `upload.*` strings in the user's language. */
  texts?: FileFieldTexts;
  required?: boolean;
  hint?: string;
  /** Name and size of the file already stored (edit screens). */
  initial?: { name: string; size: number } | null;
  /** After a successful upload (e.g. to set the file type from the upload). */
  onUploaded?: (file: UploadedFile) => void;
}

/**
 * A file chooser that uploads at once to `/api/files` with a progress bar and stores the answered
 * file id in the form; size and type are checked before sending, the server checks them again.
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * <FormFileField form={form} name="fileId" label={t('file')} kinds={['image', 'video']} required />
 * ```
 */
export function FormFileField<T extends FieldValues>({ form, name, label, kinds, texts: givenTexts, required, hint, initial, onUploaded }: FormFileFieldProps<T>) {
  const styles = useStyles();
  const defaultTexts = useDefaultFileTexts();
  const texts = givenTexts ?? defaultTexts;
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(initial ?? null);
  const accepted: string[] = kinds.flatMap((kind) => [...UploadContentTypes[kind]]);
  const error = problem ?? fieldError(form.formState.errors, name);
  // Field wires its message to a Fluent input child only; here the control is a button in a row,
  // so the message is tied to it by id for screen readers.
  const messageId = useId();

  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const choose = async (file: File | undefined) => {
          if (!file) return;
          setProblem(undefined);
          if (file.size > MAX_UPLOAD_BYTES) return setProblem(texts.tooLarge);
          if (!accepted.includes(file.type)) return setProblem(texts.badType);
          setPercent(0);
          try {
            const uploaded = await uploadFile(file, ({ loaded, total }) => setPercent(total > 0 ? Math.round((loaded / total) * 100) : 0));
            setChosen({ name: uploaded.name, size: uploaded.size });
            field.onChange(uploaded.id);
            form.clearErrors(name);
            onUploaded?.(uploaded);
          } catch (failure) {
            const code = isHttpError(failure) ? failure.details[0]?.code : undefined;
            setProblem(code === 'maxSize' ? texts.tooLarge : code === 'contentType' ? texts.badType : texts.failed);
          } finally {
            setPercent(null);
            if (input.current) input.current.value = '';
          }
        };
        return (
          <Field label={label} required={required} hint={hint} validationMessage={error ? { id: messageId, children: error } : undefined} validationState={error ? 'error' : 'none'}>
            <div className={styles.row}>
              <input
                ref={input}
                className={styles.hidden}
                type="file"
                accept={accepted.join(',')}
                aria-label={label}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
              <Button
                ref={field.ref}
                onClick={() => input.current?.click()}
                disabled={percent !== null}
                onBlur={field.onBlur}
                aria-label={`${label}: ${texts.choose}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? messageId : undefined}
              >
                {texts.choose}
              </Button>
              {chosen && field.value ? <Text>{texts.current(chosen.name, chosen.size)}</Text> : null}
            </div>
            {percent !== null ? <ProgressBar value={percent / 100} aria-label={texts.uploading(percent)} /> : null}
            {percent !== null ? <Text aria-live="polite">{texts.uploading(percent)}</Text> : null}
          </Field>
        );
      }}
    />
  );
}

/** The SDK's own upload sentences (namespace `common`), so plugins need not repeat them. */
function useDefaultFileTexts(): FileFieldTexts {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return {
    choose: t('upload.choose'),
    uploading: (percent) => t('upload.uploading', { percent: formatPercent(percent / 100, language) }),
    tooLarge: t('upload.tooLarge'),
    badType: t('upload.badType'),
    failed: t('upload.failed'),
    current: (name, size) => t('upload.current', { name, size: formatNumber(Math.max(1, Math.round(size / 1024)), {}, language) }),
  };
}
