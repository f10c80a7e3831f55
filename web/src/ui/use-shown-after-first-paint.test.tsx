import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useShownAfterFirstPaint } from './use-shown-after-first-paint';

function Below({ paintedAlready }: { paintedAlready?: boolean }) {
  const shown = useShownAfterFirstPaint(paintedAlready);
  return <p>{shown ? 'the week' : 'later'}</p>;
}

describe('useShownAfterFirstPaint', () => {
  it('leaves what sits below out of the first render', () => {
    expect(renderToStaticMarkup(<Below />)).toBe('<p>later</p>');
  });

  it('shows it in the first render where the page has painted already', () => {
    expect(renderToStaticMarkup(<Below paintedAlready />)).toBe('<p>the week</p>');
  });
});
