/** Elevator integration codes of spec §4. */
export const ElevatorCode = [0, 99, 100, 101, 102, 199, 200, 201, 202, 203, 300, 301, 302, 911, 912] as const;
export type ElevatorCode = (typeof ElevatorCode)[number];

/** Security-door codes of spec §4. */
export const SecurityDoorCode = [0, 1, 2, 3, 4, 5, 91, 92, 93, 94, 99] as const;
export type SecurityDoorCode = (typeof SecurityDoorCode)[number];

/** Rosbag record codes of spec §4. */
export const RosbagCode = ['r001', 'r002', 'r101', 'r102', 'r103', 'r104', 'r105', 'r201', 'r202', 'r203', 'r801', 'r802'] as const;
export type RosbagCode = (typeof RosbagCode)[number];
