/** Japanese strings of the resources plugin (namespace `resources`). */
export const ja = {
  menu: { resource: 'リソース' },
  title: { list: 'リソース一覧', create: 'リソースの新規作成', edit: 'リソース' },
  field: { name: 'リソース名', fileType: 'ファイル種別', file: 'ファイル', scope: '公開範囲', organizationId: '組織', updatedAt: '更新日時', preview: 'プレビュー' },
  fileType: { image: '画像', video: '動画' },
  scope: { organization: '組織内', system: 'システム全体' },
  hint: { scope: 'システム全体への公開はシステム管理者のみ選べます。', file: 'PNG・JPEG・GIF・WebP・MP4・WebM・QuickTime、50MBまで。' },
};
