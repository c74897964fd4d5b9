/** Values of the command list form; empty selects hold ''. */
export type CommandFormValues = {
  name: string;
  buildingId: number | '';
  mode: number | '';
  memo: string;
  definition: string;
}

/** A new command list's values. */
export const newCommandList: CommandFormValues = { name: '', buildingId: '', mode: '', memo: '', definition: '{\n  "commands": []\n}' };

/** The API body: a cleared memo is ''. */
export function toCommandBody(values: CommandFormValues): Record<string, unknown> {
  return { ...values, memo: values.memo ?? '' };
}
