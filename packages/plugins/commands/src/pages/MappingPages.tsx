import { Button } from '@fluentui/react-components';
import {
  EntityFields, FormSelectField, FormTextField, ResourceEdit, ResourceForm, ResourceList, useChoices, useFieldArray, useParams,
  useResourceT, useT, type FieldValues, type UseFormReturn,
} from '@fleetdeck/sdk';
import { commandMappingResource } from '../resources/commandResources.js';

/** /command-mapping/list */
export function MappingListPage() {
  return <ResourceList resource={commandMappingResource} />;
}

function commandListLabel(row: { name: string; mode: number }): string {
  return `${row.name} (${row.mode})`;
}

// The command lists of the chosen building only, each with its mode.
function useCommandListChoices(buildingId: unknown) {
  const id = Number(buildingId);
  const enabled = Number.isInteger(id) && id > 0;
  return useChoices<{ id: number; name: string; mode: number }>('/command-lists', { where: { buildingId: enabled ? id : 0 }, label: commandListLabel, enabled });
}

function BindingRows({ form }: { form: UseFormReturn<FieldValues> }) {
  const t = useT();
  const rows = useFieldArray({ control: form.control, name: 'bindings' });
  return (
    <fieldset>
      <legend>{t('mapping.bindings')}</legend>
      {rows.fields.length === 0 ? <p>{t('mapping.none')}</p> : null}
      {rows.fields.map((row, index) => (
        <div key={row.id} style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
          <FormTextField form={form} name={`bindings.${index}.key`} label={t('mapping.key', { number: index + 1 })} required />
          <FormTextField form={form} name={`bindings.${index}.command`} label={t('mapping.command', { number: index + 1 })} required />
          <Button type="button" onClick={() => rows.remove(index)}>{t('mapping.remove', { number: index + 1 })}</Button>
        </div>
      ))}
      <Button type="button" onClick={() => rows.append({ key: '', command: '' })}>{t('mapping.add')}</Button>
    </fieldset>
  );
}

// A key typed with spaces around it is the same key; the server compares trimmed keys too.
function trimmedBindings(values: FieldValues): object {
  const bindings = values.bindings as Array<{ key: string; command: string }> | undefined;
  return bindings ? { ...values, bindings: bindings.map((binding) => ({ key: binding.key.trim(), command: binding.command.trim() })) } : values;
}

function MappingFields({ form }: { form: UseFormReturn<FieldValues> }) {
  const t = useT();
  const rt = useResourceT();
  const lists = useCommandListChoices(form.watch('buildingId'));
  return (
    <EntityFields
      form={form}
      custom={{
        commandListId: (
          <FormSelectField form={form} name="commandListId" label={t('mapping.commandListId')} required numeric emptyLabel={rt('form.none')} choices={lists} />
        ),
        bindings: <BindingRows form={form} />,
      }}
    />
  );
}

/** /command-mapping/create and /command-mapping/:id */
export function MappingEditPage() {
  const { id } = useParams();
  const t = useT();
  return (
    <ResourceEdit resource={commandMappingResource} id={id}>
      <ResourceForm toBody={trimmedBindings} messages={{ keyTaken: t('rules.keyTaken') }}>{(form) => <MappingFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}
