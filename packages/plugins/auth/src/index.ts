import { definePlugin } from '@fleetdeck/sdk';
import { en } from './i18n/en.js';
import { ja } from './i18n/ja.js';
import { LoginPage } from './login/LoginPage.js';
import { ResetPasswordRequestPage } from './reset/ResetPasswordRequestPage.js';
import { ResetPasswordPage } from './reset/ResetPasswordPage.js';
import { TermsAgreementPage } from './terms/TermsAgreementPage.js';
import { ChangePasswordPage } from './password/ChangePasswordPage.js';
import { ForbiddenPage } from './errors/ForbiddenPage.js';
import { NotFoundPage } from './errors/NotFoundPage.js';
import { ProfilePage } from './profile/ProfilePage.js';

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
  },
  i18n: { en, ja },
});
