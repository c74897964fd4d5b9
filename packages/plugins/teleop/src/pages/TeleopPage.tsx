import { useEffect, useRef, useState } from 'react';
import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PageLayout, useLiveRobot, useParams, useRobotCamera, useT } from '@fleetdeck/sdk';
import { CleaningRobotModels, TeleopCommandMode, type RobotRecord } from '@fleetdeck/model';
import { CameraView } from '../camera/CameraView.js';
import { CleaningPanel } from '../panels/CleaningPanel.js';
import { DrivePad } from '../drive/DrivePad.js';
import { driveLockReason } from '../drive/driveLock.js';
import { ShortcutHelp } from '../drive/ShortcutHelp.js';
import { useDriving } from '../drive/useDriving.js';
import { NoticeList, useRobotEventNotices } from '../notices/NoticeList.js';
import { FlowPanel } from '../panels/FlowPanel.js';
import { MediaPanel } from '../panels/MediaPanel.js';
import { ModePanel } from '../panels/ModePanel.js';
import { RobotStatusPanel } from '../panels/RobotStatusPanel.js';
import { SentryPanel } from '../panels/SentryPanel.js';
import { SpeechPanel } from '../panels/SpeechPanel.js';
import { SafetyBar } from '../panels/SafetyBar.js';
import { StopButton } from '../panels/StopButton.js';
import { useCommand } from '../shared/useCommand.js';
import { ThermalPanel } from '../thermal/ThermalPanel.js';
import { RobotPageFrame } from './RobotPageFrame.js';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))', gap: tokens.spacingHorizontalXXL, alignItems: 'start' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  driveState: { fontWeight: tokens.fontWeightSemibold },
  locked: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** Parses the route's `{mode}`: 1 to 4, else null. */
function routeMode(value: string | undefined): TeleopCommandMode | null {
  const mode = Number(value);
  return TeleopCommandMode.find((m) => m === mode) ?? null;
}

/** app/tele-ope/{mode}/{serialNo}: drive one robot with its camera, safety first. */
export function TeleopPage() {
  const { serialNo = '', mode } = useParams();
  return (
    <RobotPageFrame serialNo={serialNo} titleKey="page.teleop">
      {(record) => <TeleopScreen record={record} routeModeValue={mode} />}
    </RobotPageFrame>
  );
}

function TeleopScreen({ record, routeModeValue }: { record: RobotRecord; routeModeValue: string | undefined }) {
  const styles = useStyles();
  const t = useT();
  const serialNo = record.serialNo;
  const { robot, status } = useLiveRobot(serialNo);
  const [camera, setCamera] = useState('v1');
  const view = useRobotCamera(serialNo, camera);
  useRobotEventNotices(serialNo);

  const lockInput = { streamStatus: status, robot, hasFrame: view.frameUrl !== undefined, stale: view.stale, lostLink: false };
  const driving = useDriving(serialNo, driveLockReason(lockInput) !== null);
  const lockReason = driveLockReason({ ...lockInput, lostLink: driving.lostLink });
  const commandsDisabled = status !== 'open' || robot?.connection !== 'online';

  // The route's mode is the robot's initial command mode: set once, when the robot first reports.
  const initialMode = routeMode(routeModeValue);
  const modeCommand = useCommand(serialNo);
  const modeSent = useRef(false);
  const telemetryMode = robot?.telemetry?.commandMode;
  const runMode = modeCommand.run;
  useEffect(() => {
    if (modeSent.current || initialMode === null || telemetryMode === undefined || commandsDisabled) return;
    modeSent.current = true;
    if (telemetryMode !== initialMode) void runMode({ name: 'commandMode', mode: initialMode });
  }, [initialMode, telemetryMode, commandsDisabled, runMode]);

  const name = robot?.name ?? record.name;
  return (
    <PageLayout title={t('page.teleop', { name })}>
      <SafetyBar>
        <StopButton onStop={driving.stopNow} />
        <RobotStatusPanel robot={robot} status={status} />
      </SafetyBar>
      {initialMode === null ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('page.badMode', { mode: routeModeValue ?? '' })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <NoticeList />
      <div className={styles.grid}>
        <div className={styles.column}>
          <CameraView view={view} name={name} camera={camera} onCameraChange={setCamera} />
          <Text role="status" className={lockReason ? styles.locked : styles.driveState} data-testid="drive-state">
            {lockReason
              ? t('drive.locked', { reason: t(`lock.${lockReason}`) })
              : driving.directions.length > 0
                ? t('drive.driving')
                : t('drive.ready')}
          </Text>
          <DrivePad driving={driving} locked={lockReason !== null} />
          <ShortcutHelp />
        </div>
        <div className={styles.column}>
          <ModePanel serialNo={serialNo} robot={robot} />
          <SentryPanel serialNo={serialNo} robot={robot} disabled={commandsDisabled} />
          {CleaningRobotModels.includes(record.model) ? <CleaningPanel serialNo={serialNo} robot={robot} disabled={commandsDisabled} /> : null}
          <SpeechPanel serialNo={serialNo} disabled={commandsDisabled} />
          <MediaPanel serialNo={serialNo} robotId={record.id} robot={robot} disabled={commandsDisabled} />
          <FlowPanel serialNo={serialNo} buildingId={record.buildingId} robot={robot} disabled={commandsDisabled} />
          <ThermalPanel serialNo={serialNo} robot={robot} disabled={commandsDisabled} onCameraChosen={setCamera} />
        </div>
      </div>
    </PageLayout>
  );
}
