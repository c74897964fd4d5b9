import { useState } from 'react';
import { Badge, Button, Field, Subtitle2, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CHAT_MESSAGE_MAX, type ChatMessageRecord, type ChatTestExchange } from '@fleetdeck/model';
import { api, isHttpError, showAlert, useT } from '@fleetdeck/sdk';
import { AnswerDetails } from './AnswerDetails.js';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, listStyle: 'none', padding: 0 },
  line: { padding: tokens.spacingVerticalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  robot: { backgroundColor: tokens.colorBrandBackground2 },
  send: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '720px' },
});

/**
 * The chat's conversation, oldest first, and the test chat: the message is answered from the
 * building's knowledge groups, and the answer shows its score, summary and Q&A entry.
 */
export function Conversation({ chatId, initial }: { chatId: number; initial: ChatMessageRecord[] }) {
  const styles = useStyles();
  const t = useT();
  const [messages, setMessages] = useState(initial);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const tooLong = text.length > CHAT_MESSAGE_MAX;

  const send = async () => {
    if (tooLong || text.trim() === '') return;
    setError(undefined);
    try {
      const { reply, ...question } = await api.post<ChatTestExchange>(`/chats/${chatId}/test-messages`, { text });
      setMessages((list) => [...list, question, reply]);
      setText('');
      showAlert({ type: 'success', message: t('chat.sent') });
    } catch (failure) {
      const code = isHttpError(failure) ? failure.details[0]?.code : undefined;
      setError(code === 'maxLength' ? t('chat.tooLong', { limit: CHAT_MESSAGE_MAX }) : t('chat.sendFailed'));
    }
  };

  const shown = error ?? (tooLong ? t('chat.tooLong', { limit: CHAT_MESSAGE_MAX }) : undefined);
  return (
    <>
      <section aria-labelledby="chat-conversation">
        <Subtitle2 as="h2" id="chat-conversation">{t('chat.conversation')}</Subtitle2>
        {messages.length === 0 ? <Text block>{t('chat.noMessages')}</Text> : null}
        <ol className={styles.list} data-testid="chat-conversation">
          {messages.map((message) => (
            <li key={message.id} className={message.speaker === 'robot' ? `${styles.line} ${styles.robot}` : styles.line}>
              <Text weight="semibold">{t(message.speaker === 'robot' ? 'chat.robot' : 'chat.user')}</Text>{' '}
              {message.test ? <Badge appearance="outline">{t('chat.test')}</Badge> : null}
              <Text block>{message.text}</Text>
              {message.speaker === 'robot' ? <AnswerDetails message={message} /> : null}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="chat-test" className={styles.send}>
        <Subtitle2 as="h2" id="chat-test">{t('chat.testChat')}</Subtitle2>
        <Text>{t('chat.answersFrom')}</Text>
        <Field label={t('chat.testMessage')} validationMessage={shown} validationState={shown ? 'error' : 'none'} hint={`${text.length} / ${CHAT_MESSAGE_MAX}`}>
          <Textarea value={text} onChange={(_event, data) => setText(data.value)} resize="vertical" />
        </Field>
        <Button appearance="primary" disabled={tooLong || text.trim() === ''} onClick={() => void send()}>{t('chat.send')}</Button>
      </section>
    </>
  );
}
