import { TermType, type TermCheck, type Terms, type TermsSet } from '@fleetdeck/model';

/**
 * Whether the terms page must be shown (spec §4): TOS or PP due, or the maintenance agreement
 * due for a maintenance-company owner (nobody else is asked to agree to it).
 */
export function mustAgreeToTerms(check: TermCheck, isMaintenanceOwner: boolean): boolean {
  return Boolean(check.TOS || check.PP || (check.MC && isMaintenanceOwner));
}

/** The current terms the reader still has to agree to, in the order TOS, PP, MC (MC for owners only). */
export function outstandingTerms(check: TermCheck, terms: TermsSet, isMaintenanceOwner: boolean): Terms[] {
  return TermType.flatMap((type) => {
    const due = check[type];
    const current = terms[type];
    if (!due || !current || (type === 'MC' && !isMaintenanceOwner)) return [];
    // The check names the version due; the terms list holds its text.
    return [{ ...current, id: due.id, version: due.version }];
  });
}
