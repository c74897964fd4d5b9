import { definePlugin, lazyPage } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { LoginPage } from './login/LoginPage.js';
import { ForbiddenPage } from './errors/ForbiddenPage.js';
import { NotFoundPage } from './errors/NotFoundPage.js';

// The login page (and the small error pages) stay in the entry: it is the first page most people
// see, so its load must not carry the other pages' forms, radios and schemas. The rest load on demand.
const ResetPasswordRequestPage = lazyPage(() => import('./reset/ResetPasswordRequestPage.js').then((m) => m.ResetPasswordRequestPage));
const ResetPasswordPage = lazyPage(() => import('./reset/ResetPasswordPage.js').then((m) => m.ResetPasswordPage));
const TermsAgreementPage = lazyPage(() => import('./terms/TermsAgreementPage.js').then((m) => m.TermsAgreementPage));
const ChangePasswordPage = lazyPage(() => import('./password/ChangePasswordPage.js').then((m) => m.ChangePasswordPage));
const ProfilePage = lazyPage(() => import('./profile/ProfilePage.js').then((m) => m.ProfilePage));
const RegisterPage = lazyPage(() => import('./register/RegisterPage.js').then((m) => m.RegisterPage));
const InitDataPage = lazyPage(() => import('./init-data/InitDataPage.js').then((m) => m.InitDataPage));

/** The sign-in plugin; route ids match plugin.json. */
export default definePlugin({
  id: 'auth',
  routes: {
    login: LoginPage,
    resetPasswordRequest: ResetPasswordRequestPage,
    resetPassword: ResetPasswordPage,
    forbidden: ForbiddenPage,
    notFound: NotFoundPage,
    termsAgreement: TermsAgreementPage,
    changePassword: ChangePasswordPage,
    profile: ProfilePage,
    register: RegisterPage,
    initData: InitDataPage,
  },
  i18n: { en, ja },
});
