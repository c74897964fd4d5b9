import { Spinner } from '@fluentui/react-components';
import type { CommandListUsage } from '@fleetdeck/model';
import { ErrorPanel, Link, PageLayout, useParams, useQuery, useResourceT, useT } from '@fleetdeck/sdk';

function UserList({ title, items, path, none }: { title: string; items: Array<{ id: number; name: string }>; path: string; none: string }) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {items.length === 0 ? <p>{none}</p> : (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={`${path}/${item.id}`}>{item.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /command/usage/:id: the flows and work plans that refer to a command list, or a clear "not used". */
export function CommandUsagePage() {
  const { id = '' } = useParams();
  const t = useT();
  const rt = useResourceT();
  const list = useQuery<{ name: string }>(`/command-lists/${id}`);
  const usage = useQuery<CommandListUsage>(`/command-lists/${id}/usage`);
  const title = list.data ? `${t('title.usage')}: ${list.data.name}` : t('title.usage');
  let content;
  if (list.error ?? usage.error) content = <ErrorPanel title={title} message={rt('errors.fetchFailed')} onRetry={() => { list.reload(); usage.reload(); }} pluginId="commands" />;
  else if (!usage.data || !list.data) content = <Spinner label={rt('list.loading')} />;
  else if (usage.data.flows.length === 0 && usage.data.workPlans.length === 0) content = <p data-testid="command-usage">{t('usage.notUsed')}</p>;
  else {
    content = (
      <div data-testid="command-usage">
        <p>{t('usage.intro', { name: list.data.name })}</p>
        <UserList title={t('usage.flows')} items={usage.data.flows} path="/flow" none={t('usage.none')} />
        <UserList title={t('usage.workPlans')} items={usage.data.workPlans} path="/workplan" none={t('usage.none')} />
      </div>
    );
  }
  return (
    <PageLayout title={title}>
      <Link to={`/command/${id}`}>{t('usage.back')}</Link>
      {content}
    </PageLayout>
  );
}
