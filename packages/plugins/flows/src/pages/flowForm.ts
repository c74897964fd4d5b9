/** Values of the flow form; empty selects hold ''. */
export type FlowFormValues = {
  name: string;
  buildingId: number | '';
  floorId: number | '';
  flowGroupId: number | '' | null;
  description: string;
  enabled: boolean;
  definition: string;
}

/** A new flow's values, in a building when one is chosen. */
export function newFlow(buildingId: number | ''): FlowFormValues {
  return { name: '', buildingId, floorId: '', flowGroupId: '', description: '', enabled: true, definition: '{\n  "steps": []\n}' };
}

/** The API body: no group chosen is null. */
export function toFlowBody(values: FlowFormValues): Record<string, unknown> {
  return { ...values, flowGroupId: typeof values.flowGroupId === 'number' ? values.flowGroupId : null, description: values.description ?? '' };
}
