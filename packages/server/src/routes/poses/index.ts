import { Pose, PoseNetwork } from '@fleetdeck/model';
import type { FastifyInstance } from 'fastify';
import { registerEntity } from '../../resources/register-entities.js';
import { poseNetworkResource } from './pose-network-resource.js';
import { poseResource } from './pose-resource.js';

/** Pose definitions and pose networks, with the rules of their own. */
export async function poseRoutes(app: FastifyInstance): Promise<void> {
  await registerEntity(app, Pose, poseResource);
  await registerEntity(app, PoseNetwork, poseNetworkResource);
}
