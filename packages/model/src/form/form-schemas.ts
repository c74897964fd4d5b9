import { ApiKeyCreate } from '../key.js';
import { AssertAuthCodeBody, LoginBody, ResetPasswordRequestBody } from '../auth.js';
import { AccountTagForm, NotificationTargetForm } from './organization-forms.js';
import { AnnouncementForm } from './announcement-form.js';
import { AsillaForm } from './asilla-form.js';
import { BuildingForm } from './building-form.js';
import { ChangePasswordForm, ProfileForm, ResetPasswordForm } from './account-forms.js';
import { IamServiceCreateForm, IamServiceUpdateForm } from './iam-service-form.js';
import { ApiKeyRotateForm } from './key-form.js';
import { KnowledgeForm } from './knowledge-form.js';
import { MapRouteLaneForm } from '../map-route.js';

/**
 * Every schema a first-party form validates besides the entities' own create and edit forms, which
 * the model's build takes from each exported entity. The build compiles one validator per schema,
 * named by its key; a form whose schema is not here validates with the interpreting validator.
 */
export const formSchemas: Readonly<Record<string, object>> = {
  LoginBody, AssertAuthCodeBody, ResetPasswordRequestBody, ProfileForm, ResetPasswordForm, ChangePasswordForm,
  BuildingForm, AsillaForm, KnowledgeForm, IamServiceCreateForm, IamServiceUpdateForm, AnnouncementForm,
  NotificationTargetForm, AccountTagForm, ApiKeyCreate, ApiKeyRotateForm, MapRouteLaneForm,
};
