import { Button, Card, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FilePreview, FormFileField, FormTextField, useFieldArray, useT, type UseFormReturn } from '@fleetdeck/sdk';
import type { KnowledgeFormValues } from './knowledgeForm.js';

const useStyles = makeStyles({ card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS }, actions: { display: 'flex', gap: tokens.spacingHorizontalM } });

/** The group's Q&A: question, answer and an optional image or video per entry; errors beside each field. */
export function QaSection({ form }: { form: UseFormReturn<KnowledgeFormValues> }) {
  const styles = useStyles();
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'qas' });
  return (
    <section aria-labelledby="knowledge-qas">
      <Subtitle2 as="h2" id="knowledge-qas">{t('knowledge.qas')}</Subtitle2>
      {fields.length === 0 ? <Text block>{t('knowledge.none')}</Text> : null}
      {fields.map((field, index) => {
        const number = index + 1;
        const fileId = form.watch(`qas.${index}.attachmentFileId`);
        const kind = form.watch(`qas.${index}.attachmentType`);
        return (
          <Card key={field.id} className={styles.card}>
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
