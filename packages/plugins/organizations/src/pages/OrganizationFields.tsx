import { Field, Text } from '@fluentui/react-components';
import { EntityFields, FormSelectField, useCan, useChoices, useResourceT, useT, type FieldValues, type SelectChoice, type UseFormReturn } from '@fleetdeck/sdk';

/** The parent choice: never the organization itself; only those who may create a top organization may leave it empty (the server checks the same). */
function ParentField({ form, organizations }: { form: UseFormReturn<FieldValues>; organizations: SelectChoice[] }) {
  const t = useT();
  const rt = useResourceT();
  const topLevel = useCan('organizations', 'topLevel').can;
  return <FormSelectField form={form} name="parentId" label={t('field.parentId')} required={!topLevel} numeric emptyLabel={rt('form.none')} choices={organizations} />;
}

/**
 * The parent of the organization one belongs to, shown and not chosen: it is decided from above.
 * Its name when the parent is one the user sees; the parent of an organization admin's own
 * organization is their provider, which they do not see, and is named as such.
 */
function FixedParentFields({ form, organizations }: { form: UseFormReturn<FieldValues>; organizations: SelectChoice[] }) {
  const t = useT();
  const rt = useResourceT();
  const parentId = form.watch('parentId') as unknown;
  const parentRole = form.watch('parentRole') as unknown;
  const parentName = parentId === null || parentId === '' || parentId === undefined
    ? rt('form.none')
    : organizations.find((choice) => choice.value === parentId)?.label ?? t('field.parentManagedAbove');
  return (
    <>
      <Field label={t('field.parentId')} hint={t('field.parentFixedHint')}>
        <Text data-testid="organization-parent">{parentName}</Text>
      </Field>
      <Field label={t('field.parentRole')}>
        <Text data-testid="organization-parent-role">{t(`parentRole.${String(parentRole)}`)}</Text>
      </Field>
    </>
  );
}

/**
 * The organization's fields from its declaration, the parent drawn for who may choose none. On
 * one's own organization the parent and its role are shown read-only unless the policy lets the
 * user move their own organization (the server refuses the change the same way).
 */
export function OrganizationFields({ form, selfId, own = false }: { form: UseFormReturn<FieldValues>; selfId?: number; own?: boolean }) {
  const organizations = useChoices('/organizations', { exceptId: selfId });
  const movesOwn = useCan('organizations', 'moveOwn').can;
  const fixed = own && !movesOwn;
  const custom = fixed
    ? { parentId: <FixedParentFields form={form} organizations={organizations} />, parentRole: null }
    : { parentId: <ParentField form={form} organizations={organizations} /> };
  return <EntityFields form={form} custom={custom} />;
}
