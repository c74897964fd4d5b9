/** English strings of the operators plugin (namespace `operators`). */
export const en = {
  menu: { operator: 'Operators' },
  title: { list: 'Operators', create: 'New operator', edit: 'Operator' },
  field: {
    id: 'ID', loginId: 'Email (login ID)', lastName: 'Last name', firstName: 'First name', type: 'Account type',
    organizationId: 'Organization', buildingId: 'Building', password: 'Password', restrictEditFlow: 'Restrict flow editing',
    restrictEditFlowHint: 'Only general operators can be restricted.', passwordChangeRequired: 'Require a password change at next login',
    lastLoginAt: 'Last login', updatedAt: 'Updated',
    passwordHint: '10 to 32 half-width characters with at least 3 of: upper-case, lower-case, digits, symbols; not containing the user ID.',
    passwordKeepHint: 'Leave empty to keep the current password. 10 to 32 half-width characters with at least 3 of: upper-case, lower-case, digits, symbols.',
    chooseOrganizationFirst: 'Choose the organization first.',
  },
  type: { 0: 'General', 1: 'Area manager', 2: 'Administrator', 9: 'System administrator' },
};
