/** Japanese strings of the guide plugin (namespace `guide`). */
export const ja = {
  menu: { knowledge: 'ナレッジ', chats: 'チャット' },
  list: { view: '詳細' },
  title: { knowledgeList: 'ナレッジグループ一覧', knowledgeEdit: 'ナレッジグループ', knowledgeCreate: 'ナレッジグループの新規作成', chatList: 'チャット履歴', chat: 'チャット詳細' },
  field: {
    name: 'グループ名', organizationId: '組織', buildingId: 'ビル', updatedAt: '更新日時',
    startedAt: '開始日時', robotSerialNo: 'ロボット', location: '場所', message: 'メッセージ', score: 'スコア', summary: '要約', aiModel: 'AIモデル',
    additionalInstructions: '追加指示',
  },
  knowledge: {
    qas: 'Q&A',
    question: '質問 {{number}}', answer: '回答 {{number}}', attachment: '添付ファイル {{number}}', removeAttachment: '添付ファイル {{number}} を外す',
    remove: 'Q&A {{number}} を削除', add: 'Q&Aを追加', none: '質問がまだありません。', preview: '添付ファイル {{number}} のプレビュー',
  },
  chat: {
    conversation: '会話', user: '来訪者', robot: 'ロボット', test: 'テスト',
    testChat: 'テストチャット', testMessage: 'テストメッセージ', send: '送信', noMessages: 'メッセージはまだありません。',
    tooLong: '{{limit}}文字以内で入力してください', sendFailed: 'テストメッセージを送信できませんでした。',
    sent: 'テストメッセージに回答しました。',
    answersFrom: 'ロボットは、このチャットのビルのナレッジグループの Q&A から回答します（案内ロボットが来訪者に答えるのと同じ方法です）。',
    scoreOf: '{{score}} / 100', source: '回答元', sourceEntry: '{{group}} の Q&A {{number}}：{{question}}', noSource: '該当する Q&A はありません',
  },
};
