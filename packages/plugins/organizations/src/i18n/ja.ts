/** Japanese strings of the organizations plugin (namespace `organizations`). */
export const ja = {
  menu: { organization: '組織' },
  title: {
    list: '組織一覧', create: '組織の新規作成', edit: '組織', childOrgAndTag: '子組織とアカウントタグ',
    notifTargetCreate: '通知先の新規作成', notifTargetEdit: '通知先',
  },
  field: {
    id: 'ID', name: '組織名', type: '種別', parentId: '親組織', parentRole: '親組織の権限',
    status: 'ステータス', prefecture: '都道府県', city: '市区町村', postalCode: '郵便番号', addressDetail: '住所',
    labsEnabled: 'ugo Lab（ベータ機能）', labsHint: '各アカウントの次回ログインから有効になります。', level: '階層',
    parentManagedAbove: 'ご契約の提供元が管理しています', parentFixedHint: '上位の組織の管理者が設定します。',
  },
  type: { 0: 'ユーザー企業', 1: '代理店', 2: 'スーパーバイザー', 3: '管理' },
  status: { 0: '利用不可', 1: '利用可能' },
  parentRole: { 0: '拒否', 1: '閲覧のみ', 2: '許可', 3: '1階層下まで許可', 4: '1階層下まで閲覧のみ' },
  detail: {
    childOrgAndTag: '子組織とアカウントタグ', notificationTargets: '通知先', addTarget: '通知先を追加',
    noTargets: '通知先はまだありません。', editTarget: '編集', children: '子組織', accountTags: 'アカウントタグ',
    noTags: 'アカウントタグはまだありません。', tagName: 'タグ名', managers: '管理者', targets: '管理対象', backToOrganization: '組織に戻る',
  },
  target: {
    type: '通知種別', level: '通知レベル', buildingId: '対象ビル', address: 'アドレスまたはWebhook URL',
    room: 'ルーム', chatBotLoginId: 'チャットボットのログインID', password: 'パスワード', spaceId: 'スペースID', allBuildings: 'すべてのビル',
    passwordKept: '設定済み — 変更しない場合は空欄のままにしてください',
    types: { 0: 'メール', 1: 'Slack', 2: 'SMS（利用不可）', 3: '電話（利用不可）', 6: 'elgana' },
    levels: { 0: '情報', 5: '警告', 9: '緊急' },
    saved: '通知先を保存しました。', saveFailed: '通知先の保存に失敗しました。', notFound: '通知先が見つかりません。',
    delete: '通知先を削除', deleted: '通知先を削除しました。',
  },
  tag: {
    add: 'アカウントタグを追加', manager: '管理者', managerRole: '管理者の権限', targetType: '対象の種類', target: '管理対象',
    targetRole: '対象の権限', saved: 'アカウントタグを追加しました。', deleted: 'アカウントタグを削除しました。',
    roles: { 0: '拒否', 1: '許可' },
    targetTypes: { organization: '組織', building: 'ビル', robot: 'ロボット', operator: 'オペレーター' },
  },
};
