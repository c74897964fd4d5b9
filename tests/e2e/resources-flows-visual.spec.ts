// The flow definition's visual editor (issue 15 item 5): steps built by mouse and keyboard write the
// same JSON the JSON tab edits; JSON typed there shows as steps (unknown ones as advanced steps);
// a JSON syntax error keeps the user in the JSON tab with its line and column.
import type { Locator, Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures/test.js';

const stepList = (page: Page) => page.getByRole('list', { name: 'Steps' });
const step = (page: Page, number: number, kind: string) => stepList(page).getByRole('listitem', { name: `Step ${number}: ${kind}` });

/** Adds a step of a kind with the "add step" controls: by keyboard (Tab, Enter) or by a click. */
async function addStep(page: Page, kind: string, by: 'keyboard' | 'mouse'): Promise<void> {
  const choice = page.getByLabel('Kind of new step');
  await choice.selectOption({ label: kind });
  if (by === 'mouse') {
    await page.getByRole('button', { name: 'Add step' }).click();
    return;
  }
  await choice.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add step' })).toBeFocused();
  await page.keyboard.press('Enter');
}

const jsonOf = async (definition: Locator) => JSON.parse(await definition.inputValue()) as { steps: unknown[] };

test('flows: a flow built as steps by keyboard and mouse is saved as the JSON the JSON tab shows, and JSON typed there shows as steps', async ({ page }) => {
  await login(page, demo.orgAdmin);
  await page.goto('/flow/create');
  const form = page.getByRole('form', { name: 'Create' });
  const flowName = `Visual ${Date.now().toString(36)}`.slice(0, 24);
  await form.getByLabel(/^Flow name/).fill(flowName);
  await form.getByLabel(/^Building/).selectOption({ label: 'Aozora Tower' });
  await form.getByLabel(/^Floor/).selectOption({ label: '1F' });
  await expect(form.getByRole('tab', { name: 'Visual' })).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByText('No steps yet. Add the first one below.')).toBeVisible();

  // 1: go to a waypoint, picked by name from the floor map's waypoints (mouse).
  await addStep(page, 'Go to waypoint', 'mouse');
  const waypoint = step(page, 1, 'Go to waypoint').getByLabel('Waypoint');
  await expect(waypoint).toBeFocused();
  await expect(waypoint).toHaveAccessibleDescription('Choose the waypoint to go to.');
  await waypoint.selectOption({ label: 'Reception' });
  await expect(waypoint).not.toHaveAccessibleDescription('Choose the waypoint to go to.');

  // 2: speak, typed straight after adding it by keyboard (the new step's input has the focus).
  await addStep(page, 'Speak', 'keyboard');
  await expect(step(page, 2, 'Speak').getByLabel(/^Text to say/)).toBeFocused();
  await page.keyboard.type('Good evening');

  // 3: wait, its seconds changed by keyboard; a bad number is flagged beside the step.
  await addStep(page, 'Wait', 'keyboard');
  const seconds = step(page, 3, 'Wait').getByLabel(/^Seconds/);
  await expect(seconds).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0');
  await expect(seconds).toHaveAccessibleDescription('Enter a number of seconds above 0, at most 3600.');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('10');

  // 4: a check item of the building, by name (mouse); 5: an action.
  await addStep(page, 'Check item', 'mouse');
  await step(page, 4, 'Check item').getByLabel('Check item').selectOption({ label: 'Lobby fire extinguisher' });
  await addStep(page, 'Action', 'mouse');
  await step(page, 5, 'Action').getByLabel(/^Command name/).fill('take_photo');

  // Reordered by keyboard: the move button and Alt+arrows keep the focus on the moved step.
  await step(page, 3, 'Wait').getByRole('button', { name: 'Move step 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(step(page, 2, 'Wait').getByRole('button', { name: 'Move step 2 up' })).toBeFocused();
  await expect(step(page, 3, 'Speak')).toBeVisible();
  await step(page, 2, 'Wait').getByLabel(/^Seconds/).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(step(page, 3, 'Wait').getByLabel(/^Seconds/)).toBeFocused();
  await expect(step(page, 2, 'Speak')).toBeVisible();

  // Duplicated and removed by mouse; dragged by its number.
  await step(page, 1, 'Go to waypoint').getByRole('button', { name: 'Duplicate step 1' }).click();
  await expect(step(page, 2, 'Go to waypoint').getByLabel('Waypoint')).toHaveValue(await waypoint.inputValue());
  await step(page, 2, 'Go to waypoint').getByRole('button', { name: 'Remove step 2' }).click();
  await expect(stepList(page).getByRole('listitem')).toHaveCount(5);
  const handles = stepList(page).getByTestId('step-drag-handle');
  await handles.nth(4).dragTo(handles.nth(3));
  await expect(step(page, 4, 'Action')).toBeVisible();
  await expect(step(page, 5, 'Check item')).toBeVisible();

  // A step left empty is flagged beside itself and blocks saving with its number.
  await addStep(page, 'Speak', 'mouse');
  await expect(step(page, 6, 'Speak').getByLabel(/^Text to say/)).toHaveAccessibleDescription('Enter the text to say.');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Fix the problems shown beside step 6.' })).toBeVisible();
  await expect(page).toHaveURL(/\/flow\/create$/);
  await step(page, 6, 'Speak').getByRole('button', { name: 'Remove step 6' }).click();

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/flow\/\d+$/);

  // Reopened: the same steps, and the JSON tab shows them as the saved JSON.
  await page.reload();
  const edit = page.getByRole('form', { name: 'Save' });
  await expect(step(page, 1, 'Go to waypoint').getByLabel('Waypoint')).toHaveValue(/\d+/);
  await expect(step(page, 1, 'Go to waypoint').getByLabel('Waypoint').locator('option:checked')).toHaveText('Reception');
  await expect(step(page, 5, 'Check item')).toBeVisible();
  // The tabs follow the keyboard: arrows move between them.
  await edit.getByRole('tab', { name: 'Visual' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(edit.getByRole('tab', { name: 'JSON' })).toBeFocused();
  await expect(edit.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
  const definition = edit.getByLabel(/^Definition/);
  const saved = await jsonOf(definition);
  expect(saved.steps).toEqual([
    // The floor map's waypoint, by id: a waypoint a flow goes to cannot be deleted (waypointInUse).
    { goTo: expect.objectContaining({ waypointId: expect.any(Number) as unknown, name: 'Reception', x: 6.5, y: 2, yaw: 90 }) as unknown },
    { speak: 'Good evening' },
    { wait: 10 },
    { action: 'take_photo' },
    { checkItem: expect.objectContaining({ name: 'Lobby fire extinguisher' }) as unknown },
  ]);

  // JSON typed by hand shows as steps; a step kind the editor does not know stays as it was.
  const typed = { commandListId: null, steps: [...saved.steps, { wait: 3 }, { elevator: { from: '1F', to: '2F' } }] };
  const typedText = JSON.stringify(typed, null, 2);
  await definition.fill(typedText);
  await edit.getByRole('tab', { name: 'Visual' }).click();
  await expect(step(page, 6, 'Wait').getByLabel(/^Seconds/)).toHaveValue('3');
  await expect(step(page, 7, 'Advanced step (edit in JSON)')).toContainText('"elevator"');
  await edit.getByRole('tab', { name: 'JSON' }).click();
  await expect(definition).toHaveValue(typedText);

  // A syntax error keeps the user in the JSON tab, with its line and column.
  await definition.fill('{\n  "steps": [\n    {"wait": 3},\n  ]\n}');
  await expect(definition).toHaveAccessibleDescription(/^JSON syntax error at line 4, column 3/);
  await edit.getByRole('tab', { name: 'Visual' }).click();
  await expect(edit.getByRole('alert').filter({ hasText: 'Fix the JSON syntax error at line 4, column 3 before switching to the visual editor.' })).toBeVisible();
  await expect(edit.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
  await expect(definition).toBeVisible();
  await definition.fill(typedText);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/flow\/settings/);
});

test('flows: one who may only read a flow sees its steps and its JSON at once, both read-only', async ({ page, server }) => {
  await login(page, demo.manager);
  const flow = server.sql.get("SELECT id FROM flows WHERE name = 'Night patrol 1F'") as { id: number };
  await page.goto(`/flow/${flow.id}`);
  await expect(step(page, 1, 'Action').getByLabel(/^Command name/)).toHaveValue('move_forward');
  await expect(step(page, 1, 'Action').getByLabel(/^Command name/)).toBeDisabled();
  await expect(page.getByRole('tab')).toHaveCount(0);
  const definition = page.getByLabel(/^Definition/);
  await expect(definition).toBeDisabled();
  expect(JSON.parse(await definition.inputValue())).toMatchObject({ steps: [{ action: 'move_forward' }, { action: 'take_photo' }, { action: 'turn_left' }] });
});
