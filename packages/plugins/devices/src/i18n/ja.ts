/** Japanese strings of the devices plugin (namespace `devices`). */
export const ja = {
  menu: { device: 'IoTデバイス' },
  title: { list: 'IoTデバイス', create: 'IoTデバイス登録', edit: 'IoTデバイス', data: 'デバイスデータ' },
  field: {
    id: 'ID', name: 'デバイス名', type: 'デバイス種別', model: '型式', urn: 'URN', identifier: '識別子', description: '説明',
    connectionProfile: '接続プロファイル（JSON）', buildingId: 'ビル', floorId: 'フロア', status: 'ステータス', updatedAt: '更新日時',
  },
  type: { 0: '未定義', 1: 'センサー', 2: 'アクチュエーター', 3: 'ビーコン', 4: 'ディスプレイ', 9: 'その他' },
  status: { 0: '利用不可', 1: '利用可能' },
  hint: { connectionProfile: 'コンソールからデバイスへの接続方法をJSONで入力します。ない場合は空欄にしてください。' },
  contactAdmin: 'IoTデバイスの登録・更新・削除には組織管理者の権限が必要です。組織管理者にお問い合わせください。',
  data: {
    open: 'データ: {{name}}', from: '開始', to: '終了', apply: '表示', at: '日時', metric: '計測項目', value: '値', unit: '単位',
    empty: 'この期間のデータはありません。', count_other: '{{count, number}}件', back: 'デバイスに戻る', table: '計測データ',
  },
};
