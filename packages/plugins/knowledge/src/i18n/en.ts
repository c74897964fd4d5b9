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
    testChat: 'Test chat', testMessage: 'Test message', send: 'Send', noMessages: 'No messages yet.',
    tooLong: 'Enter at most {{limit}} characters', sendFailed: 'The test message could not be sent.',
    sent: 'The test message was answered.',
    answersFrom: "The robot answers from the Q&A of this chat's building's knowledge groups, as guide robots answer visitors.",
    scoreOf: '{{score}} / 100', source: 'Answered from', sourceEntry: '{{group}}, Q&A {{number}}: {{question}}', noSource: 'No matching Q&A entry',
  },
};
