import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { markdownBlocks, MarkdownText } from './MarkdownText.tsx';

describe('catalogue markdown', () => {
  it('splits paragraphs, lists (a list right under its lead-in too) and tables', () => {
    expect(
      markdownBlocks(
        '**Athletics** — power.\n\nTypical uses:\n- Climbing\n- Jumping\n\n| d8 | Land |\n|---|---|\n| 1 | Arid |\n\nPlus 4 GP.',
      ),
    ).toEqual([
      { kind: 'paragraph', text: '**Athletics** — power.' },
      { kind: 'paragraph', text: 'Typical uses:' },
      { kind: 'list', items: ['Climbing', 'Jumping'] },
      { kind: 'table', head: ['d8', 'Land'], rows: [['1', 'Arid']] },
      { kind: 'paragraph', text: 'Plus 4 GP.' },
    ]);
  });

  it('shows emphasis as elements and never injects markup', () => {
    render(<MarkdownText text={'**Bold** and *soft* <img src=x onerror=alert(1)>'} />);
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
    expect(screen.getByText('soft').tagName).toBe('EM');
    expect(document.querySelector('img')).toBeNull();
  });
});
