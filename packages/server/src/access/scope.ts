import { AccountTagRole, ParentRole, UserType, type AccountTagTargetType } from '@fleetdeck/model';

/** What one signed-in operator may read and change, resolved once per request. */
export interface AccessScope {
  /** System admins see and change everything. */
  all: boolean;
  readOrgs: ReadonlySet<number>;
  writeOrgs: ReadonlySet<number>;
  /** Single targets granted by account tags, beyond the organizations above. */
  readTargets: TargetSets;
  writeTargets: TargetSets;
  /** Targets an account tag denies; a deny wins over every grant. */
  deniedTargets: TargetSets;
}

/** Ids per account-tag target type. */
export type TargetSets = Readonly<Record<AccountTagTargetType, ReadonlySet<number>>>;

/** An organization as the scope walk needs it. */
export interface ScopeOrganization {
  id: number;
  parentId: number | null;
  /** What the parent organization's users may do here (spec §6 parent-role options). */
  parentRole: number;
}

/** One account-tag target this operator manages. */
export interface ScopeGrant {
  targetType: AccountTagTargetType;
  targetId: number;
  role: number;
}

/** The caller as the scope needs it. */
export interface ScopeSubject {
  userType: number;
  organizationId: number;
}

type Mode = 'read' | 'write';

function emptySets(): Record<AccountTagTargetType, Set<number>> {
  return { organization: new Set(), building: new Set(), robot: new Set(), operator: new Set() };
}

/**
 * Resolves the scope: the caller's organization and its descendants (any depth) as each child's
 * parent role allows, plus what account tags grant, minus what they deny. Only admins may write.
 */
export function resolveScope(subject: ScopeSubject, organizations: readonly ScopeOrganization[], grants: readonly ScopeGrant[]): AccessScope {
  const readTargets = emptySets();
  const writeTargets = emptySets();
  const deniedTargets = emptySets();
  if (subject.userType === UserType.systemAdmin) {
    return { all: true, readOrgs: new Set(), writeOrgs: new Set(), readTargets, writeTargets, deniedTargets };
  }
  const isAdmin = subject.userType !== UserType.general;
  const children = new Map<number, ScopeOrganization[]>();
  for (const org of organizations) {
    if (org.parentId === null) continue;
    const list = children.get(org.parentId) ?? [];
    list.push(org);
    children.set(org.parentId, list);
  }
  for (const grant of grants) {
    if (grant.role === AccountTagRole.deny) deniedTargets[grant.targetType].add(grant.targetId);
  }
  const modes = new Map<number, Mode>();
  const grant = (id: number, mode: Mode) => {
    if (deniedTargets.organization.has(id)) return;
    if (modes.get(id) !== 'write') modes.set(id, mode);
  };
  // Breadth-first from each root; the visited set guards against a corrupt parent cycle.
  const walk = (rootId: number, rootMode: Mode) => {
    grant(rootId, rootMode);
    const queue: Array<{ id: number; mode: Mode }> = [{ id: rootId, mode: rootMode }];
    const visited = new Set<number>([rootId]);
    while (queue.length > 0) {
      const current = queue.shift();
      if (!current) break;
      for (const child of children.get(current.id) ?? []) {
        if (visited.has(child.id) || deniedTargets.organization.has(child.id)) continue;
        visited.add(child.id);
        const step = childAccess(current.mode, child.parentRole);
        if (!step) continue;
        grant(child.id, step.mode);
        if (step.descend) queue.push({ id: child.id, mode: step.mode });
      }
    }
  };
  walk(subject.organizationId, 'write');
  for (const item of grants) {
    if (item.role !== AccountTagRole.allow || deniedTargets[item.targetType].has(item.targetId)) continue;
    if (item.targetType === 'organization') walk(item.targetId, 'write');
    else {
      readTargets[item.targetType].add(item.targetId);
      writeTargets[item.targetType].add(item.targetId);
    }
  }
  const readOrgs = new Set(modes.keys());
  const writeOrgs = new Set(isAdmin ? [...modes].filter(([, mode]) => mode === 'write').map(([id]) => id) : []);
  if (!isAdmin) for (const set of Object.values(writeTargets)) set.clear();
  return { all: false, readOrgs, writeOrgs, readTargets, writeTargets, deniedTargets };
}

function childAccess(parentMode: Mode, parentRole: number): { mode: Mode; descend: boolean } | undefined {
  switch (parentRole) {
    case ParentRole.deny:
      return undefined;
    case ParentRole.readOnly:
      return { mode: 'read', descend: true };
    case ParentRole.allowOneLevelBelow:
      return { mode: parentMode, descend: false };
    case ParentRole.readOnlyOneLevelBelow:
      return { mode: 'read', descend: false };
    default:
      return { mode: parentMode, descend: true };
  }
}

/** Where a row sits for scoping: its organization and, for tag grants, its own id and target type. */
export interface ScopedRow {
  organizationId: number;
  targetType?: AccountTagTargetType;
  targetId?: number;
}

/** Whether the scope lets the caller see a row. */
export function canReadRow(scope: AccessScope, row: ScopedRow): boolean {
  return allows(scope, row, scope.readOrgs, scope.readTargets);
}

/** Whether the scope lets the caller change a row (admin level is checked separately). */
export function canWriteRow(scope: AccessScope, row: ScopedRow): boolean {
  return allows(scope, row, scope.writeOrgs, scope.writeTargets);
}

function allows(scope: AccessScope, row: ScopedRow, orgs: ReadonlySet<number>, targets: TargetSets): boolean {
  if (scope.all) return true;
  if (row.targetType && row.targetId !== undefined) {
    if (scope.deniedTargets[row.targetType].has(row.targetId)) return false;
    if (targets[row.targetType].has(row.targetId)) return true;
  }
  return orgs.has(row.organizationId);
}
