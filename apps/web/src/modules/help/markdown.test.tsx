import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';

const renderMarkdown = (source: string) =>
  render(
    <MantineProvider>
      <article>
        <Markdown source={source} />
      </article>
    </MantineProvider>,
  );

describe('Markdown', () => {
  it('never renders HTML written in a guide', () => {
    const { container } = renderMarkdown(
      [
        '# Title',
        '',
        'Before <b>bold</b> <img src=x onerror="alert(1)"> after.',
        '',
        '<script>window.pwned = true</script>',
        '',
        '<div onclick="alert(1)">block</div>',
        '',
        '[click](javascript:alert(1))',
      ].join('\n'),
    );
    expect(container.querySelector('script, img, b, div[onclick], [onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('<script');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByText(/Before/).textContent).toContain('after.');
  });

  it('draws headings, emphasis, code, quotes, lists and tables', () => {
    const { container } = renderMarkdown(
      [
        '## Steps',
        '',
        'Press **Pay** then *Cash* or `F2`.',
        '',
        '1. One',
        '2. Two',
        '',
        '> A note',
        '',
        '```',
        'npm start',
        '```',
        '',
        '| Keys | What |',
        '| --- | --- |',
        '| F2 | Cash |',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { name: 'Steps' })).toBeTruthy();
    expect(screen.getByText('Pay').tagName).toBe('STRONG');
    expect(screen.getByText('Cash', { selector: 'em' })).toBeTruthy();
    expect(screen.getByText('F2', { selector: 'code' })).toBeTruthy();
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    expect(container.querySelector('blockquote')?.textContent).toContain('A note');
    expect(container.querySelector('pre')?.textContent).toBe('npm start');
    expect(screen.getByRole('cell', { name: 'Cash' })).toBeTruthy();
  });
});
