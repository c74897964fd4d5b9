/** A robot's id and building, looked up when the stream does not know the robot yet. */
export interface RobotPlacement {
  id: number;
  buildingId: number;
}

/** REST look-ups of robots by serial number, shared while in flight and kept once found. */
export class RobotPlacements {
  private readonly found = new Map<string, Promise<RobotPlacement | null>>();

  constructor(private readonly lookupRobot: (serialNo: string) => Promise<RobotPlacement | null>) {}

  /** The robot's id and building; null when the user cannot see it or the look-up failed. */
  lookup(serialNo: string): Promise<RobotPlacement | null> {
    let placement = this.found.get(serialNo);
    if (!placement) {
      placement = this.lookupRobot(serialNo).catch(() => null);
      this.found.set(serialNo, placement);
      // A failed or empty answer may change (robot registered, network back): ask again next time.
      void placement.then((answer) => {
        if (!answer) this.found.delete(serialNo);
      });
    }
    return placement;
  }
}
