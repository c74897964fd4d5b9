// Knowledge groups and chats (spec §2, §3, §5): Q&A with an image attachment, and the chat detail
// with its conversation and a test chat whose message length is limited.
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
    await expect(conversation.locator('li')).toHaveCount(5);
    await expect(conversation.locator('li').last()).toContainText(text);
    await expect(conversation.locator('li').last()).toContainText('Test');
    await page.reload();
    await expect(page.getByTestId('chat-conversation')).toContainText(text);
  });
});
