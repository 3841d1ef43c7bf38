import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartFigure } from './chart-figure';

/** An IntersectionObserver the test drives: `show()` reports every observed element on screen. */
function stubObserver() {
  const observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, elements: [] };
        observed.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        this.entry.elements = [];
      }
    },
  );
  return {
    show: () =>
      act(() => {
        for (const { callback, elements } of observed)
          callback(
            elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      }),
  };
}

const figure = (
  <ChartFigure
    title="Monthly revenue"
    height={200}
    drawing={<svg data-testid="drawing" />}
    categoryLabel="Month"
    valueLabels={['Amount']}
    rows={[{ key: 'nov', name: 'Nov 2026', values: ['$65.00'] }]}
  />
);

describe('ChartFigure', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the chart is below the fold, then only its placeholder and table are there until it nears the screen', () => {
    const observer = stubObserver();
    render(figure);
    expect(screen.queryByTestId('drawing')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Monthly revenue' })).toHaveTextContent('$65.00');

    observer.show();
    expect(screen.getByTestId('drawing')).toBeInTheDocument();
  });

  it('when the browser cannot tell what is on screen, then the chart is drawn at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(figure);
    expect(screen.getByTestId('drawing')).toBeInTheDocument();
  });
});
