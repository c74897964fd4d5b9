import { createContext, useContext, type ReactNode } from 'react';
import type { EditController } from './useEditController.js';
import type { ResourceRecord } from './resourceDefinition.js';

const EditContext = createContext<EditController | null>(null);

/**
 * Shares one edit controller with the form and actions under it.
 * @group Forms and resources
 * @example
 * ```tsx
 * const edit = useEditController(buildingResource, { id });
 * return (
 *   <EditContextProvider value={edit}>
 *     <ResourceForm>{(form) => <EntityFields form={form} />}</ResourceForm>
 *   </EditContextProvider>
 * );
 * ```
 */
export function EditContextProvider<T extends ResourceRecord>({ value, children }: { value: EditController<T>; children: ReactNode }) {
  return <EditContext.Provider value={value as unknown as EditController}>{children}</EditContext.Provider>;
}

/**
 * The edit controller of the nearest `EditContextProvider`.
 * @group Forms and resources
 * @example
 * ```tsx
 * function SaveState() {
 *   const { mode, record } = useEditContext<Building>();
 *   return <Text>{mode === 'create' ? t('new') : record?.name}</Text>;
 * }
 * ```
 */
export function useEditContext<T extends ResourceRecord = ResourceRecord>(): EditController<T> {
  const value = useContext(EditContext);
  if (!value) throw new Error('useEditContext: no record above this component (wrap it in <ResourceEdit> or <EditContextProvider>)');
  return value as unknown as EditController<T>;
}
