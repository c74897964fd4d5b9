// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithFleetdeck, type FleetdeckRenderResult } from '../testing/renderWithFleetdeck.js';
import { operator, robotResource, robotsApi } from './controllers.fixture.js';
import { useEditController } from './useEditController.js';
import { useListController } from './useListController.js';

function RobotNames() {
  const list = useListController(robotResource);
  return <p aria-label="names">{`${list.rows.map((row) => row.name).join(', ')} of ${list.total}`}</p>;
}

function RobotEditor({ id }: { id?: number }) {
  const edit = useEditController(robotResource, { id });
  if (edit.loading) return <p>loading</p>;
  if (edit.loadError) return <p>failed {edit.loadError.status}</p>;
  return (
    <section>
      <p>
        {edit.mode}: {edit.record?.name ?? 'nothing yet'}
      </p>
      <button onClick={() => void edit.save({ name: 'Zulu' })}>save</button>
      {edit.mode === 'edit' ? <button onClick={() => void edit.remove()}>delete</button> : null}
    </section>
  );
}

const robots = [
  { id: 1, name: 'Alpha' },
  { id: 2, name: 'Bravo' },
];

let rendered: FleetdeckRenderResult | undefined;
afterEach(() => rendered?.unmount());

describe('useEditController', () => {
  it('loads the record', async () => {
    const api = robotsApi(robots);
    rendered = await renderWithFleetdeck(<RobotEditor id={2} />, { session: operator, fetch: api.fetch });
    await screen.findByText('edit: Bravo');
    expect(api.reads('/robots/2')).toHaveLength(1);
  });

  it('explains a record that cannot be read', async () => {
    const api = robotsApi(robots);
    rendered = await renderWithFleetdeck(<RobotEditor id={9} />, { session: operator, fetch: api.fetch });
    await screen.findByText('failed 404');
  });

  it('saves a change and the list on screen shows it without a reload', async () => {
    const api = robotsApi(robots);
    rendered = await renderWithFleetdeck(
      <>
        <RobotNames />
        <RobotEditor id={1} />
      </>,
      { session: operator, fetch: api.fetch },
    );
    await screen.findByText('edit: Alpha');
    await waitFor(() => expect(screen.getByLabelText('names').textContent).toBe('Alpha, Bravo of 2'));
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await screen.findByText('edit: Zulu');
    await waitFor(() => expect(screen.getByLabelText('names').textContent).toBe('Bravo, Zulu of 2'));
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: '/robots/1', body: { name: 'Zulu' } });
  });

  it('creates a record and the list shows it', async () => {
    const api = robotsApi(robots);
    rendered = await renderWithFleetdeck(
      <>
        <RobotNames />
        <RobotEditor />
      </>,
      { session: operator, fetch: api.fetch },
    );
    await screen.findByText('create: nothing yet');
    await waitFor(() => expect(screen.getByLabelText('names').textContent).toBe('Alpha, Bravo of 2'));
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await screen.findByText('create: Zulu');
    await waitFor(() => expect(screen.getByLabelText('names').textContent).toBe('Alpha, Bravo of 3'));
  });

  it('deletes the record and the list drops it', async () => {
    const api = robotsApi(robots);
    rendered = await renderWithFleetdeck(
      <>
        <RobotNames />
        <RobotEditor id={2} />
      </>,
      { session: operator, fetch: api.fetch },
    );
    await screen.findByText('edit: Bravo');
    await waitFor(() => expect(screen.getByLabelText('names').textContent).toBe('Alpha, Bravo of 2'));
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await waitFor(() => expect(screen.getByLabelText('names').textContent).toBe('Alpha of 1'));
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/robots/2')).toBe(true);
  });
});
