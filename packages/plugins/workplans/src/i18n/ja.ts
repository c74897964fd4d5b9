/** Japanese strings of the work plans plugin (namespace `workplans`). */
export const ja = {
  menu: { workplan: '作業計画' },
  title: {
    settings: '作業計画設定', createTemplate: '作業計画テンプレート作成', template: '作業計画テンプレート', create: '作業計画作成', edit: '作業計画',
    plans: '作業計画', templates: 'テンプレート',
  },
  field: {
    name: '作業計画名', buildingId: 'ビル', floorId: 'フロア', type: '種別', icon: 'アイコン', description: '説明',
    definition: '定義（JSON）', updatedAt: '更新日時', templateName: 'テンプレート名', organizationId: '組織', fromTemplate: 'テンプレートから作成',
  },
  type: { elevator: 'エレベーター', general: '一般' },
  icon: { none: 'なし', elevator: 'エレベーター', patrol: '巡回', cleaning: '清掃', delivery: '配送', inspection: '点検' },
  hint: { definition: '作業計画の手順をJSONで入力します。', fromTemplate: 'テンプレートの種別・説明・定義を入力します。' },
  rules: { scope: '管理している組織を選んでください' },
};
