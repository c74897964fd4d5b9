import { LOGIN_SCREEN } from '@fleetdeck/model';

/** Where 498/499 alerts send the operator for help (spec §8 "help centre"). */
export const HELP_CENTRE_URL = 'https://help.fleetdeck.dev/';

/** The page every unknown path goes to. */
export const NOT_FOUND_PATH = '/auth/404';

/** The page role checks send refused users to. */
export const FORBIDDEN_PATH = '/auth/403';

/** The sign-in page. */
export const LOGIN_PATH = LOGIN_SCREEN;

/** The forced password change page. */
export const CHANGE_PASSWORD_PATH = '/my/chpwd';

/** The terms agreement page. */
export const TERMS_PATH = '/term/agreement';

/** Custom views from the manifest mount under this prefix. */
export const CUSTOM_PREFIX = '/custom';
