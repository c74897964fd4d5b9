import { Button } from '@fluentui/react-components';
import {
  FormSelectField, FormTextField, LocalizedRuleErrors, ResourceEdit, ResourceForm, ResourceList, useBuildingChoices, useChoices, useFieldArray, useParams,
  useResourceT, useT, type UseFormReturn,
} from '@fleetdeck/sdk';
import { commandMappingResource } from '../resources/commandResources.js';
import { newMapping, toMappingBody, type MappingFormValues } from './mappingForm.js';

/** /command-mapping/list */
export function MappingListPage() {
  return <ResourceList resource={commandMappingResource} />;
}

function commandListLabel(row: { name: string; mode: number }): string {
  return `${row.name} (${row.mode})`;
}

function useCommandListChoices(buildingId: unknown) {
  const id = Number(buildingId);
  const enabled = Number.isInteger(id) && id > 0;
  return useChoices<{ id: number; name: string; mode: number }>('/command-lists', { where: { buildingId: enabled ? id : 0 }, label: commandListLabel, enabled });
}

function BindingRows({ form }: { form: UseFormReturn<MappingFormValues> }) {
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

function MappingFields({ form }: { form: UseFormReturn<MappingFormValues> }) {
  const t = useT();
  const rt = useResourceT();
  const buildingId = form.watch('buildingId');
  const buildings = useBuildingChoices();
  const lists = useCommandListChoices(buildingId);
  return (
    <>
      <LocalizedRuleErrors form={form} messages={{ notInBuilding: t('rules.notInBuilding'), notFound: t('rules.notFound'), keyTaken: t('rules.keyTaken') }} />
      <FormTextField form={form} name="name" label={t('mapping.name')} required />
      <FormSelectField form={form} name="buildingId" label={t('mapping.buildingId')} required numeric emptyLabel={rt('form.none')} choices={buildings} />
      <FormSelectField form={form} name="commandListId" label={t('mapping.commandListId')} required numeric emptyLabel={rt('form.none')} choices={lists} />
      <FormTextField form={form} name="description" label={t('mapping.description')} multiline />
      <BindingRows form={form} />
    </>
  );
}

/** /command-mapping/create and /command-mapping/:id */
export function MappingEditPage() {
  const { id } = useParams();
  return (
    <ResourceEdit resource={commandMappingResource} id={id}>
      <ResourceForm<MappingFormValues> defaultValues={newMapping} toBody={toMappingBody}>
        {(form) => <MappingFields form={form} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
