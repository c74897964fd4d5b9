import { ChatUpdate, type ChatMessageRecord } from '@fleetdeck/model';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { FormTextField, ResourceEdit, ResourceForm, useEditContext, useParams, useT } from '@fleetdeck/sdk';
import { chatResource } from '../resources/guideResources.js';
import { Conversation } from './Conversation.js';

type ChatFormValues = { summary: string; aiModel: string; additionalInstructions: string };
const defaults: ChatFormValues = { summary: '', aiModel: '', additionalInstructions: '' };

const useStyles = makeStyles({ facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 } });

function ChatFacts() {
  const styles = useStyles();
  const t = useT();
  const { record } = useEditContext();
  if (!record) return null;
  const facts: Array<[string, string]> = [
    ['chat.startedAt', new Date(String(record.startedAt)).toLocaleString()],
    ['chat.robotSerialNo', String(record.robotSerialNo)],
    ['chat.location', String(record.location)],
    ['chat.message', String(record.message)],
    ['chat.score', record.score === null ? '' : String(record.score)],
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
  const t = useT();
  return (
    <ResourceEdit
      resource={chatResource}
      id={id}
      below={(record) => <Conversation chatId={Number(record.id)} initial={(record.messages ?? []) as ChatMessageRecord[]} />}
    >
      <ChatFacts />
      <ResourceForm<ChatFormValues> defaultValues={defaults} formSchema={ChatUpdate}
        toBody={(values) => ({ summary: values.summary ?? '', aiModel: values.aiModel ?? '', additionalInstructions: values.additionalInstructions ?? '' })}>
        {(form) => (
          <>
            <FormTextField form={form} name="summary" label={t('chat.summary')} multiline />
            <FormTextField form={form} name="aiModel" label={t('chat.aiModel')} />
            <FormTextField form={form} name="additionalInstructions" label={t('chat.additionalInstructions')} multiline />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}
