import { useT, type FileFieldTexts } from '@fleetdeck/sdk';

/** The upload field's sentences in the current language. */
export function useFileTexts(): FileFieldTexts {
  const t = useT();
  return {
    choose: t('upload.choose'),
    uploading: (percent) => t('upload.uploading', { percent }),
    tooLarge: t('upload.tooLarge'),
    badType: t('upload.badType'),
    failed: t('upload.failed'),
    current: (name, size) => t('upload.current', { name, size: Math.max(1, Math.round(size / 1024)) }),
  };
}
