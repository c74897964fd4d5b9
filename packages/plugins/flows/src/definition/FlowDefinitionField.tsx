import { useId, useMemo, useState } from 'react';
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { jsonSyntaxError, type JsonSyntaxError } from '@fleetdeck/model';
import { FormJsonField, useCan, useResourceT, useT, type FieldValues, type UseFormReturn } from '@fleetdeck/sdk';
import { EditorTabs } from './EditorTabs.js';
import { FlowStepList } from './FlowStepList.js';
import { readSteps, writeSteps, type FlowStep } from './flowSteps.js';
import { useStepChoices } from './useStepChoices.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type Mode = 'visual' | 'json';

/**
 * The flow definition in two tabs over the one JSON text of the form: the visual step list,
 * and the JSON editor for experts. Visual edits write the JSON; a JSON text with a syntax error
 * keeps the user in the JSON tab, with its line and column. Those who may only read see both at
 * once: the form disables its controls for them, tabs included.
 */
export function FlowDefinitionField({ form }: { form: UseFormReturn<FieldValues> }) {
  const t = useT();
  const rt = useResourceT();
  const styles = useStyles();
  const id = useId();
  const [chosen, setChosen] = useState<Mode>('visual');
  const [blocked, setBlocked] = useState<JsonSyntaxError | null>(null);
  const text: unknown = form.watch('definition');
  const choices = useStepChoices(form.watch('buildingId'), form.watch('floorId'));
  const syntax = useMemo(() => (typeof text === 'string' ? jsonSyntaxError(text) : null), [text]);
  const read = useMemo(() => (typeof text === 'string' && syntax === null ? readSteps(JSON.parse(text)) : null), [text, syntax]);
  // A text that does not parse can only be edited as JSON.
  const mode: Mode = syntax !== null ? 'json' : chosen;
  const formError = (form.formState.errors.definition as { message?: unknown } | undefined)?.message;
  const mayWrite = useCan('flows', 'update').can;

  const choose = (next: Mode) => {
    if (next === 'visual' && syntax !== null) {
      setBlocked(syntax);
      return;
    }
    setBlocked(null);
    setChosen(next);
  };
  const write = (steps: FlowStep[]) => {
    if (read === null || typeof read === 'string') return;
    form.setValue('definition', writeSteps({ definition: read.definition, steps }), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const jsonEditor = (
    <FormJsonField form={form} name="definition" label={t('field.definition')} hint={t('hint.definition')} required rows={12}
      syntaxMessage={(line, column) => rt('form.jsonSyntax', { line, column })} />
  );
  const visualEditor = read === null ? null : typeof read === 'string' ? (
    <MessageBar intent="warning">
      <MessageBarBody>{t(`editor.${read}`)}</MessageBarBody>
    </MessageBar>
  ) : (
    <>
      <FlowStepList steps={read.steps} choices={choices} onChange={write} />
      {typeof formError === 'string' ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );

  if (!mayWrite) {
    return (
      <div className={styles.root}>
        {visualEditor}
        {jsonEditor}
      </div>
    );
  }
  return (
    <div className={styles.root}>
      <EditorTabs<Mode> label={t('editor.modes')} selected={mode} panelId={`${id}-panel`} onSelect={choose}
        tabs={[{ value: 'visual', label: t('editor.visual'), id: `${id}-visual` }, { value: 'json', label: t('editor.json'), id: `${id}-json` }]} />
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${mode}`} className={styles.panel}>
        {mode === 'json' ? (
          <>
            {blocked && syntax ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{t('editor.fixJsonFirst', { line: syntax.line, column: syntax.column })}</MessageBarBody>
              </MessageBar>
            ) : null}
            {jsonEditor}
          </>
        ) : visualEditor}
      </div>
    </div>
  );
}
