import type { ChatMessageRecord } from '@fleetdeck/model';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { EntityFields, ResourceEdit, ResourceForm, useEditContext, useFormat, useParams, useT } from '@fleetdeck/sdk';
import { chatResource } from '../resources/guideResources.js';
import { Conversation } from './Conversation.js';

const useStyles = makeStyles({ facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 } });

function ChatFacts() {
  const styles = useStyles();
  const t = useT();
  const format = useFormat();
  const { record } = useEditContext();
  if (!record) return null;
  const facts: Array<[string, string]> = [
    ['field.startedAt', format.dateTime(record.startedAt)],
    ['field.robotSerialNo', String(record.robotSerialNo)],
    ['field.location', String(record.location)],
    ['field.message', String(record.message)],
    ['field.score', format.number(typeof record.score === 'number' ? record.score : null)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([key, value]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt><Text weight="semibold">{t(key)}</Text></dt>
          <dd style={{ margin: 0 }}><Text>{value}</Text></dd>
        </div>
      ))}
    </dl>
  );
}

/** /guide/chats/:id: what the robot reported, its notes (admins edit them), the conversation and test chat. */
export function ChatDetailPage() {
  const { id } = useParams();
  return (
    <ResourceEdit
      resource={chatResource}
      id={id}
      below={(record) => <Conversation chatId={Number(record.id)} initial={(record.messages ?? []) as ChatMessageRecord[]} />}
    >
      <ChatFacts />
      <ResourceForm>{(form) => <EntityFields form={form} />}</ResourceForm>
    </ResourceEdit>
  );
}
