import { useState } from 'react';
import { Button, Field, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import { useCommand } from '../shared/useCommand.js';
import { parseJsonWithPosition } from './commandJson.js';
import { checkCommand } from './commandValidator.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  ack: { margin: 0, padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground3, fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap' },
});

/** Sends any protocol command typed as JSON, after checking its syntax and shape, and shows the ack. */
export function CommandBox({ serialNo }: { serialNo: string }) {
  const styles = useStyles();
  const t = useT();
  const command = useCommand(serialNo);
  const [text, setText] = useState('{\n  "name": "speed",\n  "speed": "normal"\n}');
  const [error, setError] = useState<string | undefined>(undefined);
  const [answer, setAnswer] = useState<string | null>(null);

  const send = async () => {
    setAnswer(null);
    const parsed = parseJsonWithPosition(text);
    if (!parsed.ok) {
      const where = { line: parsed.line, column: parsed.column };
      setError(parsed.found === null ? t('console.syntaxErrorEnd', where) : t('console.syntaxError', { ...where, found: parsed.found }));
      return;
    }
    const checked = await checkCommand(parsed.value);
    if (!checked.ok) {
      const message = checked.issues
        .map((issue) => `${issue.path || '/'}: ${t(`validation.${issue.keyword}`, { limit: issue.limit, defaultValue: t('validation.invalid') })}`)
        .join('; ');
      setError(t('console.invalid', { message }));
      return;
    }
    setError(undefined);
    const ack = await command.run(checked.command);
    if (ack) setAnswer(JSON.stringify(ack, null, 2));
  };

  return (
    <section className={styles.root} aria-labelledby="console-command">
      <Subtitle2 as="h2" id="console-command">{t('console.command')}</Subtitle2>
      <Field label={t('console.command')} hint={t('console.commandHint')} validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Textarea value={text} rows={6} resize="vertical" spellCheck={false} onChange={(_, data) => setText(data.value)} />
      </Field>
      <div>
        <Button appearance="primary" disabled={command.pending} onClick={() => void send()}>{t('console.send')}</Button>
      </div>
      {answer ? (
        <div>
          <Subtitle2 as="h3">{t('console.ackTitle')}</Subtitle2>
          <pre className={styles.ack} data-testid="console-ack">{answer}</pre>
        </div>
      ) : null}
    </section>
  );
}
