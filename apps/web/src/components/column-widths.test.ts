import { describe, expect, it } from 'vitest';
import { distributeWidths, type ColumnNeed } from './column-widths';

const need = (field: string, content: number, flex = 0, min = 50): ColumnNeed => ({
  field,
  content,
  min,
  flex,
});

describe('distributeWidths (no text cut while a neighbour has room)', () => {
  it('gives each column its content and the spare room to the flexible ones', () => {
    const widths = distributeWidths(
      [need('no', 100), need('name', 200, 1), need('course', 300, 1), need('waiting', 80)],
      1000,
    );
    expect(widths).toEqual({ no: 100, name: 360, course: 460, waiting: 80 });
  });

  it('keeps fixed columns to their content when short, so flexible text is cut least', () => {
    const widths = distributeWidths(
      [need('no', 100), need('name', 150, 1), need('course', 400, 1), need('waiting', 80)],
      600,
    );
    // 420 for the text: the name needs less than half and gets it all, the course the rest
    expect(widths).toEqual({ no: 100, name: 150, course: 270, waiting: 80 });
  });

  it('never gives a flexible column less than its least', () => {
    const widths = distributeWidths([need('no', 300), need('name', 400, 1, 150)], 350);
    expect(widths.name).toBe(150);
  });
});
