import { describe, expect, it } from 'vitest';
import { scrollEdgesOf } from './use-scroll-edges';

describe('scrollEdgesOf', () => {
  it('when the row fits, then no side hides content', () => {
    expect(scrollEdgesOf({ scrollLeft: 0, clientWidth: 360, scrollWidth: 360 })).toEqual({ start: false, end: false });
  });

  it('when the row is wider than its box and at its start, then only the end hides content', () => {
    expect(scrollEdgesOf({ scrollLeft: 0, clientWidth: 360, scrollWidth: 600 })).toEqual({ start: false, end: true });
  });

  it('when scrolled to the middle, then both sides hide content; at the end, only the start', () => {
    expect(scrollEdgesOf({ scrollLeft: 100, clientWidth: 360, scrollWidth: 600 })).toEqual({ start: true, end: true });
    expect(scrollEdgesOf({ scrollLeft: 239.6, clientWidth: 360, scrollWidth: 600 })).toEqual({
      start: true,
      end: false,
    });
  });
});
