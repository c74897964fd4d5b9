import { Button, Checkbox } from '@fluentui/react-components';
import {
  Controller, EntityFields, FormSelectField, ResourceEdit, ResourceForm, ResourceList, useFieldArray, useParams, useQuery,
  useResourceT, useT, type FieldValues, type UseFormReturn,
} from '@fleetdeck/sdk';
import { poseNetworkResource } from '../resources/poseResources.js';

type NetworkForm = UseFormReturn<FieldValues>;
type PoseChoice = { id: number; name: string };

/** /pose-network/list */
export function NetworkListPage() {
  return <ResourceList resource={poseNetworkResource} />;
}

function usePosesOnFloor(floorId: unknown): PoseChoice[] {
  const id = Number(floorId);
  const enabled = Number.isInteger(id) && id > 0;
  const { data } = useQuery<PoseChoice[]>('/poses', {
    query: { filter: { where: { floorId: enabled ? id : 0 }, order: ['name ASC'], limit: 500, fields: ['id', 'name'] } },
    enabled,
  });
  return enabled ? (data ?? []) : [];
}

/** The poses of the chosen floor, each a checkbox: checked ones are the network's nodes. */
function NodesField({ form, poses }: { form: NetworkForm; poses: PoseChoice[] }) {
  const t = useT();
  return (
    <Controller
      control={form.control}
      name="nodes"
      render={({ field }) => {
        const nodes = field.value as number[];
        return (
          // A Field gives its one control the field's id; several checkboxes need their own ids, so a fieldset groups them.
          <fieldset>
            <legend>{t('field.nodes')}</legend>
            <p>{t('hint.nodes')}</p>
            {poses.length === 0 ? <p>{t('noPoses')}</p> : null}
            {poses.map((pose) => (
              <Checkbox
                key={pose.id}
                label={pose.name}
                checked={nodes.includes(pose.id)}
                onChange={(_event, data) => field.onChange(data.checked ? [...nodes, pose.id] : nodes.filter((node) => node !== pose.id))}
              />
            ))}
          </fieldset>
        );
      }}
    />
  );
}

/** The connections between the network's poses, one pair of selects each. */
function EdgesField({ form, poses }: { form: NetworkForm; poses: PoseChoice[] }) {
  const t = useT();
  const rt = useResourceT();
  const chosen = new Set(form.watch('nodes') as number[]);
  const choices = poses.filter((pose) => chosen.has(pose.id)).map((pose) => ({ value: pose.id, label: pose.name }));
  const edges = useFieldArray({ control: form.control, name: 'edges' });
  return (
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
  );
}

function NetworkFields({ form }: { form: NetworkForm }) {
  const poses = usePosesOnFloor(form.watch('floorId'));
  return <EntityFields form={form} custom={{ nodes: <NodesField form={form} poses={poses} />, edges: <EdgesField form={form} poses={poses} /> }} />;
}

/** /pose-network/create and /pose-network/:id: poses of one floor and the connections between them. */
export function NetworkEditPage() {
  const { id } = useParams();
  const t = useT();
  const messages = { poseNotOnFloor: t('rules.poseNotOnFloor'), edgeNodeMissing: t('rules.edgeNodeMissing'), edgeLoop: t('rules.edgeLoop') };
  return (
    <ResourceEdit resource={poseNetworkResource} id={id}>
      <ResourceForm messages={messages}>{(form) => <NetworkFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}
