import type { AckMessage, CameraId, EventMessage, GuideQuestionMessage } from '@fleetdeck/model';
import type { Inspect, Pose } from './robot-state.js';

/** Where a simulated robot sends what it has to say. */
export interface SimRobotOutput {
  ack(ack: AckMessage): void;
  event(event: EventMessage): void;
  /** Something an operator watches changed; send telemetry now rather than at the next second. */
  changed(): void;
  /** A photo was taken for command `seq`: send the picture (before the command's ack, which follows at once). */
  photo?(photo: SimPhoto): void;
  /** A guide model asks the server what to answer a visitor. */
  question?(question: GuideQuestionMessage): void;
  /** The robot reached a check item of its flow: send its pictures and readings. */
  inspect?(visit: SimInspection): void;
}

/** A check item the robot stands at: which one, how to picture it, which waypoint, where and when. */
export interface SimInspection extends Inspect {
  waypoint: number;
  pose: Pose;
  at: number;
}

/** A photo a simulated robot takes: which command asked, with which camera, when and where. */
export interface SimPhoto {
  seq: number;
  camera: CameraId;
  takenAt: number;
  pose: Pose;
}

/** The robot's end of its output: what it says while offline goes nowhere, and acks are shaped here. */
export class OutputLink {
  private output: SimRobotOutput | null = null;

  /** Connects the link to an output, or to none (null) while offline. */
  attach(output: SimRobotOutput | null): void {
    this.output = output;
  }

  event(event: EventMessage): void {
    this.output?.event(event);
  }

  changed(): void {
    this.output?.changed();
  }

  photo(photo: SimPhoto): void {
    this.output?.photo?.(photo);
  }

  inspect(visit: SimInspection): void {
    this.output?.inspect?.(visit);
  }

  question(question: GuideQuestionMessage): void {
    this.output?.question?.(question);
  }

  /** Answers command `seq`; code, data and message are left out when empty. */
  ack(seq: number, result: AckMessage['result'], code?: string, data?: Record<string, unknown>, message?: string): void {
    const ack: AckMessage = { type: 'ack', seq, result };
    if (code) ack.code = code;
    if (message) ack.message = message;
    if (data) ack.data = data;
    this.output?.ack(ack);
  }
}
