import { Spinner, Text, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFileObjectUrl } from './useFileObjectUrl.js';

const useStyles = makeStyles({ media: { maxWidth: '100%', maxHeight: '240px', display: 'block' } });

/**
 * Props of `FilePreview`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const props: FilePreviewProps = { fileId: record.fileId, kind: record.fileType, label: record.name };
 * return <FilePreview {...props} />;
 * ```
 */
export interface FilePreviewProps {
  fileId: number | null | undefined;
  kind: 'image' | 'video' | null | undefined;
  /** Accessible name of the image or video. */
  label: string;
  /** Shown when the file cannot be loaded (default: the SDK's `upload.previewFailed`). */
  failedText?: string;
}

/**
 * Shows an uploaded image or plays an uploaded video, loaded with the user's credentials.
 * @group Forms and resources
 * @example
 * ```tsx
 * <FilePreview fileId={record.fileId} kind="image" label={record.name} failedText={t('previewFailed')} />
 * ```
 */
export function FilePreview({ fileId, kind, label, failedText }: FilePreviewProps) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const { url, failed } = useFileObjectUrl(fileId);
  if (!fileId || !kind) return null;
  if (failed) return <Text>{failedText ?? t('upload.previewFailed')}</Text>;
  if (!url) return <Spinner size="tiny" />;
  return kind === 'video' ? <video className={styles.media} src={url} controls aria-label={label} /> : <img className={styles.media} src={url} alt={label} />;
}
