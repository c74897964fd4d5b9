import { choicesOf, isFormField, referenceParentOf, widgetOf, type FieldDeclaration } from '@fleetdeck/model';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useChoices } from '../../data/useChoices.js';
import { useT } from '../../i18n/useT.js';
import { useEditContext } from '../EditContext.js';
import { isRequiredField } from '../entityFormValues.js';
import { useResourceT } from '../useResourceT.js';
import { FormCheckboxField } from './FormCheckboxField.js';
import { FormJsonField } from './FormJsonField.js';
import { FormSelectField, type SelectChoice } from './FormSelectField.js';
import { FormTextField } from './FormTextField.js';
import { useFloorChoices } from './useBuildingFloorChoices.js';

/**
 * Props of `EntityFields`.
 * @group Forms and resources
 * @example
 * ```tsx
 * const props: EntityFieldsProps<FloorCreate> = { form, only: ['name', 'index'] };
 * return <EntityFields {...props} />;
 * ```
 */
export interface EntityFieldsProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Only these fields, in this order; default every editable field in declared order. */
  only?: ReadonlyArray<string>;
  /** Fields drawn by the page instead (by name), or left out (null). */
  custom?: Readonly<Record<string, ReactNode | null>>;
}

interface FieldProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  name: string;
  declared: FieldDeclaration;
}

const FLOORS = '/buildings/:buildingId/floors';

function useReferenceChoices<V extends FieldValues>({ form, declared }: FieldProps<V>): SelectChoice[] {
  const parentField = referenceParentOf(declared);
  const parent = parentField ? form.watch(parentField as Path<V>) : undefined;
  const scope = declared.referenceScope ? form.watch(declared.referenceScope as Path<V>) : undefined;
  const path = declared.references ?? '';
  const parentId = Number(parent);
  const scopeId = Number(scope);
  const ready = !path.includes(':') || (Number.isInteger(parentId) && parentId > 0);
  const scoped = declared.referenceScope === undefined || (Number.isInteger(scopeId) && scopeId > 0);
  // Floors are ordered top floor first and labelled with their level; every other reference by name.
  const floors = useFloorChoices(path === FLOORS ? parent : undefined);
  const others = useChoices(path.replace(/:[A-Za-z]+/, String(ready ? parentId : 0)), {
    enabled: ready && scoped && path !== FLOORS && path !== '',
    ...(declared.referenceScope && scoped ? { where: { [declared.referenceScope]: scopeId } } : {}),
  });
  return path === FLOORS ? floors : others;
}

function ReferenceField<V extends FieldValues>(props: FieldProps<V> & { label: string; hint?: string }) {
  const rt = useResourceT();
  const choices = useReferenceChoices(props);
  return (
    <FormSelectField form={props.form} name={props.name as Path<V>} label={props.label} hint={props.hint} required={isRequiredField(props.declared)}
      numeric emptyLabel={rt('form.none')} choices={choices} />
  );
}

function EntityField<V extends FieldValues>({ form, name, declared, mode }: FieldProps<V> & { mode: 'create' | 'edit' }) {
  const t = useT();
  const rt = useResourceT();
  const label = t(declared.labelKey ?? `field.${name}`);
  const hint = declared.hintKey ? t(declared.hintKey) : undefined;
  const required = isRequiredField(declared);
  const path = name as Path<V>;
  // A write-only secret is never shown: a stored one is kept unless a new one is typed.
  if (declared.secret && mode === 'edit') return <FormTextField form={form} name={path} label={label} hint={rt('form.secretKeep')} type="password" autoComplete="new-password" />;
  if (declared.secret) return <FormTextField form={form} name={path} label={label} hint={hint} required={required} type="password" autoComplete="new-password" />;
  switch (widgetOf(declared)) {
    case 'reference':
      return <ReferenceField form={form} name={name} declared={declared} label={label} hint={hint} />;
    case 'select': {
      const values = choicesOf(declared.schema) ?? [];
      const prefix = declared.choiceKey ?? name;
      const choiceLabel = (value: string | number) => (prefix === false ? String(value) : t(`${prefix}.${String(value)}`));
      // A select with a starting value has no empty choice; one without needs it to show nothing is chosen yet.
      return (
        <FormSelectField form={form} name={path} label={label} hint={hint} required={required} numeric={values.every((value) => typeof value === 'number')}
          emptyLabel={declared.initial === undefined ? rt('form.none') : undefined}
          choices={values.map((value) => ({ value, label: choiceLabel(value) }))} />
      );
    }
    case 'checkbox':
      return <FormCheckboxField form={form} name={path} label={label} hint={hint} />;
    case 'json':
      return <FormJsonField form={form} name={path} label={label} hint={hint} required={required} allowEmpty={!required} rows={8}
        syntaxMessage={(line, column) => rt('form.jsonSyntax', { line, column })} />;
    case 'number':
      return <FormTextField form={form} name={path} label={label} hint={hint} required={required} numeric />;
    case 'multiline':
      return <FormTextField form={form} name={path} label={label} hint={hint} required={required} multiline />;
    case 'text':
      return <FormTextField form={form} name={path} label={label} hint={hint} required={required} autoComplete={declared.autoComplete}
        type={(declared.schema as { format?: unknown }).format === 'email' ? 'email' : undefined} />;
    default:
      return null;
  }
}

/**
 * The inputs of a resource's entity, drawn from its declaration: label `field.<name>` (or its `labelKey`), the widget
 * its schema or declaration names, required as the create body says, choices of a reference read
 * through the data layer. A page passes `custom` for the few fields it draws itself.
 *
 * @example
 * ```tsx
 * <ResourceEdit resource={deviceResource} id={id}>
 *   <ResourceForm>{(form) => <EntityFields form={form} custom={{ status: <StatusPicker form={form} /> }} />}</ResourceForm>
 * </ResourceEdit>
 * ```
 *
 * @group Forms and resources
 */
export function EntityFields<V extends FieldValues>({ form, only, custom }: EntityFieldsProps<V>) {
  const { resource, mode } = useEditContext();
  const entity = resource.entity;
  if (!entity) throw new Error(`EntityFields: resource "${resource.name}" was not declared from an entity (use defineEntityResource)`);
  const names = only ?? Object.keys(entity.fields);
  return (
    <>
      {names.map((name) => {
        if (custom && Object.hasOwn(custom, name)) return <span key={name} style={{ display: 'contents' }}>{custom[name]}</span>;
        const declared = entity.fields[name];
        if (!declared || !isFormField(declared, mode)) return null;
        return <EntityField key={name} form={form} name={name} declared={declared} mode={mode} />;
      })}
    </>
  );
}
