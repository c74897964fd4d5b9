import { useEffect } from 'react';
import { Button, Card, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { FilePreview, FormFileField, FormTextField, useFieldArray, useLocation, useT, type UseFormReturn } from '@fleetdeck/sdk';
import type { KnowledgeFormValues } from './knowledgeForm.js';
import { qaAnchor } from './qaEntryPath.js';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // The entry a chat answer links to (#qa-N) stands out from the others.
  // (A background, not an outline: the card drops its outline while it has the focus.)
  target: { backgroundColor: tokens.colorBrandBackground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/**
 * The group's Q&A: question, answer and an optional image or video per entry; errors beside each
 * field. Each entry is anchored (#qa-1, #qa-2, …) so a chat answer can link to the entry it came from.
 */
export function QaSection({ form }: { form: UseFormReturn<KnowledgeFormValues> }) {
  const styles = useStyles();
  const t = useT();
  const { hash } = useLocation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'qas' });
  const hasFields = fields.length > 0;
  useEffect(() => {
    // The entries arrive with the record, after the first render: scroll once they are there.
    if (!hasFields || !hash.startsWith('#qa-')) return;
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [hash, hasFields]);
  return (
    <section aria-labelledby="knowledge-qas">
      <Subtitle2 as="h2" id="knowledge-qas">{t('knowledge.qas')}</Subtitle2>
      {fields.length === 0 ? <Text block>{t('knowledge.none')}</Text> : null}
      {fields.map((field, index) => {
        const number = index + 1;
        const fileId = form.watch(`qas.${index}.attachmentFileId`);
        const kind = form.watch(`qas.${index}.attachmentType`);
        return (
          <Card key={field.id} id={qaAnchor(index)} tabIndex={-1} className={mergeClasses(styles.card, hash === `#${qaAnchor(index)}` && styles.target)}>
            <FormTextField form={form} name={`qas.${index}.question`} label={t('knowledge.question', { number })} required multiline />
            <FormTextField form={form} name={`qas.${index}.answer`} label={t('knowledge.answer', { number })} required multiline />
            <FormFileField form={form} name={`qas.${index}.attachmentFileId`} label={t('knowledge.attachment', { number })} kinds={['image', 'video']}
              onUploaded={(file) => form.setValue(`qas.${index}.attachmentType`, file.fileType, { shouldDirty: true })} />
            <FilePreview fileId={typeof fileId === 'number' ? fileId : null} kind={kind === 'video' ? 'video' : kind === 'image' ? 'image' : null}
              label={t('knowledge.preview', { number })} />
            <div className={styles.actions}>
              {typeof fileId === 'number' ? (
                <Button onClick={() => { form.setValue(`qas.${index}.attachmentFileId`, null, { shouldDirty: true }); form.setValue(`qas.${index}.attachmentType`, null); }}>
                  {t('knowledge.removeAttachment', { number })}
                </Button>
              ) : null}
              <Button onClick={() => remove(index)}>{t('knowledge.remove', { number })}</Button>
            </div>
          </Card>
        );
      })}
      <Button onClick={() => append({ question: '', answer: '', attachmentFileId: null, attachmentType: null })}>{t('knowledge.add')}</Button>
    </section>
  );
}
