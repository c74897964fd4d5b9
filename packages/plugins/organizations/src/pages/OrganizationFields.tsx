import { EntityFields, FormSelectField, useCan, useChoices, useResourceT, useT, type FieldValues, type UseFormReturn } from '@fleetdeck/sdk';

/** The parent choice: never the organization itself; only those who may create a top organization may leave it empty (the server checks the same). */
function ParentField({ form, selfId }: { form: UseFormReturn<FieldValues>; selfId?: number }) {
  const t = useT();
  const rt = useResourceT();
  const organizations = useChoices('/organizations', { exceptId: selfId });
  const topLevel = useCan('organizations', 'topLevel').can;
  return <FormSelectField form={form} name="parentId" label={t('field.parentId')} required={!topLevel} numeric emptyLabel={rt('form.none')} choices={organizations} />;
}

/** The organization's fields from its declaration, the parent drawn for who may choose none. */
export function OrganizationFields({ form, selfId }: { form: UseFormReturn<FieldValues>; selfId?: number }) {
  return <EntityFields form={form} custom={{ parentId: <ParentField form={form} selfId={selfId} /> }} />;
}
