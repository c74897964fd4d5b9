// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFleetdeck } from '../testing/renderWithFleetdeck.js';
import { BarChart } from './BarChart.js';
import { TimeChart } from './TimeChart.js';

// This DOM has no canvas, so uPlot cannot draw: the chart stays one named image, says it was not
// drawn, and the page around it keeps working (the real drawing is checked in Chromium, e2e).
describe('charts', () => {
  it('a time chart is one image named by its title and described by the text beside it', async () => {
    renderWithFleetdeck(
      <>
        <TimeChart title="Battery over time" describedBy="words" testId="battery" series={[{ label: 'Battery', colour: 'colorBrandForeground1', points: [{ at: 0, value: 50 }, { at: 60_000, value: 40 }] }]} />
        <p id="words">Battery from 50% to 40%</p>
      </>,
    );
    const chart = await screen.findByRole('img', { name: 'Battery over time' });
    expect(document.getElementById(chart.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Battery from 50% to 40%');
    await waitFor(() => expect(chart.getAttribute('data-chart')).toBe('failed'));
  });

  it('a bar chart without a canvas says so instead of failing the page', async () => {
    renderWithFleetdeck(<BarChart title="Runs per building" testId="runs" categories={['Tower', 'Annex']} series={[{ label: 'Done', colour: 'colorPaletteGreenBackground3', values: [3, 1] }]} stacked />);
    const chart = await screen.findByRole('img', { name: 'Runs per building' });
    expect(chart.dataset.testid).toBe('runs');
    await waitFor(() => expect(chart.getAttribute('data-chart')).toBe('failed'));
  });
});
