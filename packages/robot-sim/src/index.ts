// Public API of @fleetdeck/robot-sim: the server embeds a fleet for `fleetdeck serve --sim N`.
export { startFleet } from './fleet.js';
export type { Fleet, FleetOptions } from './fleet.js';
export { startFleetInWorker, FleetWorkerMessage } from './worker-fleet.js';
export type { WorkerFleet, FleetWorkerOptions } from './worker-fleet.js';
export { RobotConnection } from './robot-connection.js';
export type { RobotCredential, ConnectionState, RobotConnectionOptions } from './robot-connection.js';
export { SimRobot, Speeds } from './sim-robot.js';
export type { SimRobotOptions, SimRobotOutput } from './sim-robot.js';
export { readCredentialsFile } from './credentials-file.js';
export { renderCameraView, CameraViewSize } from './camera-view.js';
// The console's built-in meter reader reads the gauges this simulator draws (it knows their dial).
export { decodePhoto, readGaugePhoto } from './gauge-reader.js';
export { cropPhoto } from './crop-photo.js';
export type { GaugeReading, GreyPicture } from './gauge-reader.js';
