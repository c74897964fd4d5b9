import { DEFAULT_PAGE } from '@fleetdeck/sdk';
import { CHANGE_PASSWORD_PATH, TERMS_PATH } from '../app/constants.js';

/** GET /api/my/term-agreements/check: null, or the outstanding terms of each type. */
export interface TermCheck {
  TOS: unknown;
  PP: unknown;
  MC: unknown;
}

/** The part of GET /api/my/contract the terms rule reads. */
export interface ContractOwnership {
  maintenanceCompany?: { isOwner?: boolean } | null;
}

/**
 * The terms rule of spec §4 after init: TOS or PP outstanding → terms page (or first my/chpwd
 * when a change is required); only MC outstanding → the same, for a maintenance-company owner
 * only; nothing outstanding while on the terms page → the default page.
 */
export function termsRedirect(
  pathname: string,
  check: TermCheck,
  contract: ContractOwnership | null,
  passwordChangeRequired: boolean,
): string | null {
  const owner = contract?.maintenanceCompany?.isOwner === true;
  const outstanding = Boolean(check.TOS) || Boolean(check.PP) || (Boolean(check.MC) && owner);
  if (outstanding) {
    if (passwordChangeRequired) return pathname === CHANGE_PASSWORD_PATH ? null : CHANGE_PASSWORD_PATH;
    return pathname === TERMS_PATH ? null : TERMS_PATH;
  }
  return pathname === TERMS_PATH ? DEFAULT_PAGE : null;
}
