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
  photo: {
    loading: 'ロボットの最新の画像を探しています…', loadError: '最新の画像を読み込めませんでした。「更新」でもう一度お試しください。',
    imageError: '画像を表示できませんでした。', refresh: '更新', openRobots: 'ロボット操作を開く',
    colorMap: 'カラーマップ：{{name}}。',
    photo: {
      title: '最新の写真', none: '写真はまだありません',
      howTo: 'この点検項目のビルにいるロボットが写真を撮ると（遠隔操作画面の「写真を撮る」、またはフローの写真撮影の手順）、最新の写真がここに表示されます。',
      alt: 'この点検項目の最新の写真（{{robot}}の{{camera}}、{{time}}撮影）', caption: '{{time}}に{{robot}}が{{camera}}で撮影。',
    },
    thermal: {
      title: '最新のサーマル画像', none: 'サーマル画像はまだありません',
      howTo: 'この点検項目のビルにいるロボットがサーマルカメラで写真を撮ると（遠隔操作画面でサーマルカメラを選んで「写真を撮る」）、最新の画像がここに表示されます。',
      alt: 'この点検項目の最新のサーマル画像（{{robot}}の{{camera}}、{{time}}撮影）', caption: '{{time}}に{{robot}}が{{camera}}で撮影。',
    },
  },
  camera: { v1: '前方（v1）', v2: '後方（v2）', v3: '上部（v3）', s1: 'サブカメラ（s1）', g1: 'グリッパー（g1）', thermal: 'サーマル' },
  colorMap: { normal: '通常', mono: 'モノクロ', ir: 'IR' },
  hint: { thresholdRuleId: '通知する場合は必須です。' },
};
