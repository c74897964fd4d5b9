import { Button, Checkbox } from '@fluentui/react-components';
import {
  Controller, FormSelectField, FormTextField, LocalizedRuleErrors, ResourceEdit, ResourceForm, ResourceList, useBuildingChoices, useFieldArray,
  useFloorChoices, useParams, useQuery, useResourceT, useT, type UseFormReturn,
} from '@fleetdeck/sdk';
import { poseNetworkResource } from '../resources/poseResources.js';

type NetworkFormValues = {
  name: string;
  buildingId: number | '';
  floorId: number | '';
  nodes: number[];
  edges: Array<{ from: number | ''; to: number | '' }>;
}

const newNetwork: NetworkFormValues = { name: '', buildingId: '', floorId: '', nodes: [], edges: [] };

/** /pose-network/list */
export function NetworkListPage() {
  return <ResourceList resource={poseNetworkResource} />;
}

function usePosesOnFloor(floorId: unknown) {
  const id = Number(floorId);
  const enabled = Number.isInteger(id) && id > 0;
  const { data } = useQuery<Array<{ id: number; name: string }>>('/poses', {
    query: { filter: { where: { floorId: enabled ? id : 0 }, order: ['name ASC'], limit: 500, fields: ['id', 'name'] } },
    enabled,
  });
  return enabled ? (data ?? []) : [];
}

function NetworkFields({ form }: { form: UseFormReturn<NetworkFormValues> }) {
  const t = useT();
  const rt = useResourceT();
  const buildings = useBuildingChoices();
  const floors = useFloorChoices(form.watch('buildingId'));
  const poses = usePosesOnFloor(form.watch('floorId'));
  const chosen = new Set(form.watch('nodes'));
  const choices = poses.filter((pose) => chosen.has(pose.id)).map((pose) => ({ value: pose.id, label: pose.name }));
  const edges = useFieldArray({ control: form.control, name: 'edges' });
  return (
    <>
      <LocalizedRuleErrors
        form={form}
        messages={{
          notInBuilding: t('rules.notInBuilding'), notFound: t('rules.notFound'), poseNotOnFloor: t('rules.poseNotOnFloor'),
          edgeNodeMissing: t('rules.edgeNodeMissing'), edgeLoop: t('rules.edgeLoop'),
        }}
      />
      <FormTextField form={form} name="name" label={t('field.networkName')} required />
      <FormSelectField form={form} name="buildingId" label={t('field.buildingId')} required numeric emptyLabel={rt('form.none')} choices={buildings} />
      <FormSelectField form={form} name="floorId" label={t('field.floorId')} required numeric emptyLabel={rt('form.none')} choices={floors} />
      <Controller
        control={form.control}
        name="nodes"
        render={({ field }) => (
          // A Field gives its one control the field's id; several checkboxes need their own ids, so a fieldset groups them.
          <fieldset>
            <legend>{t('field.nodes')}</legend>
            <p>{t('hint.nodes')}</p>
            {poses.length === 0 ? <p>{t('noPoses')}</p> : null}
            {poses.map((pose) => (
              <Checkbox
                key={pose.id}
                label={pose.name}
                checked={field.value.includes(pose.id)}
                onChange={(_event, data) => field.onChange(data.checked ? [...field.value, pose.id] : field.value.filter((node) => node !== pose.id))}
              />
            ))}
          </fieldset>
        )}
      />
      <fieldset>
        <legend>{t('field.edges')}</legend>
        {edges.fields.length === 0 ? <p>{t('edge.none')}</p> : null}
        {edges.fields.map((row, index) => (
          <div key={row.id} style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
            <FormSelectField form={form} name={`edges.${index}.from`} label={t('edge.from', { number: index + 1 })} required numeric emptyLabel={rt('form.none')} choices={choices} />
            <FormSelectField form={form} name={`edges.${index}.to`} label={t('edge.to', { number: index + 1 })} required numeric emptyLabel={rt('form.none')} choices={choices} />
            <Button type="button" onClick={() => edges.remove(index)}>{t('edge.remove', { number: index + 1 })}</Button>
          </div>
        ))}
        <Button type="button" onClick={() => edges.append({ from: '', to: '' })}>{t('edge.add')}</Button>
      </fieldset>
    </>
  );
}

/** /pose-network/create and /pose-network/:id: poses of one floor and the connections between them. */
export function NetworkEditPage() {
  const { id } = useParams();
  return (
    <ResourceEdit resource={poseNetworkResource} id={id}>
      <ResourceForm<NetworkFormValues> defaultValues={newNetwork}>
        {(form) => <NetworkFields form={form} />}
      </ResourceForm>
    </ResourceEdit>
  );
}
