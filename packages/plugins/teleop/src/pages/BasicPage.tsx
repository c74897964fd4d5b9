import { makeStyles, tokens } from '@fluentui/react-components';
import { PageLayout, useLiveRobot, useParams, useQuery, useRobotCamera, useT } from '@fleetdeck/sdk';
import type { RobotRecord, SpeechText } from '@fleetdeck/model';
import { CameraView } from '../camera/CameraView.js';
import { useDriving } from '../drive/useDriving.js';
import { NoticeList, useRobotEventNotices } from '../notices/NoticeList.js';
import { FlowPanel } from '../panels/FlowPanel.js';
import { RobotStatusPanel } from '../panels/RobotStatusPanel.js';
import { SpeechPanel } from '../panels/SpeechPanel.js';
import { SafetyBar } from '../panels/SafetyBar.js';
import { StopButton } from '../panels/StopButton.js';
import { RobotPageFrame } from './RobotPageFrame.js';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))', gap: tokens.spacingHorizontalXXL, alignItems: 'start' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** app/basic/{serialNo}: the simple operator app (camera, stop, preset speech, flow start, battery and status). */
export function BasicPage() {
  const { serialNo = '' } = useParams();
  return (
    <RobotPageFrame serialNo={serialNo} titleKey="page.basic">
      {(record) => <BasicScreen record={record} />}
    </RobotPageFrame>
  );
}

function BasicScreen({ record }: { record: RobotRecord }) {
  const styles = useStyles();
  const t = useT();
  const serialNo = record.serialNo;
  const { robot, status } = useLiveRobot(serialNo);
  const view = useRobotCamera(serialNo, 'v1');
  useRobotEventNotices(serialNo);
  // The simple app does not drive; the hook gives it Space/Esc and the same immediate stop.
  const driving = useDriving(serialNo, true, false);
  const building = useQuery<{ speechTexts?: SpeechText[] }>(`/buildings/${record.buildingId}`);
  const presets = building.data?.speechTexts?.map((s) => s.text) ?? [];
  const commandsDisabled = status !== 'open' || robot?.connection !== 'online';
  const name = robot?.name ?? record.name;
  return (
    <PageLayout title={t('page.basic', { name })}>
      <SafetyBar>
        <StopButton onStop={driving.stopNow} />
        <RobotStatusPanel robot={robot} status={status} showPose={false} />
      </SafetyBar>
      <NoticeList />
      <div className={styles.grid}>
        <div className={styles.column}>
          <CameraView view={view} name={name} />
        </div>
        <div className={styles.column}>
          <SpeechPanel serialNo={serialNo} presets={presets} disabled={commandsDisabled} />
          <FlowPanel serialNo={serialNo} buildingId={record.buildingId} robot={robot} disabled={commandsDisabled} allowStop={false} />
        </div>
      </div>
    </PageLayout>
  );
}
