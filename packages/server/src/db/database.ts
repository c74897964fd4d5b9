import type { Generated } from 'kysely';

// Row types of every table the core migrations create. Booleans are 0/1 integers and times are
// ISO 8601 strings (UTC) because that is what SQLite stores; JSON columns hold text.

export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  type: number;
  parent_id: number | null;
  /** What users of the parent organization may do here (ParentRole). */
  parent_role: number;
  level: number;
  status: number;
  prefecture: string;
  city: string;
  postal_code: string;
  address_detail: string;
  labs_enabled: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface NotificationTargetsTable {
  id: Generated<number>;
  organization_id: number;
  type: number;
  level: number;
  building_id: number | null;
  address: string | null;
  room: string | null;
  chat_bot_login_id: string | null;
  password: string | null;
  space_id: string | null;
}

export interface AccountTagsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
}

export interface AccountTagManagersTable {
  id: Generated<number>;
  tag_id: number;
  operator_id: number;
  role: number;
}

export interface AccountTagTargetsTable {
  id: Generated<number>;
  tag_id: number;
  target_type: string;
  target_id: number;
  role: number;
}

export interface BuildingsTable {
  id: Generated<number>;
  name: string;
  organization_id: number;
  status: number;
  prefecture: string;
  city: string;
  postal_code: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** BuildingLinkage as JSON. */
  linkage: string;
  /** IANA zone schedules run in. */
  time_zone: Generated<string>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface FloorsTable {
  id: Generated<number>;
  building_id: number;
  name: string;
  type: number;
  /** 1F=1, B1=0, B2=-1. */
  index: number;
  img: string | null;
  ugomap: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface BuildingGroupsTable {
  id: Generated<number>;
  building_id: number;
  name: string;
}

export interface IpAllowEntriesTable {
  id: Generated<number>;
  building_id: number;
  ip_address: string;
  description: string;
  restricted: number;
}

export interface SpeechTextsTable {
  id: Generated<number>;
  building_id: number;
  text: string;
}

export interface OperatorsTable {
  id: Generated<number>;
  login_id: string;
  first_name: string;
  last_name: string;
  type: number;
  organization_id: number;
  building_id: number | null;
  /** scrypt$N$r$p$salt$hash, all base64. */
  password_hash: string;
  restrict_edit_flow: number;
  password_change_required: number;
  auth_mode: string;
  auth_email: string | null;
  email: string;
  phone: string | null;
  locale: string;
  is_universal_design: number;
  maintenance_owner: number;
  last_login_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ContractsTable {
  id: Generated<number>;
  organization_id: number;
  is_archive: number;
  is_mini_asilla: number;
  is_lilz: number;
  is_hakaru_ai: number;
  is_kanriroid: number;
  is_auto_guide: number;
  contract_end_at: string | null;
  payment_status: string;
  maintenance_company_id: number | null;
}

export interface TermsTable {
  id: Generated<number>;
  type: string;
  version: string;
  title_ja: string;
  title_en: string;
  body_ja: string;
  body_en: string;
  published_at: Generated<string>;
}

export interface TermAgreementsTable {
  id: Generated<number>;
  operator_id: number;
  term_id: number;
  agreed_at: Generated<string>;
}

export interface AccessTokensTable {
  id: Generated<number>;
  operator_id: number;
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  created_at: Generated<string>;
  expires_at: string;
  revoked_at: string | null;
  ip: string;
}

export interface PendingLoginsTable {
  id: Generated<number>;
  operator_id: number;
  /** SHA-256 of the httpOnly cookie value tying the browser to this pending login. */
  cookie_hash: string;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  mismatches: number;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginAttemptsTable {
  /** Normalized login id; kept for unknown accounts too so locking reveals nothing. */
  login_id: string;
  failures: number;
  locked_until: string | null;
}

export interface AuditLogsTable {
  id: Generated<number>;
  at: Generated<string>;
  operator_id: number | null;
  login_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  detail: string | null;
  ip: string;
  method: string;
  path: string;
  status_code: number | null;
}

export interface KeysTable {
  id: Generated<number>;
  /** KeyManagerType. */
  type: number;
  value: string;
}

/** Every table of the core schema; other areas extend this interface with their own tables. */
export interface Database {
  organizations: OrganizationsTable;
  notification_targets: NotificationTargetsTable;
  account_tags: AccountTagsTable;
  account_tag_managers: AccountTagManagersTable;
  account_tag_targets: AccountTagTargetsTable;
  buildings: BuildingsTable;
  floors: FloorsTable;
  robot_groups: BuildingGroupsTable;
  flow_groups: BuildingGroupsTable;
  ip_allow_entries: IpAllowEntriesTable;
  speech_texts: SpeechTextsTable;
  operators: OperatorsTable;
  contracts: ContractsTable;
  terms: TermsTable;
  term_agreements: TermAgreementsTable;
  access_tokens: AccessTokensTable;
  pending_logins: PendingLoginsTable;
  password_resets: PasswordResetsTable;
  login_attempts: LoginAttemptsTable;
  audit_logs: AuditLogsTable;
  keys: KeysTable;
}
