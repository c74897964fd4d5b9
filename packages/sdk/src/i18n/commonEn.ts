import type { TranslationTree } from '../plugin/definePlugin.js';
import { RuleMessages } from '@fleetdeck/model';

/** Shared English strings (namespace `common`), used by the shell and every plugin. */
export const commonEn: TranslationTree = {
  actions: {
    retry: 'Retry', cancel: 'Cancel', ok: 'OK', save: 'Save', close: 'Close', confirm: 'Confirm',
    back: 'Back', signOut: 'Sign out', reload: 'Reload',
  },
  access: {
    notSignedIn: 'Please sign in to open this page.',
    needsAdmin: 'This page needs an administrator account.',
    needsOrgAdmin: 'This needs an organization administrator account.',
    needsSystemAdmin: 'This page needs a system administrator account.',
  },
  errors: {
    fetchFailed: 'Could not load the data. Please contact the system administrator.',
    forbidden: 'You do not have permission to view this page.',
    actionForbidden: 'You do not have permission for this operation.',
    notFound: 'The requested URL was not found.',
    network: 'Could not reach the server. Please check your connection.',
    ipNotAllowed: 'Connection error: please access from an authorized network',
    contractEnded: 'Your contract has ended, so you cannot log in. Please contact the help centre.',
    paymentIncomplete: 'Payment is incomplete, so you cannot log in. Please contact the help centre.',
    helpCentre: 'Help centre',
  },
  plugin: {
    failedTitle: 'This area could not be shown',
    loadFailed: 'The module "{{id}}" could not be loaded.',
    timeout: 'The module "{{id}}" did not load within {{seconds}} seconds.',
    sdkMismatch: 'The module "{{id}}" needs SDK {{range}}, but this console provides {{version}}.',
    integrity: 'The module "{{id}}" failed its integrity check and was not run.',
    crashed: 'The module "{{id}}" stopped with an error: {{message}}',
    missingRoute: 'The module "{{id}}" has no page "{{route}}".',
    missingComponent: 'The custom view "{{id}}" has no export named "{{component}}".',
    cancelled: 'Loading "{{id}}" was cancelled.',
    slow: 'The module "{{id}}" is still loading ({{seconds}} s). It is stopped after {{limit}} seconds.',
    details: {
      title: 'Details', copy: 'Copy details', copied: 'Copied', copyFailed: 'Could not copy; select the text instead',
      module: 'Module', url: 'Address', status: 'HTTP status', specifier: 'Unresolved import', message: 'Error',
    },
  },
  dev: {
    buildFailed: 'The development build failed',
    location: 'At {{where}}',
    keptOldBuild: 'The console still runs the last good build. Fix the error and save: this goes away when the next build succeeds.',
  },
  labs: {
    title: 'Experimental feature',
    body: 'This page is an experimental (labs) feature. It may change or not work as expected. Open it?',
    dontShowAgain: 'Do not show again for this page',
    open: 'Open',
  },
  shell: {
    mainMenu: 'Main menu', accountMenu: 'Account menu', language: 'Language', english: 'English',
    japanese: '日本語', universalDesign: 'Universal design', focusMode: 'Focus mode',
    exitFocusMode: 'Exit focus mode', organization: 'Organization', building: 'Building',
    allBuildings: 'All buildings', loading: 'Loading…', busy: 'Working…', skipToContent: 'Skip to content',
    environment: 'Environment: {{name}}', productName: 'Fleetdeck', labsBadge: 'Labs',
    robotControlMissingTitle: 'Robot control is not installed',
    robotControlMissingBody: 'The robot control module is not installed in this console yet. Pick another page from the menu.',
    notFoundTitle: 'Page not found', forbiddenTitle: 'No permission',
    dismissAlert: 'Dismiss',
  },
  menu: {
    operation: 'Operation', building: 'Buildings', organization: 'Organizations', operator: 'Operators',
    robot: 'Robots', device: 'IoT devices', report: 'Reports', schedule: 'Schedules',
    checkItem: 'Check items', command: 'Command lists', flow: 'Flows', workplan: 'Work plans',
    data: 'Data', system: 'System', knowledge: 'Knowledge', chats: 'Chats', archive: 'Archive',
    threshold: 'Threshold rules', asilla: 'asilla', custom: 'Custom', other: 'Other',
  },
  // Labels of the fields every entity has (a plugin's own `field.*` wins).
  field: { id: 'ID', createdAt: 'Created', updatedAt: 'Updated' },
  validation: {
    required: 'This field is required',
    minLength: 'Enter at least {{limit}} characters',
    maxLength: 'Enter at most {{limit}} characters',
    minimum: 'Must be at least {{limit}}',
    maximum: 'Must be at most {{limit}}',
    pattern: 'The format is not valid',
    format: 'The format is not valid',
    formatEmail: 'Enter a valid email address',
    type: 'The value is not valid',
    enum: 'Choose one of the options',
    const: 'The values do not match',
    minItems: 'Choose at least {{limit}}',
    maxItems: 'Choose at most {{limit}}',
    invalid: 'The value is not valid',
    // The model's text rules (text-rules.ts), worded once in RuleMessages.
    notBlank: RuleMessages.notBlank.en,
    controlCharacters: RuleMessages.controlCharacters.en,
    controlCharactersMultiline: RuleMessages.controlCharactersMultiline.en,
  },
  upload: {
    choose: 'Choose a file', uploading: 'Uploading… {{percent}}', tooLarge: 'The file is larger than 50 MB.', badType: 'This kind of file cannot be uploaded.',
    failed: 'The upload failed. Please try again.', current: '{{name}} ({{size}} KB)', previewFailed: 'The file could not be loaded.',
  },
};
