/** Japanese strings of the flows plugin (namespace `flows`). */
export const ja = {
  menu: { flow: 'フロー' },
  title: { settings: 'フロー設定', create: 'フロー作成', edit: 'フロー' },
  field: {
    name: 'フロー名', buildingId: 'ビル', floorId: 'フロア', flowGroupId: 'フローグループ', description: '説明', sortOrder: '順番',
    enabled: '有効', definition: '定義（JSON）', updatedAt: '更新日時',
  },
  settings: {
    building: 'ビル', chooseBuilding: 'フローを表示するビルを選んでください。', groups: 'フローグループ：{{names}}', noGroups: 'このビルにはフローグループがありません。',
    moveUp: '上へ移動: {{name}}', moveDown: '下へ移動: {{name}}', enabledOf: '有効: {{name}}', on: '有効', off: '無効', noGroup: '—',
    moved: '順番を変更しました。', switched: '保存しました。', failed: 'フローを更新できませんでした。',
  },
  hint: { definition: 'フローの手順をJSONで入力します。' },
  contactAdmin: 'フローの登録・更新・削除には組織管理者の権限が必要です。組織管理者にお問い合わせください。',
};
