// Every string the view shows, in Japanese and English (same keys; the unit test checks).
export const en = {
  title: 'Battery and availability',
  intro: 'Live from the robots of every building you can see.',
  columns: {
    building: 'Building',
    robots: 'Robots',
    online: 'Online',
    available: 'Available',
    averageBattery: 'Average battery',
    lowBattery: 'Below 20%',
  },
  noBattery: '–',
  noBuildings: 'No buildings to show.',
  chartTitle: 'Average battery over time (%)',
  chartEmpty: 'The chart fills in as robots report their battery.',
  connection: {
    connecting: 'Connecting to live robot state…',
    open: 'Live',
    reconnecting: 'Connection lost, reconnecting…',
    closed: 'Not connected',
  },
  loadFailed: 'The buildings could not be loaded.',
};

export const ja: typeof en = {
  title: 'バッテリーと稼働状況',
  intro: '参照できるすべての建物のロボットをリアルタイムで表示します。',
  columns: {
    building: '建物',
    robots: 'ロボット',
    online: 'オンライン',
    available: '利用可能',
    averageBattery: '平均バッテリー',
    lowBattery: '20% 未満',
  },
  noBattery: '–',
  noBuildings: '表示する建物がありません。',
  chartTitle: '平均バッテリーの推移 (%)',
  chartEmpty: 'ロボットがバッテリー残量を送信するとグラフが表示されます。',
  connection: {
    connecting: 'ロボットのリアルタイム状態に接続しています…',
    open: 'リアルタイム',
    reconnecting: '接続が切れました。再接続しています…',
    closed: '未接続',
  },
  loadFailed: '建物を読み込めませんでした。',
};
