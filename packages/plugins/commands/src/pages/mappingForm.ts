/** Values of the command mapping form; empty selects hold ''. */
export type MappingFormValues = {
  name: string;
  buildingId: number | '';
  commandListId: number | '';
  description: string;
  bindings: Array<{ key: string; command: string }>;
}

/** A new mapping's values. */
export const newMapping: MappingFormValues = { name: '', buildingId: '', commandListId: '', description: '', bindings: [] };

/** The API body: keys trimmed, a cleared description is ''. */
export function toMappingBody(values: MappingFormValues): Record<string, unknown> {
  return {
    ...values,
    description: values.description ?? '',
    bindings: (values.bindings ?? []).map((binding) => ({ key: binding.key.trim(), command: binding.command.trim() })),
  };
}
