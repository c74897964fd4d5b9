import { Button, Switch } from '@fluentui/react-components';
import { api, showAlert, useCan, useListContext, useT, type ResourceRecord } from '@fleetdeck/sdk';

/** Move up, move down and the enabled switch of one flow (those the access policy lets move flows: organization administrators). */
export function FlowRowActions({ row }: { row: ResourceRecord }) {
  const t = useT();
  const list = useListContext();
  if (!useCan('flows', 'move').can) return null;
  const name = String(row.name);
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      showAlert({ type: 'success', message: t(done) });
    } catch {
      showAlert({ type: 'error', message: t('settings.failed') });
    }
    list.reload();
  };
  const move = (direction: 'up' | 'down') => run(() => api.post(`/flows/${String(row.id)}/move`, { direction }), 'settings.moved');
  return (
    <>
      <Button size="small" appearance="subtle" aria-label={t('settings.moveUp', { name })} title={t('settings.moveUp', { name })} onClick={() => void move('up')}>
        ↑
      </Button>
      <Button size="small" appearance="subtle" aria-label={t('settings.moveDown', { name })} title={t('settings.moveDown', { name })} onClick={() => void move('down')}>
        ↓
      </Button>
      <Switch
        aria-label={t('settings.enabledOf', { name })}
        checked={row.enabled === true}
        onChange={(_event, data) => void run(() => api.patch(`/flows/${String(row.id)}`, { enabled: data.checked }), 'settings.switched')}
      />
    </>
  );
}
