/** English strings of the guide plugin (namespace `guide`). */
export const en = {
  menu: { knowledge: 'Knowledge', chats: 'Chats' },
  list: { view: 'View' },
  title: { knowledgeList: 'Knowledge groups', knowledgeEdit: 'Knowledge group', knowledgeCreate: 'New knowledge group', chatList: 'Chats', chat: 'Chat' },
  field: {
    name: 'Group name', organizationId: 'Organization', buildingId: 'Building', updatedAt: 'Updated',
    startedAt: 'Started', robotSerialNo: 'Robot', location: 'Location', message: 'Message', score: 'Score', summary: 'Summary', aiModel: 'AI model',
    additionalInstructions: 'Additional instructions',
  },
  knowledge: {
    qas: 'Questions and answers',
    question: 'Question {{number}}', answer: 'Answer {{number}}', attachment: 'Attachment {{number}}', removeAttachment: 'Remove attachment {{number}}',
    remove: 'Remove Q&A {{number}}', add: 'Add Q&A', none: 'No questions yet.', preview: 'Attachment {{number}} preview',
  },
  chat: {
    conversation: 'Conversation', user: 'Visitor', robot: 'Robot', test: 'Test',
    testChat: 'Test chat', testMessage: 'Test message', send: 'Send', sent: 'The test message was stored.', noMessages: 'No messages yet.',
    tooLong: 'Enter at most {{limit}} characters', sendFailed: 'The test message could not be sent.',
    noReply: 'Replies come from the chat service connected to the robot; this console stores and shows the test message.',
  },
};
