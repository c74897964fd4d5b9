import { useState } from 'react';
import { Button, Dropdown, Field, MessageBar, MessageBarActions, MessageBarBody, Option, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useFetchApi, useQuery, useT } from '@fleetdeck/sdk';
import { FLOW_WAYPOINTS_MAX, flowRoute, type FlowRecord, type RobotCommand, type RobotLiveState } from '@fleetdeck/model';
import { useCommand } from '../shared/useCommand.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** A flow as the list answers it (the list leaves out the definition). */
type FlowSummary = Pick<FlowRecord, 'id' | 'name'>;

/** Enabled flows of a building in the order flow/settings gives them. */
function flowsQuery(buildingId: number) {
  return { filter: { where: { buildingId, enabled: true }, order: ['sortOrder ASC', 'id ASC'], limit: 1000 } };
}

/** Flow start and stop: the operator picks one of the building's registered, enabled flows. */
export function FlowPanel({ serialNo, buildingId, robot, disabled, allowStop = true }: {
  serialNo: string;
  buildingId: number;
  robot: RobotLiveState | undefined;
  disabled: boolean;
  allowStop?: boolean;
}) {
  const styles = useStyles();
  const t = useT();
  const command = useCommand(serialNo);
  const flows = useQuery<FlowSummary[]>('/flows', { query: flowsQuery(buildingId) });
  const fetchApi = useFetchApi();
  const [flowId, setFlowId] = useState<number | null>(null);
  const [result, setResult] = useState('');
  const [error, setError] = useState('');
  const [reading, setReading] = useState(false);
  const running = robot?.telemetry?.currentFlow ?? null;
  const list = flows.data ?? [];
  const chosen = list.find((f) => f.id === flowId);

  const start = async (flow: FlowSummary) => {
    // The list has no definitions; read the chosen one now so its route is the registered one.
    setReading(true);
    let definition: string;
    try {
      definition = (await fetchApi<FlowRecord>(`/flows/${flow.id}`)).definition;
    } catch {
      setError(t('flow.readError', { name: flow.name }));
      return;
    } finally {
      setReading(false);
    }
    const route = flowRoute(definition);
    if (route.kind === 'invalid') {
      setError(t('flow.badRoute', { name: flow.name, max: FLOW_WAYPOINTS_MAX }));
      return;
    }
    const startCommand: RobotCommand = {
      name: 'flow', action: 'start', flowId: flow.id, flowName: flow.name, ...(route.kind === 'route' ? { waypoints: route.waypoints } : {}),
    };
    const ack = await command.run(startCommand);
    if (ack?.result === 'ok') setResult(t('flow.started', { name: flow.name }));
  };
  const stop = async () => {
    const ack = await command.run({ name: 'flow', action: 'stop' });
    if (ack?.result === 'ok') setResult(t('flow.stopped'));
  };
  const act = (action: () => Promise<void>) => {
    setResult('');
    setError('');
    void action();
  };

  return (
    <section className={styles.root} aria-labelledby="teleop-flow">
      <Subtitle2 as="h2" id="teleop-flow">{t('flow.region')}</Subtitle2>
      {flows.loading ? <Spinner size="tiny" label={t('flow.loading')} /> : null}
      {flows.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('flow.loadError')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={flows.reload}>{t('flow.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {flows.data && list.length === 0 ? <Text>{t('flow.none')}</Text> : null}
      {list.length > 0 ? (
        <Field label={t('flow.choose')}>
          <Dropdown
            placeholder={t('flow.placeholder')}
            value={chosen?.name ?? ''}
            selectedOptions={chosen ? [String(chosen.id)] : []}
            onOptionSelect={(_, data) => setFlowId(data.optionValue ? Number(data.optionValue) : null)}
          >
            {list.map((flow) => (
              <Option key={flow.id} value={String(flow.id)}>{flow.name}</Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
      <div className={styles.row}>
        <Button disabled={disabled || command.pending || reading || !chosen} onClick={() => chosen && act(() => start(chosen))}>{t('flow.start')}</Button>
        {allowStop ? (
          <Button disabled={disabled || command.pending || running === null} onClick={() => act(stop)}>{t('flow.stop')}</Button>
        ) : null}
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Text role="status">{result}</Text>
    </section>
  );
}
