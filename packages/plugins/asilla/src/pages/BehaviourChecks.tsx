import { AsillaBehaviour } from '@fleetdeck/model';
import { Checkbox, Label } from '@fluentui/react-components';
import { Controller, useT, type UseFormReturn } from '@fleetdeck/sdk';
import type { AsillaFormValues } from './asillaForm.js';

/** One checkbox per detectable behaviour (§3), stored as the list of the checked ones in §3's order. */
export function BehaviourChecks({ form }: { form: UseFormReturn<AsillaFormValues> }) {
  const t = useT();
  return (
    <Controller
      control={form.control}
      name="behaviours"
      render={({ field }) => {
        const checked = new Set(field.value);
        const toggle = (behaviour: AsillaBehaviour, on: boolean) => {
          if (on) checked.add(behaviour);
          else checked.delete(behaviour);
          field.onChange(AsillaBehaviour.filter((b) => checked.has(b)));
        };
        return (
          // No Fluent Field around them: it would give every checkbox the same id.
          <div role="group" aria-labelledby="asilla-behaviours">
            <Label id="asilla-behaviours" style={{ display: 'block' }}>{t('field.behaviours')}</Label>
            {AsillaBehaviour.map((behaviour) => (
              <Checkbox key={behaviour} label={t(`behaviour.${behaviour}`)} checked={checked.has(behaviour)} onChange={(_event, data) => toggle(behaviour, data.checked === true)} />
            ))}
          </div>
        );
      }}
    />
  );
}
