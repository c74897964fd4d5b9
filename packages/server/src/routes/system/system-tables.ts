import type { Generated } from 'kysely';

// Row types of migration 0040-system, merged into the core Database interface.

export interface SystemVersionsTable {
  id: Generated<number>;
  version: string;
  status: number;
  release_level: string;
  notes: string;
  created_at: string;
  updated_at: string;
}

export interface SystemConfigsTable {
  id: Generated<number>;
  key: string;
  value_type: string;
  value: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  title_ja: string;
  title_en: string;
  body_ja: string;
  body_en: string;
  level: number;
  publish_from: string;
  publish_to: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhooksTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  type: number;
  auth_type: number;
  status: number;
  url: string;
  secret: string | null;
  created_at: string;
  updated_at: string;
}

export interface IamServicesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  client_id: string;
  /** JSON array of scope names. */
  scopes: string;
  enabled: number;
  /** Hash of the client secret (scrypt, like passwords); the secret itself is never stored. */
  client_secret_hash: string;
  created_at: string;
  updated_at: string;
}

export interface ServicePackagesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  version: string;
  description: string;
  enabled: number;
  created_at: string;
  updated_at: string;
}

export interface ServiceCommandsTable {
  id: Generated<number>;
  package_id: number;
  bundle_id: string;
  name: string;
  command: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface MessagesTable {
  id: Generated<number>;
  operator_id: number;
  level: number;
  title: string;
  body: string;
  created_at: Generated<string>;
  read_at: string | null;
}

export interface SyncHistoryTable {
  id: Generated<number>;
  target: string;
  direction: string;
  status: string;
  item_count: number;
  message: string;
  started_at: string;
  finished_at: string | null;
}

declare module '../../db/database.js' {
  interface Database {
    system_versions: SystemVersionsTable;
    system_configs: SystemConfigsTable;
    announcements: AnnouncementsTable;
    webhooks: WebhooksTable;
    iam_services: IamServicesTable;
    service_packages: ServicePackagesTable;
    service_commands: ServiceCommandsTable;
    messages: MessagesTable;
    sync_history: SyncHistoryTable;
  }
  interface KeysTable {
    name: Generated<string>;
    created_at: Generated<string>;
    updated_at: Generated<string>;
  }
  interface AccessTokensTable {
    user_agent: Generated<string>;
    last_used_at: string | null;
  }
}
