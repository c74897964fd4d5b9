/** Japanese strings of the buildings plugin (namespace `buildings`). */
export const ja = {
  menu: { building: 'ビル' },
  title: {
    list: 'ビル一覧', create: 'ビルの新規作成', edit: 'ビル', floorCreate: 'フロアの新規作成', floorEdit: 'フロア',
    flowGroupCreate: 'フローグループの新規作成', flowGroupEdit: 'フローグループ', robotGroupCreate: 'ロボットグループの新規作成', robotGroupEdit: 'ロボットグループ',
  },
  field: {
    id: 'ID', name: 'ビル名', organizationId: '組織', status: 'ステータス', postalCode: '郵便番号', prefecture: '都道府県',
    city: '市区町村', address: '住所', latitude: '緯度', longitude: '経度', timeZone: 'タイムゾーン',
  },
  hint: { timeZone: 'スケジュールはこのタイムゾーンの時刻で実行されます（Asia/Tokyo、Europe/Berlin などのIANA名）。' },
  status: { 0: '利用不可', 1: '利用可能' },
  tabs: { sections: 'ビルの項目', floors: 'フロア', robotGroups: 'ロボットグループ', flowGroups: 'フローグループ' },
  section: { basics: '基本情報', speechTexts: '発話テキスト', ipAllowList: 'IPアドレス制限', linkage: 'システム連携' },
  speech: { text: '発話テキスト {{number}}', add: '発話テキストを追加', remove: '発話テキスト {{number}} を削除', none: '発話テキストはまだありません。' },
  ip: {
    ipAddress: 'IPアドレス {{number}}', description: '説明 {{number}}', restricted: 'アクセスを制限 {{number}}',
    add: 'IPアドレスを追加', remove: 'IPアドレス {{number}} を削除', none: 'IPアドレスはまだありません。アクセスは制限されていません。',
  },
  linkage: {
    dailyReport: '日報システム', dailyReportEnabled: '日報を送信する', linkedBuildingId: '連携するビル',
    cleaningRobot: '清掃ロボットシステム', userId: 'ユーザーID', password: 'パスワード',
    hakaruAi: 'hakaru.ai', loginId: 'ログインID',
    lilz: 'LiLz', accessToken: 'アクセストークン', managementUnitId: '管理単位ID',
    meterSystem: 'メーターシステム', token: 'トークン', buildingId: 'メーターシステムのビルID',
    link: '{{system}}と連携する',
    secretKept: '設定済み — 変更しない場合は空欄のままにしてください',
  },
  floor: {
    map: 'フロアマップ', openEditor: 'マップエディターを開く', waypoints: '地点一覧',
    name: 'フロア名', index: '階', type: 'フロア種別', indexHint: '1F = 1、B1 = 0、B2 = -1',
    types: { 0: 'オフィス', 1: '商業', 2: 'エントランス', 3: '駅', 4: '駐車場' },
  },
  group: { name: 'グループ名' },
};
