/** Japanese strings of the my-pages plugin (namespace `my`). */
export const ja = {
  menu: { messages: 'メッセージ', devices: '信頼済みデバイス', versions: 'バージョン', contract: '契約', auditLogs: '監査ログ', announcements: 'お知らせ' },
  title: { devices: '信頼済みデバイス', versions: 'バージョン', messages: 'メッセージ', auditLogs: '監査ログ', announcements: 'お知らせ', contract: '契約' },
  levels: { 0: '情報', 5: '警告', 9: '緊急' },
  devices: {
    device: 'デバイス', ip: 'IPアドレス', signedInAt: 'ログイン日時', lastUsedAt: '最終利用日時', expiresAt: 'セッション終了', current: 'このデバイス',
    revoke: 'ログアウトさせる', revoked: 'デバイスをログアウトさせました。', browserOn: '{{browser}}（{{system}}）', unknown: '不明なデバイス',
    unknownBrowser: '不明なブラウザー', unknownSystem: '不明なOS',
  },
  versions: {
    version: 'バージョン', releaseLevel: 'リリースレベル', status: 'ステータス', notes: 'リリースノート', releasedAt: 'リリース日時',
    statuses: { 0: '非公開', 1: '正式版', 2: 'ベータ版', 3: 'アルファ版' },
    levels: { alpha: 'アルファ', beta: 'ベータ', official: '正式' },
  },
  messages: {
    receivedAt: '受信日時', level: 'レベル', subject: '件名', body: '本文', state: '既読', read: '既読', markRead: '既読にする',
    markAllRead: 'すべて既読にする', unreadCount: '未読 {{count, number}}件',
  },
  audit: {
    search: '検索', action: '操作', user: 'ユーザー', from: '開始日', to: '終了日', at: '日時', target: '対象', request: 'リクエスト', status: 'ステータス',
    ip: 'IPアドレス',
  },
  announcements: { none: '現在公開中のお知らせはありません。', period: '{{from}} 〜 {{to}}', open: '終了日未定' },
  contract: {
    contractEndAt: '契約終了日', noEnd: '終了日なし', isArchive: 'アーカイブ（録画）', isMiniAsilla: 'mini asilla', isLilz: 'LiLz',
    isHakaruAi: 'hakaru.ai', isKanriroid: 'KanriRoid', isAutoGuide: '自動案内', included: '契約あり', notIncluded: '契約なし',
    maintenanceCompany: '保守会社', owner: 'あなたがオーナーです', noMaintenance: 'なし',
  },
};
