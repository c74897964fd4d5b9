/** Japanese strings of the poses plugin (namespace `poses`). */
export const ja = {
  menu: { poses: 'ポーズ定義', networks: 'ポーズネットワーク' },
  title: {
    poseList: 'ポーズ定義', poseCreate: 'ポーズ作成', poseEdit: 'ポーズ', networkList: 'ポーズネットワーク', networkCreate: 'ポーズネットワーク作成',
    networkEdit: 'ポーズネットワーク',
  },
  field: {
    name: 'ポーズ名', networkName: 'ネットワーク名', buildingId: 'ビル', floorId: 'フロア', x: 'X（m）', y: 'Y（m）', yaw: '向き（度）',
    nodes: 'ネットワークのポーズ', edges: '接続', updatedAt: '更新日時',
  },
  hint: { yaw: '-180〜180。0はマップのX軸方向', nodes: '選択したフロアのポーズです。' },
  edge: { from: '接続元 {{number}}', to: '接続先 {{number}}', add: '接続を追加', remove: '接続 {{number}} を削除', none: '接続はまだありません。' },
  noPoses: '選択したフロアにはまだポーズがありません。',
  rules: {
    poseNotOnFloor: 'このポーズは選択したフロアにありません',
    edgeNodeMissing: 'このネットワークのポーズを選んでください', edgeLoop: '接続元と異なるポーズを選んでください',
  },
};
