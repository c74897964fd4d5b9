/** Japanese strings of the check-items plugin (namespace `check-items`). */
export const ja = {
  menu: { checkItem: '点検項目' },
  list: { view: '詳細' },
  title: { list: '点検項目一覧', create: '点検項目の新規作成', edit: '点検項目' },
  field: {
    id: 'ID', name: '点検項目名', type: '対象種別', status: 'ステータス', organizationId: '組織', buildingId: 'ビル', floorId: 'フロア',
    meterReadingService: '検針サービス', meterType: 'メーター種別', qrCodeNumber: 'QRコード番号', taskId: 'タスクID', deviceId: 'デバイスID',
    alertEnabled: 'しきい値ルールで通知する', thresholdRuleId: 'しきい値ルール', markerType: 'マーカー種別', json: '設定（JSON）',
    x: '位置 X（m）', y: '位置 Y（m）', z: '位置 Z（m）', direction: '向き（°）', updatedAt: '更新日時',
  },
  section: { location: '位置' },
  type: { 0: 'メーター', 1: 'カメラ', 2: 'サーマルカメラ' },
  status: { 0: '無効', 1: '有効', 2: '設定中' },
  service: { hakaruAi: 'hakaru.ai', kanriRoid: 'KanriRoid', lilz: 'LiLz' },
  meterType: { analog: 'アナログメーター', digital: 'デジタル表示', lamp: 'ランプ', counter: 'カウンター', none: 'メーターなし' },
  marker: { aruco: 'ArUcoマーカー', qr: 'QRコード', none: 'マーカーなし' },
  json: { object: '{} のようなJSONオブジェクトを入力してください' },
  hint: { thresholdRuleId: '通知する場合は必須です。' },
};
