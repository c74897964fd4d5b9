import type { PlanePoint } from '@fleetdeck/model';

/** A pose on the floor map: metres and radians in the map frame, as telemetry reports it. */
export interface MapPose extends PlanePoint {
  yaw: number;
}

/** Where a marker is gliding from and to, and since when. */
export interface MarkerGlide {
  from: MapPose;
  to: MapPose;
  since: number;
}

/** How long a marker takes to glide to a new report: one telemetry interval, so it arrives as the next report does. */
export const GLIDE_MS = 1000;

/**
 * The glide after a new report: from where the marker is drawn now (mid-glide too) to the reported
 * pose. A jump longer than `teleportMetres` (a relocalization, another floor) is not glided.
 */
export function glideTo(previous: MarkerGlide | undefined, pose: MapPose, now: number, teleportMetres = 10): MarkerGlide {
  if (!previous) return { from: pose, to: pose, since: now };
  const here = poseAt(previous, now);
  if (Math.hypot(pose.x - here.x, pose.y - here.y) > teleportMetres) return { from: pose, to: pose, since: now };
  return { from: here, to: pose, since: now };
}

/** The pose drawn at `now`: linear in position, the shorter way round in heading, at rest once the glide is over. */
export function poseAt(glide: MarkerGlide, now: number, duration = GLIDE_MS): MapPose {
  const t = Math.min(1, Math.max(0, (now - glide.since) / duration));
  if (t >= 1) return glide.to;
  const { from, to } = glide;
  const turn = Math.atan2(Math.sin(to.yaw - from.yaw), Math.cos(to.yaw - from.yaw));
  return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t, yaw: from.yaw + turn * t };
}

/** Whether a glide still moves at `now` (a view can stop drawing frames when none does). */
export function gliding(glide: MarkerGlide, now: number, duration = GLIDE_MS): boolean {
  return now - glide.since < duration && (glide.from.x !== glide.to.x || glide.from.y !== glide.to.y || glide.from.yaw !== glide.to.yaw);
}
