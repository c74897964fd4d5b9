import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../resources/register-resource.js';
import './system-tables.js';
import { announcementResource } from './announcement-resource.js';
import { systemConfigResource } from './config-resource.js';
import { iamServiceResource } from './iam-service-resource.js';
import { serviceCommandResource } from './service-command-resource.js';
import { servicePackageResource } from './service-package-resource.js';
import { pluginListRoutes } from './plugin-list-routes.js';
import { syncHistoryRoutes } from './sync-history-routes.js';
import { systemVersionResource } from './version-resource.js';
import { webhookResource } from './webhook-resource.js';

/** The system pages' API: versions, config, announcements, webhooks, IAM services, service packages and commands, sync history, installed plugins. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const resources = [
    systemVersionResource, systemConfigResource, announcementResource, webhookResource, iamServiceResource, servicePackageResource, serviceCommandResource,
  ];
  for (const resource of resources) registerResource(app, resource);
  await syncHistoryRoutes(app);
  await pluginListRoutes(app);
}
