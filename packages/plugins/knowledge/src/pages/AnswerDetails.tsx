import type { ChatMessageRecord } from '@fleetdeck/model';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Link, useFormat, useT } from '@fleetdeck/sdk';
import { qaEntryPath } from './qaEntryPath.js';

const useStyles = makeStyles({
  details: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`, margin: `${tokens.spacingVerticalXS} 0 0` },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** What an answer line carries besides its text: its score, summary and the Q&A entry it came from (a link to it). */
export function AnswerDetails({ message }: { message: ChatMessageRecord }) {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const { score, summary, source } = message;
  if (score === null && summary === null && source === null) return null;
  return (
    <dl className={styles.details}>
      {score !== null ? (
        <>
          <dt><Text size={200} weight="semibold">{t('field.score')}</Text></dt>
          <dd className={styles.value}><Text size={200}>{t('chat.scoreOf', { score: format.number(score) })}</Text></dd>
        </>
      ) : null}
      {summary !== null ? (
        <>
          <dt><Text size={200} weight="semibold">{t('field.summary')}</Text></dt>
          <dd className={styles.value}><Text size={200}>{summary}</Text></dd>
        </>
      ) : null}
      <dt><Text size={200} weight="semibold">{t('chat.source')}</Text></dt>
      <dd className={styles.value}>
        {source ? (
          <Link to={qaEntryPath(source)}>
            {t('chat.sourceEntry', { group: source.knowledgeGroupName, number: source.qaIndex + 1, question: source.question })}
          </Link>
        ) : (
          <Text size={200}>{t('chat.noSource')}</Text>
        )}
      </dd>
    </dl>
  );
}
