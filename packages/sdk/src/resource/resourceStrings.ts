import type { TranslationTree } from '../plugin/definePlugin.js';

/** English strings of the resource screens (namespace `resource`). */
export const resourceEn: TranslationTree = {
  list: {
    search: 'Search', create: 'Create', columns: 'Columns', actions: 'Actions', edit: 'Edit', delete: 'Delete',
    empty: 'No records found', total_one: '{{count, number}} record', total_other: '{{count, number}} records', page: 'Page {{page}} of {{pages}}',
    previous: 'Previous page', next: 'Next page', pageSize: 'Rows per page', loading: 'Loading…', pagination: 'Pagination',
  },
  form: {
    save: 'Save', create: 'Create', cancel: 'Cancel', delete: 'Delete', saved: 'Saved.', created: 'Created.', deleted: 'Deleted.',
    backToList: 'Back to list', required: 'Required', none: '(none)', jsonSyntax: 'JSON syntax error at line {{line}}, column {{column}}',
    secretKeep: 'Leave empty to keep the stored secret.',
  },
  deleteDialog: {
    title: 'Delete this record?', body: '"{{name}}" will be deleted. This cannot be undone.', confirm: 'Delete', cancel: 'Cancel',
  },
  unsaved: {
    title: 'Discard unsaved changes?', body: 'You have changes that are not saved. Leave this page and discard them?',
    leave: 'Discard and leave', stay: 'Stay on this page',
  },
  errors: {
    fetchFailed: 'Could not load the data. Please contact the system administrator.',
    forbidden: 'You do not have permission for this operation.',
    notFound: 'The requested data was not found.',
    createFailed: 'Could not create the record.',
    updateFailed: 'Could not update the record.',
    deleteFailed: 'Could not delete the record.',
  },
};

/** Japanese strings of the resource screens (namespace `resource`). */
export const resourceJa: TranslationTree = {
  list: {
    search: '検索', create: '新規作成', columns: '表示列', actions: '操作', edit: '編集', delete: '削除',
    empty: 'データがありません', total_other: '{{count, number}}件', page: '{{page}} / {{pages}} ページ',
    previous: '前のページ', next: '次のページ', pageSize: '表示件数', loading: '読み込み中…', pagination: 'ページ送り',
  },
  form: {
    save: '保存', create: '作成', cancel: 'キャンセル', delete: '削除', saved: '保存しました。', created: '作成しました。', deleted: '削除しました。',
    backToList: '一覧に戻る', required: '必須', none: '（なし）', jsonSyntax: 'JSONの構文エラー: {{line}}行 {{column}}列',
    secretKeep: '空欄のままにすると登録済みのシークレットを維持します。',
  },
  deleteDialog: {
    title: 'このデータを削除しますか？', body: '「{{name}}」を削除します。この操作は元に戻せません。', confirm: '削除する', cancel: 'キャンセル',
  },
  unsaved: {
    title: '保存していない変更を破棄しますか？', body: '保存していない変更があります。このページを離れて変更を破棄しますか？',
    leave: '破棄して移動', stay: 'このページに留まる',
  },
  errors: {
    fetchFailed: 'データの取得に失敗しました。システム管理者にお問い合わせください。',
    forbidden: 'この操作を行う権限がありません。',
    notFound: '指定されたデータが見つかりません。',
    createFailed: '登録に失敗しました。',
    updateFailed: '更新に失敗しました。',
    deleteFailed: '削除に失敗しました。',
  },
};
