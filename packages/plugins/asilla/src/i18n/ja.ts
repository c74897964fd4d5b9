/** Japanese strings of the asilla plugin (namespace `asilla`). */
export const ja = {
  menu: { asilla: 'asilla' },
  list: { view: '詳細' },
  title: { list: 'asilla設定一覧', edit: 'asilla設定', create: 'asilla設定の新規作成' },
  field: {
    name: '設定名', organizationId: '組織', buildingId: 'ビル', flowId: 'フロー', robotId: 'ロボット', behaviours: '検知する行動',
    intrusionDetection: '侵入検知', updatedAt: '更新日時', area: '検知エリア',
  },
  behaviour: { fall: '転倒', wheelchair: '車いす', violence: '暴力', loitering: 'うろつき' },
  area: {
    enabled: 'カメラ画像の一部に検知エリアを限定する', x: '左端（%）', y: '上端（%）', width: '幅（%）', height: '高さ（%）',
    hint: 'カメラ画像の左上を基準にした割合（%）です。', outside: 'エリアは画像内に収めてください（左端＋幅、上端＋高さは100以下）。',
    whole: '画像全体',
  },
  intrusion: { on: 'オン', off: 'オフ' },
};
