import { Subtitle2, Table, makeStyles, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import type { RobotLiveState } from '@fleetdeck/model';

const FIELDS = ['floorId', 'pose', 'velocity', 'battery', 'status', 'currentFlow', 'commandMode', 'speed', 'callIn', 'recording', 'errors', 'camera', 'ts'] as const;

// Raw JSON values (pose, battery) are long words; let them wrap inside the cell.
const useStyles = makeStyles({ value: { overflowWrap: 'anywhere' } });

const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Every live telemetry field of a robot, raw, as the system admin debugs with it. */
export function TelemetryTable({ robot }: { robot: RobotLiveState | undefined }) {
  const styles = useStyles();
  const t = useT();
  const telemetry = robot?.telemetry ?? null;
  const rows: Array<[string, string]> = [
    ['connection', show(robot?.connection)],
    ['lastCommunicationAt', robot?.lastCommunicationAt ? new Date(robot.lastCommunicationAt).toISOString() : '—'],
    ...FIELDS.map((field): [string, string] => [field, show(telemetry?.[field])]),
  ];
  return (
    <section aria-labelledby="console-telemetry">
      <Subtitle2 as="h2" id="console-telemetry">{t('console.telemetry')}</Subtitle2>
      <Table size="small" aria-labelledby="console-telemetry">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('console.field')}</TableHeaderCell>
            <TableHeaderCell>{t('console.value')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(([field, value]) => (
            <TableRow key={field}>
              <TableCell>{t(`console.fields.${field}`)}</TableCell>
              <TableCell className={styles.value} data-testid={`telemetry-${field}`}>
                <code>{value}</code>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
