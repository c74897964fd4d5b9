import type { MessagePage, MessageRecord } from '@fleetdeck/model';
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  ErrorPanel, PageLayout, ReadOnlyTable, RoutePager, api, failureMessage, formatDateTime, pageFromParam, showAlert, useParams, useQuery, useResourceT, useT,
} from '@fleetdeck/sdk';

const PAGE_SIZE = 20;
const useStyles = makeStyles({ bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' } });

/** /my/messages/:page: the user's messages, newest first, unread in bold; mark one or all as read. */
export function MessagesPage() {
  const styles = useStyles();
  const t = useT();
  const rt = useResourceT();
  const page = pageFromParam(useParams().page);
  const messages = useQuery<MessagePage>('/my/messages', { query: { page, pageSize: PAGE_SIZE } });

  const mark = async (path: string) => {
    try {
      await api.post(path, {});
      messages.reload();
    } catch (error) {
      const failure = failureMessage('update', error);
      showAlert({ type: 'error', message: [rt(failure.key), failure.reason].filter(Boolean).join(' ') });
    }
  };

  const unread = messages.data?.unread ?? 0;
  return (
    <PageLayout
      title={t('title.messages')}
      actions={
        <div className={styles.bar}>
          <Badge appearance="filled" color={unread > 0 ? 'danger' : 'informative'}>{t('messages.unreadCount', { count: unread })}</Badge>
          <Button disabled={unread === 0} onClick={() => void mark('/my/messages/read-all')}>
            {t('messages.markAllRead')}
          </Button>
        </div>
      }
    >
      {messages.error ? (
        <ErrorPanel title={t('title.messages')} message={rt('errors.fetchFailed')} onRetry={messages.reload} />
      ) : (
        <ReadOnlyTable<MessageRecord>
          label={t('title.messages')}
          testId="messages"
          rows={messages.data?.items ?? []}
          rowKey={(row) => row.id}
          emphasize={(row) => row.readAt === null}
          columns={[
            { id: 'createdAt', label: t('messages.receivedAt'), render: (row) => formatDateTime(row.createdAt) },
            { id: 'level', label: t('messages.level'), render: (row) => t(`levels.${String(row.level)}`) },
            { id: 'title', label: t('messages.subject'), render: (row) => row.title },
            { id: 'body', label: t('messages.body'), render: (row) => row.body },
            {
              id: 'read',
              label: t('messages.state'),
              render: (row) =>
                row.readAt === null ? (
                  <Button size="small" aria-label={`${t('messages.markRead')}: ${row.title}`} onClick={() => void mark(`/my/messages/${row.id}/read`)}>
                    {t('messages.markRead')}
                  </Button>
                ) : (
                  t('messages.read')
                ),
            },
          ]}
        />
      )}
      <RoutePager page={page} pageSize={PAGE_SIZE} total={messages.data?.total ?? 0} pathFor={(p) => `/my/messages/${p}`} />
    </PageLayout>
  );
}
