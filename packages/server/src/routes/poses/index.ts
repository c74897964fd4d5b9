import type { FastifyInstance } from 'fastify';
import { registerBuildingOwned } from '../../rules/building-owned.js';
import { poseNetworkResource } from './pose-network-resource.js';
import { poseResource } from './pose-resource.js';

/** Pose definitions and pose networks. */
export async function poseRoutes(app: FastifyInstance): Promise<void> {
  await registerBuildingOwned(app, poseResource);
  await registerBuildingOwned(app, poseNetworkResource);
}
