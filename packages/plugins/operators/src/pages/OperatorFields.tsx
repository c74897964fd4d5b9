import { UserType, assignableOperatorTypes } from '@fleetdeck/model';
import {
  EntityFields, FormCheckboxField, FormSelectField, FormTextField, useCan, useChoices, useResourceT, useT, type FieldValues, type UseFormReturn,
} from '@fleetdeck/sdk';

interface Props {
  form: UseFormReturn<FieldValues>;
  mode: 'create' | 'edit';
}

/** Type choices follow the user's role (§6); an account of a type the user may not give keeps showing its type. */
function TypeField({ form }: Props) {
  const t = useT();
  const rt = useResourceT();
  const anyType = useCan('operators', 'assignAnyType').can;
  const orgAdmin = useCan('operators', 'assignOrgAdmin').can;
  const types: number[] = assignableOperatorTypes((action) => (action === 'assignAnyType' ? anyType : orgAdmin));
  const current: unknown = form.getValues('type');
  const choices = [...new Set(typeof current === 'number' ? [...types, current] : types)].map((value) => ({ value, label: t(`type.${value}`) }));
  return <FormSelectField form={form} name="type" label={t('field.type')} required numeric emptyLabel={rt('form.none')} choices={choices} />;
}

/** Buildings of the chosen organization only. */
function BuildingField({ form }: Props) {
  const t = useT();
  const rt = useResourceT();
  const organizationId: unknown = form.watch('organizationId');
  const buildings = useChoices('/buildings', { where: { organizationId }, enabled: typeof organizationId === 'number' });
  return (
    <FormSelectField form={form} name="buildingId" label={t('field.buildingId')} required numeric emptyLabel={rt('form.none')} choices={buildings}
      hint={typeof organizationId === 'number' ? undefined : t('field.chooseOrganizationFirst')} />
  );
}

/** Required on create; on edit an empty password keeps the current one. */
function PasswordField({ form, mode }: Props) {
  const t = useT();
  return (
    <FormTextField form={form} name="password" label={t('field.password')} type="password" autoComplete="new-password" required={mode === 'create'}
      hint={t(mode === 'create' ? 'field.passwordHint' : 'field.passwordKeepHint')} />
  );
}

/** The operator's fields from its declaration; type, building and password drawn by role and mode, the flow restriction for general operators only. */
export function OperatorFields(props: Props) {
  const t = useT();
  const type: unknown = props.form.watch('type');
  const restrict = type === UserType.general
    ? <FormCheckboxField form={props.form} name="restrictEditFlow" label={t('field.restrictEditFlow')} hint={t('field.restrictEditFlowHint')} />
    : null;
  return (
    <EntityFields form={props.form} custom={{
      type: <TypeField {...props} />,
      buildingId: <BuildingField {...props} />,
      password: <PasswordField {...props} />,
      restrictEditFlow: restrict,
    }} />
  );
}
