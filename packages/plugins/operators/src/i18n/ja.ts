/** Japanese strings of the operators plugin (namespace `operators`). */
export const ja = {
  menu: { operator: 'オペレーター' },
  title: { list: 'オペレーター一覧', create: 'オペレーターの新規作成', edit: 'オペレーター' },
  field: {
    id: 'ID', loginId: 'メールアドレス（ログインID）', lastName: '姓', firstName: '名', type: 'アカウント種別',
    organizationId: '組織', buildingId: 'ビル', password: 'パスワード', restrictEditFlow: 'フロー編集を制限する',
    restrictEditFlowHint: '制限できるのは一般オペレーターのみです。', passwordChangeRequired: '次回ログイン時にパスワードの変更を求める',
    lastLoginAt: '最終ログイン', updatedAt: '更新日時',
    passwordHint: '半角10〜32文字。英大文字・英小文字・数字・記号のうち3種類以上を使用し、ユーザーIDを含めないでください。',
    passwordKeepHint: '変更しない場合は空欄のままにしてください。半角10〜32文字、英大文字・英小文字・数字・記号のうち3種類以上。',
    chooseOrganizationFirst: '先に組織を選択してください。',
  },
  type: { 0: '一般', 1: 'エリアマネージャー', 2: '管理者', 9: 'システム管理者' },
};
