// Knowledge groups and chats (spec §2, §3, §5): Q&A with an image attachment, and the chat detail
// with its conversation and a test chat whose message length is limited and which the robot
// answers from the building's Q&A (issue 15 item 10), linking to the entry it answered from.
import { demo, expect, login, test } from './fixtures/test.js';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f80f00000101000518d84e0000000049454e44ae426082', 'hex');
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('guide', () => {
  test('an administrator creates a knowledge group with an attached image, edits and deletes it', async ({ page }) => {
    await login(page, demo.orgAdmin);
    const main = page.getByRole('main');
    await page.goto('/guide/knowledge-groups/list');
    const table = page.getByTestId('resource-table-knowledgeGroups');
    await expect(table).toContainText('Lobby reception');
    await expect(table).not.toContainText('Warehouse visitors');

    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/guide/knowledge-groups/new');
    await page.getByRole('button', { name: 'Add Q&A' }).click();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(main.getByLabel(/^Group name/)).toHaveAccessibleDescription('This field is required');
    await expect(main.getByLabel(/^Building/)).toHaveAccessibleDescription('This field is required');
    await expect(main.getByLabel(/^Question 1/)).toHaveAccessibleDescription('This field is required');
    await expect(main.getByLabel(/^Answer 1/)).toHaveAccessibleDescription('This field is required');

    const group = unique('Guide');
    await main.getByLabel(/^Group name/).fill(group);
    await main.getByLabel(/^Building/).selectOption({ label: 'Aozora Tower' });
    await main.getByLabel(/^Question 1/).fill('Where is the café?');
    await main.getByLabel(/^Answer 1/).fill('On 2F, next to the lifts.');
    await main.getByLabel('Attachment 1', { exact: true }).setInputFiles({ name: 'cafe.png', mimeType: 'image/png', buffer: png });
    await expect(main.getByText('cafe.png (1 KB)')).toBeVisible();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => /^\/guide\/knowledge-groups\/\d+$/.test(url.pathname));
    await expect(main.getByRole('img', { name: 'Attachment 1 preview' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Q&A' }).click();
    await main.getByLabel(/^Question 2/).fill('Is there Wi-Fi?');
    await main.getByLabel(/^Answer 2/).fill('Yes, "Aozora-Guest".');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.reload();
    await expect(main.getByLabel(/^Question 2/)).toHaveValue('Is there Wi-Fi?');

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/guide/knowledge-groups/list');
    await expect(table).not.toContainText(group);
  });

  test('a general operator reads a chat and sends a test message within the length limit', async ({ page }) => {
    await login(page, demo.operator);
    const main = page.getByRole('main');
    await page.goto('/guide/chats/list');
    const table = page.getByTestId('resource-table-chats');
    await expect(table).toContainText('UGO-PRO-0001');
    await expect(table).not.toContainText('Gate 2');
    await page.getByRole('link', { name: 'View: 1F lobby' }).click();
    const conversation = page.getByTestId('chat-conversation');
    await expect(conversation.locator('li')).toHaveCount(4);
    await expect(conversation).toContainText('Where is the restroom?');

    const box = main.getByLabel(/^Test message/);
    await box.fill('x'.repeat(1001));
    await expect(box).toHaveAccessibleDescription(/Enter at most 1000 characters/);
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    const text = unique('Is the café open?');
    await box.fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(conversation.locator('li')).toHaveCount(6);
    await expect(conversation.locator('li').nth(4)).toContainText(text);
    await expect(conversation.locator('li').nth(4)).toContainText('Test');
    // Nothing in the tower's knowledge is about a café: the robot says so.
    await expect(conversation.locator('li').last()).toContainText('Sorry, I could not find an answer to that question.');
    await expect(conversation.locator('li').last()).toContainText('No matching Q&A entry');
    await page.reload();
    await expect(page.getByTestId('chat-conversation')).toContainText(text);
  });

  test('the test chat answers from the building\'s Q&A and links to the entry it came from, in English and Japanese', async ({ page, server, apiLogin }) => {
    const admin = await apiLogin(demo.orgAdmin);
    const one = (sql: string) => (server.sql.get(sql) as { id: number }).id;
    const organizationId = one("SELECT id FROM organizations WHERE name = 'Aozora Facilities'");
    const buildingId = one("SELECT id FROM buildings WHERE name = 'Aozora Tower'");
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: number };
    };
    const groupName = unique('Lost property');
    const group = await post('/knowledge-groups', {
      name: groupName, organizationId, buildingId,
      qas: [
        { question: 'Where is the lost and found office?', answer: 'Lost and found is at the security desk on 1F.', attachmentFileId: null },
        { question: '忘れ物はどこで受け取れますか？', answer: '忘れ物は 1 階の警備室でお受け取りください。', attachmentFileId: null },
      ],
    });
    const chat = await post('/chats', { organizationId, buildingId, robotSerialNo: 'UGO-PRO-0001', location: unique('Desk') });

    await login(page, demo.operator);
    const main = page.getByRole('main');
    await page.goto(`/guide/chats/${chat.id}`);
    const conversation = page.getByTestId('chat-conversation');
    await main.getByLabel(/^Test message/).fill('Where is lost and found?');
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = conversation.locator('li').last();
    await expect(answer).toContainText('Lost and found is at the security desk on 1F.');
    await expect(answer).toContainText(/Score\s*\d+ \/ 100/);
    await expect(answer).toContainText(`Answered from the Q&A "Where is the lost and found office?" of ${groupName}.`);
    await answer.getByRole('link', { name: `${groupName}, Q&A 1: Where is the lost and found office?` }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/guide/knowledge-groups/${group.id}` && url.hash === '#qa-1');
    await expect(main.getByLabel(/^Question 1/)).toHaveValue('Where is the lost and found office?');
    await expect(page.locator('#qa-1')).toBeFocused();

    await page.evaluate(() => localStorage.setItem('user-language', 'ja'));
    await page.goto(`/guide/chats/${chat.id}`);
    await main.getByLabel(/^テストメッセージ/).fill('忘れ物を受け取りたいです');
    await page.getByRole('button', { name: '送信' }).click();
    const jaAnswer = conversation.locator('li').last();
    await expect(jaAnswer).toContainText('忘れ物は 1 階の警備室でお受け取りください。');
    await expect(jaAnswer).toContainText('回答元');
    await jaAnswer.getByRole('link', { name: `${groupName} の Q&A 2：忘れ物はどこで受け取れますか？` }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/guide/knowledge-groups/${group.id}` && url.hash === '#qa-2');
    await expect(main.getByLabel(/^質問 2/)).toHaveValue('忘れ物はどこで受け取れますか？');

    await page.goto(`/guide/chats/${chat.id}`);
    await main.getByLabel(/^テストメッセージ/).fill('傘を借りられますか？');
    await page.getByRole('button', { name: '送信' }).click();
    await expect(conversation.locator('li').last()).toContainText('申し訳ありません。そのご質問への回答が見つかりませんでした。');
    await expect(conversation.locator('li').last()).toContainText('該当する Q&A はありません');
  });
});
