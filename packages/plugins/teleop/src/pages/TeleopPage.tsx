import { useEffect, useRef, useState } from 'react';
import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useLiveRobot, useParams, useRobotCamera, useT, type RobotCameraView } from '@fleetdeck/sdk';
import { CleaningRobotModels, TeleopCommandMode, type RobotRecord } from '@fleetdeck/model';
import { CameraChooser } from '../camera/CameraChooser.js';
import { CameraOverlay } from '../camera/CameraOverlay.js';
import { CameraView } from '../camera/CameraView.js';
import { DrivePad } from '../drive/DrivePad.js';
import { driveLockReason } from '../drive/driveLock.js';
import { ShortcutHelp } from '../drive/ShortcutHelp.js';
import { useDriving } from '../drive/useDriving.js';
import { FocusModeToggle } from '../focus/FocusModeToggle.js';
import { useTeleopFocusMode } from '../focus/useFocusMode.js';
import { PanelTabs, type PanelTab } from '../layout/PanelTabs.js';
import { TeleopLayout } from '../layout/TeleopLayout.js';
import { MiniMap } from '../map/MiniMap.js';
import { NoticeList, useRobotEventNotices } from '../notices/NoticeList.js';
import { CleaningPanel } from '../panels/CleaningPanel.js';
import { FlowPanel } from '../panels/FlowPanel.js';
import { MediaPanel } from '../panels/MediaPanel.js';
import { ModePanel } from '../panels/ModePanel.js';
import { RobotStatusPanel } from '../panels/RobotStatusPanel.js';
import { SentryPanel } from '../panels/SentryPanel.js';
import { SpeechPanel } from '../panels/SpeechPanel.js';
import { StopButton } from '../panels/StopButton.js';
import { StreamErrorBar } from '../panels/StreamErrorBar.js';
import { useNotices } from '../shared/notices.js';
import { useCommand } from '../shared/useCommand.js';
import { ThermalPanel } from '../thermal/ThermalPanel.js';
import { RobotPageFrame } from './RobotPageFrame.js';

const useStyles = makeStyles({
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
  const [camera, setCamera] = useState('v1');
  // Turned on while the robot's record still loads, so the first frame is already on its way when
  // the page is drawn (the operator's first look is at the camera). A robot out of the operator's
  // reach refuses it, and the page says the robot is not visible.
  const view = useRobotCamera(serialNo || null, camera);
  return (
    <RobotPageFrame serialNo={serialNo} titleKey="page.teleop">
      {(record) => <TeleopScreen record={record} routeModeValue={mode} camera={camera} onCameraChange={setCamera} view={view} />}
    </RobotPageFrame>
  );
}

function TeleopScreen({ record, routeModeValue, camera, onCameraChange: setCamera, view }: {
  record: RobotRecord;
  routeModeValue: string | undefined;
  camera: string;
  onCameraChange: (camera: string) => void;
  view: RobotCameraView;
}) {
  const styles = useStyles();
  const t = useT();
  const serialNo = record.serialNo;
  const { robot, status } = useLiveRobot(serialNo);
  const [tab, setTab] = useState('status');
  const focus = useTeleopFocusMode();
  const { notices } = useNotices();
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
  const telemetry = robot?.telemetry ?? null;
  const tabs: PanelTab[] = [
    { value: 'status', label: t('layout.tabs.status'), content: <RobotStatusPanel robot={robot} status={status} /> },
    { value: 'speech', label: t('layout.tabs.speech'), content: <SpeechPanel serialNo={serialNo} disabled={commandsDisabled} /> },
    { value: 'media', label: t('layout.tabs.media'), content: <MediaPanel serialNo={serialNo} robotId={record.id} robot={robot} disabled={commandsDisabled} /> },
    { value: 'flow', label: t('layout.tabs.flow'), content: <FlowPanel serialNo={serialNo} buildingId={record.buildingId} robot={robot} disabled={commandsDisabled} /> },
    {
      value: 'thermal',
      label: t('layout.tabs.thermal'),
      content: (
        <ThermalPanel serialNo={serialNo} robotId={record.id} robot={robot} disabled={commandsDisabled} active={tab === 'thermal'} onCameraChosen={setCamera} />
      ),
    },
    { value: 'mode', label: t('layout.tabs.mode'), content: <ModePanel serialNo={serialNo} robot={robot} /> },
    { value: 'sentry', label: t('layout.tabs.sentry'), content: <SentryPanel serialNo={serialNo} robot={robot} disabled={commandsDisabled} /> },
    ...(CleaningRobotModels.includes(record.model)
      ? [{ value: 'cleaning', label: t('layout.tabs.cleaning'), content: <CleaningPanel serialNo={serialNo} robot={robot} disabled={commandsDisabled} /> }]
      : []),
    {
      value: 'notices',
      label: notices.length > 0 ? t('layout.tabs.noticesCount', { count: notices.length }) : t('layout.tabs.notices'),
      content: <NoticeList />,
    },
  ];

  return (
    <TeleopLayout
      title={t('page.teleop', { name })}
      actions={<FocusModeToggle focus={focus} />}
      messages={
        <>
          <StreamErrorBar />
          {initialMode === null ? (
            <MessageBar intent="warning">
              <MessageBarBody>{t('page.badMode', { mode: routeModeValue ?? '' })}</MessageBarBody>
            </MessageBar>
          ) : null}
        </>
      }
      camera={<CameraView view={view} name={name} fill overlay={<CameraOverlay robot={robot} actions={<StopButton onStop={driving.stopNow} />} />} />}
      side={
        <>
          <Text role="status" className={lockReason ? styles.locked : styles.driveState} data-testid="drive-state">
            {lockReason
              ? t('drive.locked', { reason: t(`lock.${lockReason}`) })
              : driving.directions.length > 0
                ? t('drive.driving')
                : t('drive.ready')}
          </Text>
          <DrivePad driving={driving} locked={lockReason !== null} />
          <MiniMap key={telemetry?.floorId ?? 'none'} pose={telemetry?.pose ?? null} floorId={telemetry?.floorId ?? null} robotId={record.id} name={name} flow={telemetry?.currentFlow ?? null} navigation={telemetry?.navigation ?? null} poseHref={telemetry?.floorId ? `/editor/pose?building=${record.buildingId}&floor=${telemetry.floorId}&robot=${encodeURIComponent(serialNo)}` : null} />
          <CameraChooser camera={camera} onChange={setCamera} />
          <ShortcutHelp />
        </>
      }
      panels={<PanelTabs label={t('layout.panels')} tabs={tabs} initial="status" onSelect={setTab} />}
    />
  );
}
